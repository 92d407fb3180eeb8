import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, type Locale } from './number-format.ts';
import { parseAmount, parseRate } from './number-parse.ts';

const LOCALES: readonly Locale[] = ['tr', 'en', 'ar'];

describe('parseAmount', () => {
  it('reads Turkish: dot grouping, comma decimals', () => {
    expect(parseAmount('1.234,56', 'tr')).toBe(1234.56);
    expect(parseAmount('1234,5', 'tr')).toBe(1234.5);
    expect(parseAmount(' 999.999.999 ', 'tr')).toBe(999_999_999);
    expect(parseAmount('1.000', 'tr')).toBe(1000);
    expect(parseAmount('0', 'tr')).toBe(0);
  });

  it('reads English and Arabic: comma grouping, dot decimals', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(parseAmount('1,234.56', locale)).toBe(1234.56);
      expect(parseAmount('1234.5', locale)).toBe(1234.5);
      expect(parseAmount('1,000', locale)).toBe(1000);
      expect(parseAmount('1.5', locale)).toBe(1.5);
      expect(parseAmount('50,000,000', locale)).toBe(50_000_000);
    }
  });

  it("refuses the other language's format instead of guessing", () => {
    for (const text of ['1,234.50', '1,234', '1.5', '1.23,4']) expect(parseAmount(text, 'tr')).toBeNull();
    for (const text of ['1.234,50', '1.234', '1,5', '1,23.4']) expect(parseAmount(text, 'en')).toBeNull();
    for (const text of ['1.234,50', '1,5']) expect(parseAmount(text, 'ar')).toBeNull();
  });

  it('refuses what is not an amount in any language', () => {
    for (const locale of LOCALES) {
      for (const text of [
        '',
        'abc',
        '12,',
        '12.',
        ',5',
        '.5',
        '-5',
        '1..000',
        '1,,000',
        '1 000',
        '1e5',
        '١٢٣',
      ]) {
        expect(parseAmount(text, locale)).toBeNull();
      }
      expect(parseAmount('1234567890123456', locale)).toBeNull(); // 16 digits: not exact any more
    }
  });

  it('takes at most 2 decimals by default', () => {
    expect(parseAmount('0,123', 'tr')).toBeNull();
    expect(parseAmount('0.123', 'en')).toBeNull();
    expect(parseAmount('0.12', 'ar')).toBe(0.12);
  });

  it('takes whole lira only with maxDecimals 0, and a sign only when asked', () => {
    expect(parseAmount('50.000', 'tr', { maxDecimals: 0 })).toBe(50000);
    expect(parseAmount('50.000,5', 'tr', { maxDecimals: 0 })).toBeNull();
    expect(parseAmount('-9,4002', 'tr', { maxDecimals: 4, signed: true })).toBe(-9.4002);
    expect(parseAmount('-1,204.88', 'en', { maxDecimals: 4, signed: true })).toBe(-1204.88);
    expect(Object.is(parseAmount('-0', 'tr', { signed: true }), 0)).toBe(true);
    expect(parseAmount('-9,4002', 'tr', { maxDecimals: 4 })).toBeNull();
  });

  it('format then parse gives back the number in tr, en and ar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(...LOCALES),
        (kurus, locale) => {
          const value = kurus / 100;
          expect(parseAmount(formatNumber(value, 2, locale), locale)).toBe(value);
          expect(parseAmount(formatNumber(Math.floor(value), 0, locale), locale, { maxDecimals: 0 })).toBe(
            Math.floor(value),
          );
        },
      ),
    );
  });

  it('never returns NaN or a negative number for unsigned text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...LOCALES), (text, locale) => {
        const parsed = parseAmount(text, locale);
        if (parsed !== null) {
          expect(Number.isFinite(parsed)).toBe(true);
          expect(parsed).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('parseRate', () => {
  it('accepts a comma or a dot decimal in every language', () => {
    expect(parseRate('2,20')).toBe(2.2);
    expect(parseRate('2.20')).toBe(2.2);
    expect(parseRate(' 500 ')).toBe(500);
  });

  it('rejects non-numbers', () => {
    for (const text of ['', '-1', 'abc', '1,2,3', '2.2%', '1.000,5']) expect(parseRate(text)).toBeNull();
  });
});
