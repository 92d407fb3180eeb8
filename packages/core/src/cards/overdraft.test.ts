import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, interestKurus, taxesOnInterest } from './debt-math.ts';
import { computeOverdraft, OVERDRAFT_MAX_DAYS } from './overdraft.ts';

const DATE = '2026-11-27';

describe('worked examples 1 and 2 — Haber Ekspres 19.09.2025, "KMH faiz oranı değişti"', () => {
  // https://www.haberekspres.com.tr/acil-nakit-ihtiyaci-olanlar-buraya-artik-daha-az-odeyeceksiniz; the same
  // example (10.000 × %4,50 = 450, × %4,75 = 475, 25 TL a month less) in TGRT Haber 19.09.2025
  // (https://www.tgrthaber.com/ekonomi/acil-nakit-ihtiyaciniz-varsa-dikkat-kmh-icin-faiz-oranlari-dustu-3249958)
  // and Mynet Finans 19.09.2025 (https://finans.mynet.com/haber/detay/ekonomi/nakit-ihtiyaci-olana-nefes-aldiriyor-ama-riski-de-var-1-ekim-de-baslayacak-eskisine-gore/514737/).
  it('10.000 TL for a month at 4,50 %: 450 TL interest (KKDF and BSMV 67,50 TL each, hand-worked)', () => {
    const interest = interestKurus(1_000_000, 450, 30);
    expect(interest).toBe(45_000);
    expect(taxesOnInterest(interest)).toEqual({ kkdf: 6_750, bsmv: 6_750 });
  });
  it('the same at the old 4,75 %: 475 TL, 25 TL more a month', () => {
    expect(interestKurus(1_000_000, 475, 30)).toBe(47_500);
    expect(interestKurus(1_000_000, 475, 30) - interestKurus(1_000_000, 450, 30)).toBe(2_500);
  });
});

describe('worked example 3 — Ercüment Yenikaya, daily interest = monthly rate / 30 (600 TL at 3,50 %)', () => {
  it('10 days: 7,00 TL; 20 days: 14,00 TL', () => {
    expect(interestKurus(60_000, 350, 10)).toBe(700);
    expect(interestKurus(60_000, 350, 20)).toBe(1_400);
  });
});

/** Interest + KKDF + BSMV in kuruş, each rounded half up to the kuruş (the calculator's first 30-day period). */
function costKurus(kurus: number, rateBp: number, days: number): number {
  const interest = interestKurus(kurus, rateBp, days);
  const { kkdf, bsmv } = taxesOnInterest(interest);
  return interest + kkdf + bsmv;
}

// The rates of examples 4–6 are above the 2026 ceiling (4,25 %) that computeOverdraft applies, so they
// are worked through the helpers computeOverdraft uses for a use of up to 30 days (checked below).
describe('worked example 4 — Garanti BBVA, "Overdraft Account" product page (5,00 %, 200 TL for 7 days)', () => {
  // https://garantibbva.com.tr/en/loans/overdraft-account (undated page, stored copy read 2026-11-27):
  // "The Overdraft Account interest rate is 5.00% ... The interest amount, including RUSF and BITT [KKDF
  // and BSMV], to be incurred during the 7-day use of 200 TL is 3,03TL. 203,03 TL is the amount to be paid".
  it('2,33 interest + 0,35 KKDF + 0,35 BSMV = 3,03 TL; 203,03 TL to pay', () => {
    expect(interestKurus(20_000, 500, 7)).toBe(233);
    expect(taxesOnInterest(233)).toEqual({ kkdf: 35, bsmv: 35 });
    expect(20_000 + costKurus(20_000, 500, 7)).toBe(20_303);
  });
});

describe('worked example 5 — Aktif Bank N Kolay, "Overdraft Support Account" table (4,42 %, taxes and funds included)', () => {
  // https://www.aktifbank.com.tr/en/n-kolay/loans/overdraft-account (undated page, stored copy read
  // 2026-11-27): 500 TL at 4,42 % a month → total repayment 500,96 (1 day), 506,70 (7), 514,37 (15),
  // 528,73 (30). The table rounds interest + taxes once: 500 × 4,42 % × 30/30 × 1,30 = 28,73. The
  // calculator rounds the interest, the KKDF and the BSMV each to the kuruş, as a statement lists them
  // (22,10 + 3,32 + 3,32 = 28,74), so the 30-day row is 1 kuruş apart by that convention, not reproduced.
  it('1, 7 and 15 days: 500,96, 506,70 and 514,37 TL', () => {
    expect([1, 7, 15].map((days) => 50_000 + costKurus(50_000, 442, days))).toEqual([50_096, 50_670, 51_437]);
  });
  it('30 days: the bank’s single rounding gives 528,73; the calculator’s per-line rounding 528,74', () => {
    expect(50_000 + divideHalfUp(50_000 * 442 * 30 * 130, 10_000 * 30 * 100)).toBe(52_873);
    expect(interestKurus(50_000, 442, 30)).toBe(2_210);
    expect(taxesOnInterest(2_210)).toEqual({ kkdf: 332, bsmv: 332 });
    expect(50_000 + costKurus(50_000, 442, 30)).toBe(52_874);
  });
});

