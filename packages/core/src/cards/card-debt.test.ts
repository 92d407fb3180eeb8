import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MAX_MONTHS, cardMonth, computeCardDebt } from './card-debt.ts';
import { taxesOnInterest } from './debt-math.ts';

const DATE = '2026-11-27';

describe('worked example 1 — Ercüment Yenikaya, "Kredi kartları akdi ve gecikme faizi hakkında" (Temmuz 2025 oranları)', () => {
  // 1.000 TL statement, minimum 40 % = 400 TL paid; the 600 TL left bears 3,50 % for 10 + 20 days:
  // 600 × 10 × 3,50 % / 30 = 7,00 + 600 × 20 × 3,50 % / 30 = 14,00 → 21,00 TL interest.
  it('charges 21,00 TL contractual interest on the 600 TL left; KKDF and BSMV 3,15 TL each', () => {
    const month = cardMonth(100_000, 40_000, 40_000, { contractualBp: 350, lateBp: 380 });
    expect(month.interest).toBe(2_100);
    expect(month.lateInterest).toBe(0);
    expect(month.kkdf).toBe(315);
    expect(month.bsmv).toBe(315);
    expect(month.closing).toBe(60_000 + 2_100 + 630);
  });
});

describe('worked examples 2 and 3 — Yıldırım Gazetesi, "Kredi kartı gecikme faizi ne kadar" (akdi %2,02, gecikme %2,52)', () => {
  it('1.000 TL statement, minimum 250 TL, 500 TL paid: 500 × 2,02 % = 10,10 TL contractual interest', () => {
    const month = cardMonth(100_000, 25_000, 50_000, { contractualBp: 202, lateBp: 252 });
    expect(month.interest).toBe(1_010);
    expect(month.lateInterest).toBe(0);
  });

  it('100 TL paid: the 150 TL short of the minimum bears 2,52 % (3,78) and the other 750 TL 2,02 % (15,15)', () => {
    const month = cardMonth(100_000, 25_000, 10_000, { contractualBp: 202, lateBp: 252 });
    expect(month.lateInterest).toBe(378);
    expect(month.interest).toBe(378 + 1_515);
  });
});

describe('worked example 4 — Habertürk 14.12.2025, "Kart borçluları 2,5 milyar lira daha az faiz ödeyecek"', () => {
  // https://www.haberturk.com/kart-borclulari-25-milyar-lira-daha-az-faiz-odeyecek-3845416-ekonomi (read
  // 2026-11-27): a 10.000 TL statement, the 20 % minimum (2.000 TL) paid, 8.000 TL left: at 3,50 % "93 lira"
  // to the due date and "187 lira" to the next statement, 280 TL a month; at 2026's 3,25 % 260 TL.
  it('8.000 TL left after the minimum: 280,00 TL at 3,50 % (93,33 + 186,67), 260,00 TL at 3,25 %', () => {
    const before = cardMonth(1_000_000, 200_000, 200_000, { contractualBp: 350, lateBp: 380 });
    expect(before.interest).toBe(28_000);
    const after = cardMonth(1_000_000, 200_000, 200_000, { contractualBp: 325, lateBp: 355 });
    expect([after.interest, after.lateInterest]).toEqual([26_000, 0]);
    // The 2026 tier for a 10.000 TL statement is the 3,25 % one (below 30.000 TL).
    const result = computeCardDebt({ balance: 10_000, limit: 20_000, mode: 'minimum', date: DATE });
    expect(result.months[0]).toMatchObject({ ratePercent: 3.25, payment: 2_000, interest: 260 });
  });
});

