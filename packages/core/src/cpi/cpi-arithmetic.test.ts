import { describe, expect, it } from 'vitest';
import {
  annualChange,
  depositNetRealReturn,
  inflationAdjust,
  latestAnnualChange,
  realReturnPercent,
  rentIncrease,
  twelveMonthAverageChange,
} from './cpi-arithmetic.ts';
import { PUBLISHED_CPI } from './cpi-published.ts';
import { cpiSeries, unifiedIndex } from './cpi-series.ts';

const series = cpiSeries(PUBLISHED_CPI);

describe("the seeded index reproduces TÜİK's published changes", () => {
  // TÜİK bulletins as reported: Ekim 2025 (Birgün 03.11.2025), Kasım 2025 (Sonsöz / Bianet 03.12.2025),
  // Aralık 2025 (Birgün 05.01.2026), Ocak 2026 (Memurlar.net / Milliyet Uzmanpara 03.02.2026), Eylül 2025
  // (Sabah), 2024 and 2025 (TÜİK Tablo-2).
  it.each([
    ['2025-09', 38.36],
    ['2025-10', 37.15],
    ['2025-11', 35.91],
    ['2025-12', 34.88],
    ['2026-01', 33.98],
    ['2026-02', 33.39],
    ['2024-06', 65.07],
  ])('12-month average change of %s is %s %%', (month, rate) => {
    expect(twelveMonthAverageChange(series, month)).toBe(rate);
  });

  it.each([
    ['2025-10', 32.87],
    ['2025-11', 31.07],
    ['2025-12', 30.89],
    ['2026-01', 30.65],
    ['2026-02', 31.53],
  ])('annual change of %s is %s %%', (month, rate) => {
    expect(annualChange(series, month)).toBe(rate);
  });

  it('links the bases: the 2025 average is 100 on the new scale', () => {
    let sum = 0;
    for (let m = 1; m <= 12; m += 1) sum += unifiedIndex(series, `2025-${String(m).padStart(2, '0')}`) ?? 0;
    expect(sum / 12).toBeCloseTo(100, 10);
    expect(series.link).toBeCloseTo(3183.2291666667, 8);
  });

  it('has no figure for a month not yet sourced', () => {
    // April 2026 is the last month seeded (cpi-tcmb-table.test.ts); May 2026 renewals are answered,
    // June's are not.
    expect(twelveMonthAverageChange(series, '2026-05')).toBeNull();
    expect(rentIncrease(series, 10_000, '2026-05')?.ratePercent).toBe(32.43);
    expect(rentIncrease(series, 10_000, '2026-06')).toBeNull();
  });
});

describe('rent increase — worked examples from the press', () => {
  it('Ensonhaber 05.01.2026: renewal in January 2026, 20.000 TL → 26.976 TL, 40.000 → 53.952 (34,88 %)', () => {
    expect(rentIncrease(series, 20_000, '2026-01')).toEqual({
      indexMonth: '2025-12',
      ratePercent: 34.88,
      increase: 6_976,
      newRent: 26_976,
    });
    expect(rentIncrease(series, 40_000, '2026-01')?.newRent).toBe(53_952);
  });

  it('Dünya 03.02.2026: February 2026, 20.000 → 26.796, 50.000 → 66.990, 90.000 → 120.582, 100.000 → 133.980 TL', () => {
    // https://www.dunya.com/ekonomi/son-dakika-subat-ayi-kira-artis-orani-belli-oldu-haberi-813729
    expect(rentIncrease(series, 20_000, '2026-02')).toEqual({
      indexMonth: '2026-01',
      ratePercent: 33.98,
      increase: 6_796,
      newRent: 26_796,
    });
    for (const [rent, increase, newRent] of [
      [50_000, 16_990, 66_990],
      [70_000, 23_786, 93_786],
      [90_000, 30_582, 120_582],
      [100_000, 33_980, 133_980],
    ] as const) {
      expect(rentIncrease(series, rent, '2026-02')).toMatchObject({ increase, newRent });
    }
  });

  it('Yeni Şafak / Habertürk 03.03.2026: March 2026 renewals use 33,39 % (TÜİK Şubat 2026)', () => {
    // https://www.yenisafak.com/ekonomi/subat-ayi-enflasyon-rakamlari-belli-oldu-son-dakika-tuik-2026-subat-enflasyon-orani-ne-oldu-yuzde-kac-4802436
    // https://www.haberturk.com/2026-mart-enflasyonu-ne-zaman-aciklanacak-tuik-mart-enflasyon-verilerini-ve-nisan-kira-artis-orani-ne-zaman-belli-olur-3868872
    // (the articles give the rate only; the amounts are hand-worked: 30.000 × 33,39 % = 10.017).
    expect(rentIncrease(series, 30_000, '2026-03')).toEqual({
      indexMonth: '2026-02',
      ratePercent: 33.39,
      increase: 10_017,
      newRent: 40_017,
    });
  });

  it('Ekonomim 03.02.2026: February 2026, 40.000 TL → increase 13.592 TL, new rent 53.592 TL (33,98 %)', () => {
    // https://www.ekonomim.com/ekonomi/subat-ayi-kira-zam-orani-belli-oldu-haberi-873112
    expect(rentIncrease(series, 40_000, '2026-02')).toMatchObject({ increase: 13_592, newRent: 53_592 });
  });

  it('Hisse.net 03.02.2026: February 2026, 30.000 TL → 10.194 TL more, 40.194 TL', () => {
    expect(rentIncrease(series, 30_000, '2026-02')).toMatchObject({ increase: 10_194, newRent: 40_194 });
  });

  it('Sözcü 05.01.2026: January 2026, 25.000 TL → 8.720 TL more, 33.720 TL (the amounts are 34,88 %)', () => {
    // https://www.sozcu.com.tr/son-dakika-ocak-ayi-kira-artis-orani-belli-oldu-p281244 — the example's rate
    // line says "Yüzde 35,91" (December's), but its amounts are January's 34,88 %: 25.000 × 0,3488 = 8.720.
    expect(rentIncrease(series, 25_000, '2026-01')).toEqual({
      indexMonth: '2025-12',
      ratePercent: 34.88,
      increase: 8_720,
      newRent: 33_720,
    });
  });

  it('Habertürk 28.01.2026: January 2026, 30.000 TL → 10.464 TL more, 40.464 TL', () => {
    // https://www.haberturk.com/kira-artisi-subat-2026-subat-kira-zammi-ayin-kacinda-belli-olacak-kira-artisi-ne-kadar-olacak-3857225
    expect(rentIncrease(series, 30_000, '2026-01')).toMatchObject({ increase: 10_464, newRent: 40_464 });
  });

  it('Ekonomist 18.12.2025: December 2025 renewals use 35,91 %; kuruş rounding half-up', () => {
    expect(rentIncrease(series, 12_345.67, '2025-12')).toEqual({
      indexMonth: '2025-11',
      ratePercent: 35.91,
      increase: 4_433.33, // 12.345,67 × 1,3591 = 16.778,9981… → 16.779,00
      newRent: 16_779,
    });
  });
});

