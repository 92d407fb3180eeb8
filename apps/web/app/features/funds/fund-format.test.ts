import { describe, expect, it } from 'vitest';
import { FALLBACK_FUNDS } from './fund-fallback.ts';
import { formatReturn, returnValue, signOf } from './fund-format.ts';

describe('fund return formatting', () => {
  it('shows 4 decimals in the visitor format, with a sign on gains when asked', () => {
    expect(formatReturn(2.451, 'tr', true)).toBe('+2,4510');
    expect(formatReturn(-9.4002, 'tr', true)).toBe('-9,4002');
    expect(formatReturn(489.1516, 'tr', false)).toBe('489,1516');
    expect(formatReturn(1204.88123, 'en', false)).toBe('1,204.8812');
    expect(formatReturn(0, 'tr', true)).toBe('0,0000');
    expect(formatReturn(null, 'tr', true)).toBe('-');
  });

  it('reads the fallback strings, "-" meaning missing', () => {
    expect(returnValue('1.204,8812')).toBe(1204.8812);
    expect(returnValue('-9,4002')).toBe(-9.4002);
    expect(returnValue('-')).toBeNull();
    expect(signOf('-9,4002')).toBe('negative');
    expect(signOf('2,4510')).toBe('positive');
    expect(signOf('-')).toBe('none');
    expect(formatReturn('2,4510', 'tr', true)).toBe('+2,4510');
    expect(formatReturn('-', 'tr', true)).toBe('-');
  });

  it('re-writes the Turkish fallback strings in the English and Arabic format', () => {
    expect(formatReturn('1.204,8812', 'en', false)).toBe('1,204.8812');
    expect(formatReturn('2,4510', 'en', true)).toBe('+2.4510');
    // Arabic Intl output marks a minus left-to-right (U+200E), exactly as for the API's numbers.
    expect(formatReturn('-9,4002', 'ar', true)).toBe('\u200e-9.4002');
    expect(formatReturn('-9,4002', 'ar', true)).toBe(formatReturn(-9.4002, 'ar', true));
    expect(formatReturn('0,0000', 'ar', true)).toBe('0.0000');
    expect(formatReturn('-', 'en', true)).toBe('-');
    expect(formatReturn('1.204,8812', 'tr', false)).toBe('1.204,8812');
  });

  it('the fallback lists hold 15 funds each, Turkish-formatted', () => {
    for (const list of Object.values(FALLBACK_FUNDS)) {
      expect(list).toHaveLength(15);
      expect(new Set(list.map((fund) => fund.fundCode)).size).toBe(15);
      for (const fund of list) {
        for (const value of [fund.oneMonthReturn, fund.oneYearReturn, fund.fiveYearReturn]) {
          expect(value).toMatch(/^(-|-?\d{1,3}(\.\d{3})*,\d{4})$/);
        }
      }
    }
  });
});
