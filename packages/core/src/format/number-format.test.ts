import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatTL, isolateLtr } from './number-format.ts';
import { parseTurkishAmount } from './turkish-amount.ts';

describe('formatTL', () => {
  it('uses dot thousands, comma decimals and a TL suffix', () => {
    expect(formatTL(1234.5)).toBe('1.234,50 TL');
    expect(formatTL(50_000_000)).toBe('50.000.000,00 TL');
    expect(formatTL(0)).toBe('0,00 TL');
  });

  it('honours the decimals parameter (0 on loan pages)', () => {
    expect(formatTL(10196.72, 0)).toBe('10.197 TL');
    expect(formatTL(1234.5, 0)).toBe('1.235 TL');
  });

  it('rounds half-up before formatting (Intl alone would print 1,00)', () => {
    expect(formatTL(1.005)).toBe('1,01 TL');
  });

  it('never prints a negative zero', () => {
    expect(formatTL(-0.001)).toBe('0,00 TL');
    expect(formatTL(-1234.5)).toBe('-1.234,50 TL');
  });

  it('formats English and Arabic with Latin digits', () => {
    expect(formatTL(1234.5, 2, 'en')).toBe('1,234.50 TL');
    expect(formatTL(1234.5, 2, 'ar')).toBe('1,234.50 TL');
  });
});

describe('formatNumber and formatPercent', () => {
  it('formats plain numbers and marks non-finite values', () => {
    expect(formatNumber(1234567.891, 4)).toBe('1.234.567,8910');
    expect(formatNumber(Number.NaN)).toBe('-');
  });

  it('puts the percent sign first in Turkish only', () => {
    expect(formatPercent(45.75)).toBe('%45,75');
    expect(formatPercent(2.2, 2, 'en')).toBe('2.20%');
    expect(formatPercent(2.2, 1, 'ar')).toBe('2.2%');
    expect(formatPercent(1.005)).toBe('%1,01');
  });

  it('round-trips through the Turkish parser for every kuruş amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (kurus) => {
        const value = kurus / 100;
        expect(parseTurkishAmount(formatNumber(value))).toBe(value);
      }),
    );
  });
});

describe('isolateLtr', () => {
  it('wraps a figure in LRI … PDI on right-to-left pages only', () => {
    expect(isolateLtr('1,000.00 TL', true)).toBe('\u20661,000.00 TL\u2069');
    expect(isolateLtr('1.000,00 TL', false)).toBe('1.000,00 TL');
  });
});
