import { describe, expect, it } from 'vitest';
import { FALLBACK_FUNDS } from './fund-fallback.ts';
import { formatReturn, pageWindow, returnValue, signOf } from './fund-format.ts';

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

describe('page numbers around the current page', () => {
  it('shows up to 5, centred, shifted at the edges', () => {
    expect(pageWindow(1, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 11)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 11)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(10, 11)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
