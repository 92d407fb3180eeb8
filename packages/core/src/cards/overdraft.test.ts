import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestKurus, taxesOnInterest } from './debt-math.ts';
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
