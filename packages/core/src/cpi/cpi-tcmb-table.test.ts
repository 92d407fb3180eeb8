import { describe, expect, it } from 'vitest';
import { annualChange, inflationAdjust, rentIncrease, twelveMonthAverageChange } from './cpi-arithmetic.ts';
import { PUBLISHED_CPI } from './cpi-published.ts';
import { cpiSeries } from './cpi-series.ts';

const series = cpiSeries(PUBLISHED_CPI);

// TCMB, "Enflasyon Verileri – Tüketici Fiyatları" (yearly and monthly change of the CPI), as copied in a
// public repository on 04.05.2026 (AykutBuyukkaya/investment-mcp-server, turkey_inflation.py): March 2026
// 30,87 % / 1,94 %, April 2026 32,37 % / 4,18 %. The same table's earlier rows match TÜİK's announced
// figures (February 2026 31,53 / 2,96, January 30,65 / 4,84, December 2025 30,89 / 0,89). No TÜİK
// bulletin or press report of March or April 2026 was reached: these are the seed's unconfirmed months.
describe('March and April 2026 reproduce the TCMB table', () => {
  it.each([
    ['2026-03', 30.87],
    ['2026-04', 32.37],
  ])('yearly change of %s is %s %%', (month, rate) => {
    expect(annualChange(series, month)).toBe(rate);
  });

  it('monthly: 100 TL of February 2026 is 101,94 TL in March; 100 TL of March is 104,18 TL in April', () => {
    expect(inflationAdjust(series, 100, '2026-02', '2026-03')).toMatchObject({
      value: 101.94,
      changePercent: 1.94,
    });
    expect(inflationAdjust(series, 100, '2026-03', '2026-04')).toMatchObject({
      value: 104.18,
      changePercent: 4.18,
    });
  });

  it('yearly as amounts: 100 TL of March 2025 is 130,87 TL in March 2026; of April 2025 132,37 TL', () => {
    expect(inflationAdjust(series, 100, '2025-03', '2026-03')?.value).toBe(130.87);
    expect(inflationAdjust(series, 100, '2025-04', '2026-04')?.value).toBe(132.37);
  });
});

describe('figures derived from those changes (not published in a source reached; docs/domain-rules.md)', () => {
  // Every index value the two changes allow (March 3.866,66 – 3.866,82; April 4.028,18 – 4.028,47 on
  // 3.866,74) gives these to two decimals, so they do not depend on the value kept.
  it('12-month average change: March 2026 32,82 %, April 2026 32,43 %', () => {
    expect(twelveMonthAverageChange(series, '2026-03')).toBe(32.82);
    expect(twelveMonthAverageChange(series, '2026-04')).toBe(32.43);
  });

  it('renewals in April 2026 rise by at most 32,82 %, in May 2026 by 32,43 % (10.000 TL → 13.282 / 13.243 TL)', () => {
    expect(rentIncrease(series, 10_000, '2026-04')).toEqual({
      indexMonth: '2026-03',
      ratePercent: 32.82,
      increase: 3_282,
      newRent: 13_282,
    });
    expect(rentIncrease(series, 10_000, '2026-05')).toMatchObject({ indexMonth: '2026-04', newRent: 13_243 });
  });

  it('since December 2025: 10,04 % in March, 14,64 % in April', () => {
    expect(inflationAdjust(series, 100, '2025-12', '2026-03')?.changePercent).toBe(10.04);
    expect(inflationAdjust(series, 100, '2025-12', '2026-04')?.changePercent).toBe(14.64);
  });
});