describe('worked example 6 — TV report on dailymotion, "İşte örnek hesaplamalar" (ek hesap at 5 % a month, 30 days)', () => {
  // https://www.dailymotion.com/video/x9k203y (undated clip, transcript read 2026-11-27): "20.000 lira
  // çektiniz ve 30 gün sonra ödeme yaptınız ... faiz, vergi ve fon dahil toplam maliyeti 1300 lira ...
  // toplamda 21.300 lira"; "100.000 lira ... 6.500 ... 106.500 TL".
  it('20.000 TL → 1.300 TL cost, 21.300 TL; 100.000 TL → 6.500 TL, 106.500 TL', () => {
    expect(costKurus(2_000_000, 500, 30)).toBe(130_000);
    expect(2_000_000 + costKurus(2_000_000, 500, 30)).toBe(2_130_000);
    expect(costKurus(10_000_000, 500, 30)).toBe(650_000);
    expect(10_000_000 + costKurus(10_000_000, 500, 30)).toBe(10_650_000);
  });
});

describe('computeOverdraft is those helpers for a use of up to 30 days', () => {
  it('at a rate under the ceiling, the first period is interest + KKDF + BSMV as worked above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 425 }),
        (kurus, days, rateBp) => {
          const result = computeOverdraft({
            balance: kurus / 100,
            days,
            ratePercent: rateBp / 100,
            date: DATE,
          });
          expect(Math.round(result.cost * 100)).toBe(costKurus(kurus, rateBp, days));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the 2026 ceiling (4,25 %, TCMB as reported 13.12.2025)', () => {
  it('10.000 TL for 30 days at the ceiling: 425,00 + 63,75 + 63,75 = 552,50 TL', () => {
    const result = computeOverdraft({ balance: 10_000, days: 30, ratePercent: null, date: DATE });
    expect(result).toMatchObject({ ratePercent: 4.25, interest: 425, kkdf: 63.75, bsmv: 63.75, cost: 552.5 });
    expect(result.owed).toBe(10_552.5);
  });
  it('a bank rate above the ceiling is brought down to it, and the result says so', () => {
    const result = computeOverdraft({ balance: 10_000, days: 30, ratePercent: 5, date: DATE });
    expect(result).toMatchObject({ capped: true, ratePercent: 4.25 });
  });
  it('45 days at 4 %: the first 30 days’ interest and taxes are charged to the account, then 15 days on the new balance', () => {
    // 10.000 × 4 % = 400 + 120 taxes → 10.520; 10.520 × 4 % × 15 / 30 = 210,40 + 31,56 + 31,56.
    const result = computeOverdraft({ balance: 10_000, days: 45, ratePercent: 4, date: DATE });
    expect(result.periods.map((period) => period.closing)).toEqual([10_520, 10_793.52]);
    expect(result.cost).toBe(793.52);
  });
});

describe('properties', () => {
  const balance = fc.integer({ min: 1, max: 5_000_000_000 }).map((k) => k / 100);
  const days = fc.integer({ min: 1, max: OVERDRAFT_MAX_DAYS });
  const rate = fc.option(fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100));
  it('cost = interest + KKDF + BSMV; the rate never exceeds the ceiling; a longer use never costs less', () => {
    fc.assert(
      fc.property(balance, days, rate, (amount, day, ratePercent) => {
        const result = computeOverdraft({ balance: amount, days: day, ratePercent, date: DATE });
        const cents = (value: number) => Math.round(value * 100);
        expect(cents(result.cost)).toBe(cents(result.interest) + cents(result.kkdf) + cents(result.bsmv));
        expect(cents(result.owed)).toBe(cents(amount) + cents(result.cost));
        expect(result.ratePercent).toBeLessThanOrEqual(result.ceilingPercent);
        if (day < OVERDRAFT_MAX_DAYS) {
          const longer = computeOverdraft({ balance: amount, days: day + 1, ratePercent, date: DATE });
          expect(longer.cost).toBeGreaterThanOrEqual(result.cost);
        }
      }),
      { numRuns: 300 },
    );
  });
});
