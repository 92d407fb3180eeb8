import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRateInput, parseTurkishAmount } from './turkish-amount.ts';

describe('parseTurkishAmount', () => {
  it('reads Turkish-format amounts', () => {
    expect(parseTurkishAmount('1.234,56')).toBe(1234.56);
    expect(parseTurkishAmount('1234,5')).toBe(1234.5);
    expect(parseTurkishAmount(' 999.999.999 ')).toBe(999999999);
    expect(parseTurkishAmount('0')).toBe(0);
    expect(parseTurkishAmount('12.000')).toBe(12000);
  });

  it('rejects anything else instead of guessing', () => {
    for (const text of [
      '',
      'abc',
      '1.5',
      '1,234.50',
      '1,234',
      '12,',
      ',5',
      '-5',
      '1.23,4',
      '1..000',
      '1 000',
      '1e5',
      '1234567890123456',
    ]) {
      expect(parseTurkishAmount(text)).toBeNull();
    }
  });

  it('never returns NaN or a negative number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseTurkishAmount(text);
        if (parsed !== null) {
          expect(Number.isFinite(parsed)).toBe(true);
          expect(parsed).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('parseRateInput', () => {
  it('accepts a comma or a dot decimal', () => {
    expect(parseRateInput('2,20')).toBe(2.2);
    expect(parseRateInput('2.20')).toBe(2.2);
    expect(parseRateInput('500')).toBe(500);
  });

  it('rejects non-numbers', () => {
    for (const text of ['', '-1', 'abc', '1,2,3', '2.2%']) expect(parseRateInput(text)).toBeNull();
  });
});