describe('the 2026 ceilings by statement tier (TCMB, Haber3 13.12.2025) and the minimum ratio by limit', () => {
  it('20.000 TL at a 40.000 TL limit: 3,25 %, minimum 20 % → month 1 hand-worked', () => {
    const result = computeCardDebt({ balance: 20_000, limit: 40_000, mode: 'minimum', date: DATE });
    expect(result.minimumRatioPercent).toBe(20);
    expect(result.firstTier.contractualBp).toBe(325);
    // 20.000 − 4.000 = 16.000 × 3,25 % = 520,00; KKDF 78,00; BSMV 78,00; next statement 16.676,00.
    expect(result.months[0]).toMatchObject({
      opening: 20_000,
      minimum: 4_000,
      payment: 4_000,
      interest: 520,
      kkdf: 78,
      bsmv: 78,
      closing: 16_676,
    });
  });

  it('the tiers: 29.999,99 → 3,25 %, 30.000 and 180.000 → 3,75 %, 180.000,01 → 4,25 %; a limit over 50.000 → 40 %', () => {
    const rate = (balance: number) =>
      computeCardDebt({ balance, limit: 60_000, mode: 'minimum', date: DATE }).months[0]?.ratePercent;
    expect([rate(29_999.99), rate(30_000), rate(180_000), rate(180_000.01)]).toEqual([
      3.25, 3.75, 3.75, 4.25,
    ]);
    expect(
      computeCardDebt({ balance: 1_000, limit: 50_000, mode: 'minimum', date: DATE }).minimumRatioPercent,
    ).toBe(20);
    expect(
      computeCardDebt({ balance: 1_000, limit: 50_000.01, mode: 'minimum', date: DATE }).minimumRatioPercent,
    ).toBe(40);
  });

  it('a fixed payment below the month’s interest and taxes never pays off, and says so after one month', () => {
    // 100.000 TL: 3,75 % = 3.750 + 30 % taxes = 4.875 TL a month; 3.000 TL a month cannot keep up.
    const result = computeCardDebt({
      balance: 100_000,
      limit: 200_000,
      mode: 'fixed',
      payment: 3_000,
      date: DATE,
    });
    expect(result.outcome).toBe('neverPaysOff');
    expect(result.months).toHaveLength(1);
  });
});

const money = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((k) => k / 100);

describe('properties', () => {
  it('paying the minimum always ends paid off, each statement smaller than the last and never negative', () => {
    fc.assert(
      fc.property(money(0.01, 50_000_000), money(1, 50_000_000), (balance, limit) => {
        const result = computeCardDebt({ balance, limit, mode: 'minimum', date: DATE });
        expect(result.outcome).toBe('paidOff');
        expect(result.months.length).toBeLessThanOrEqual(CARD_MAX_MONTHS);
        let previous = Number.POSITIVE_INFINITY;
        for (const month of result.months) {
          expect(month.closing).toBeGreaterThanOrEqual(0);
          expect(month.payment).toBeGreaterThanOrEqual(month.minimum);
          expect(month.opening).toBeLessThan(previous);
          previous = month.opening;
        }
        expect(result.months.at(-1)?.closing).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('whatever the fixed payment, the plan stops within the cap; paid off means paid = debt + interest + taxes', () => {
    fc.assert(
      fc.property(
        money(0.01, 5_000_000),
        money(1, 5_000_000),
        money(0.01, 5_000_000),
        (balance, limit, payment) => {
          const result = computeCardDebt({ balance, limit, mode: 'fixed', payment, date: DATE });
          expect(result.months.length).toBeLessThanOrEqual(CARD_MAX_MONTHS);
          for (const month of result.months) {
            expect(month.closing).toBeGreaterThanOrEqual(0);
            expect(month.payment).toBeLessThanOrEqual(month.opening);
          }
          const cents = (value: number) => Math.round(value * 100);
          if (result.outcome === 'paidOff')
            expect(cents(result.totals.paid)).toBe(
              cents(balance) + cents(result.totals.interest) + cents(result.totals.taxes),
            );
          if (payment >= balance) expect(result.months).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('KKDF and BSMV are each 15 % of the interest, to the kuruş', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (interest) => {
        const { kkdf, bsmv } = taxesOnInterest(interest);
        expect(Math.abs(kkdf - interest * 0.15)).toBeLessThanOrEqual(0.5);
        expect(bsmv).toBe(kkdf);
      }),
    );
  });
});