describe('inflation — an amount of month A in month B', () => {
  it('TÜİK Aralık 2025: 100 TL of December 2024 is 130,89 TL in December 2025 (yearly 30,89 %)', () => {
    expect(inflationAdjust(series, 100, '2024-12', '2025-12')).toMatchObject({
      value: 130.89,
      changePercent: 30.89,
    });
  });

  it('TÜİK Kasım 2025: 1.000 TL of December 2024 is 1.297,41 TL in November 2025 (29,74 % since December)', () => {
    const result = inflationAdjust(series, 1_000, '2024-12', '2025-11');
    expect(result?.changePercent).toBe(29.74);
    expect(result?.value).toBe(1_297.41); // 1.000 × 3.482,96 ÷ 2.684,55 = 1.297,4092… (bc)
  });

  it('TÜİK Ocak 2026 (2025=100): 100 TL of January 2025 is 130,65 TL across the rebase', () => {
    expect(inflationAdjust(series, 100, '2025-01', '2026-01')).toMatchObject({
      value: 130.65,
      changePercent: 30.65,
    });
  });

  it('TÜİK Ekim 2025: 250.000 TL of October 2024 is 332.167,14 TL (32,87 %)', () => {
    const result = inflationAdjust(series, 250_000, '2024-10', '2025-10');
    expect(result?.changePercent).toBe(32.87);
    expect(result?.value).toBe(332_167.14); // 250.000 × 3.453,09 ÷ 2.598,91 = 332.167,1393… (bc)
  });

  it('TÜİK Şubat 2026 (Odatv 03.03.2026): 100 TL of December 2025 is 107,95 TL; of February 2025 131,53 TL', () => {
    // https://www.odatv.com/ekonomi/tuik-subat-ayi-enflasyonunu-acikladi-kira-artis-orani-belli-oldu-emekli-ve-memurun-temmuz-hesabi-hangi-kalemde-ne-artti-ne-azaldi-120138028
    // ("bir önceki yılın Aralık ayına göre yüzde 7,95 ... aynı ayına göre yüzde 31,53"); monthly 2,96 %.
    expect(inflationAdjust(series, 100, '2025-12', '2026-02')).toMatchObject({
      value: 107.95,
      changePercent: 7.95,
    });
    expect(inflationAdjust(series, 100, '2025-02', '2026-02')).toMatchObject({
      value: 131.53,
      changePercent: 31.53,
    });
    expect(inflationAdjust(series, 100, '2026-01', '2026-02')).toMatchObject({
      value: 102.96,
      changePercent: 2.96,
    });
  });

  it('answers null for a month without a figure', () => {
    expect(inflationAdjust(series, 100, '2021-01', '2025-01')).toBeNull();
  });
});

describe('real return — worked examples', () => {
  it('Nedir.com: 10 % nominal, 3 % inflation → 6,796 % (6,80 %)', () => {
    expect(realReturnPercent(10, 3)).toBe(6.8);
  });
  it('Hisse.net forum: 13,51 % net deposit, 11,90 % inflation → 1,4388 % (the forum cuts it to 1,43; we round half-up)', () => {
    // https://www.hisse.net/topluluk/showthread.php?page=828&t=10194 (undated post, read 2026-11-27)
    expect(realReturnPercent(13.51, 11.9)).toBe(1.44);
  });
  it('hesaplama.net: 100.000 TL → 120.000 TL with 10 % inflation → 9,09 %', () => {
    expect(realReturnPercent(20, 10)).toBe(9.09);
  });
});

describe('deposit net real return at the latest 12-month inflation', () => {
  it('the latest yearly change of the seeded index is April 2026, 32,37 % (TCMB table)', () => {
    expect(latestAnnualChange(series)).toEqual({ month: '2026-04', percent: 32.37 });
  });

  it('100.000 TL for 32 days with 2.876,71 TL net interest: 32,81 % a year net, 1,66 % real', () => {
    // By hand (bc): 2.876,71 ÷ 100.000 × 365 ÷ 32 = 0,3281247…; 1,3281247 ÷ 1,3065 − 1 = 0,0165516… → 1,66 %.
    expect(depositNetRealReturn(2_876.71, 100_000, 32, 30.65)).toEqual({
      netYearlyPercent: 32.81,
      realPercent: 1.66,
    });
  });
});
