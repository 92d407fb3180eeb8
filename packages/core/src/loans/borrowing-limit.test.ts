import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import {
  BORROWING_LOAN_TYPES,
  type BorrowingLimitInput,
  computeBorrowingLimit,
  incomeShareKurus,
  maxAmountForTerm,
} from './borrowing-limit.ts';
import { loanTerms, MAX_AMOUNT } from './constants.ts';
import { computeLoanPlan } from './payment-plan.ts';
import { personalLoanMaxTerm } from './term-caps.ts';

/*
 * Sources: the 40 % figure is the site's guidance from the seed guide "Kredi hesaplama rehberi"
 * ("Tüm taksitlerinizin toplamı düzenli aylık gelirinizin %40'ını geçmemelidir"), not a law;
 * personal-loan term caps by amount: BDDK, in force 2025-02-13; KKDF 15 % (2010-11-02) and BSMV 15 %
 * (2023-07-07) on the interest of personal and vehicle loans, none on housing (docs/domain-rules.md).
 */
const base: BorrowingLimitInput = {
  income: 30_000,
  existingPayments: 0,
  loanType: 'ihtiyac',
  months: 12,
  monthlyRatePercent: 3,
};

function answer(input: Partial<BorrowingLimitInput>) {
  const result = computeBorrowingLimit({ ...base, ...input });
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe('borrowing limit: worked examples', () => {
  it('rate 0: instalment = amount / months, so 40 % of 50.000 = 20.000 a month × 24 = 480.000 TL', () => {
    const result = answer({ income: 50_000, loanType: 'tasit', months: 24, monthlyRatePercent: 0 });
    expect(result).toMatchObject({
      maxAmount: 480_000,
      instalment: 20_000,
      limitedBy: 'income',
      room: 20_000,
    });
    expect(result.ratioUsedPercent).toBe(40);
  });

  it('personal loan, 3 % a month, 12 months: i = 3 % × 1,30 = 3,9 %; 100.000 TL → 10.593,48 TL', () => {
    // By hand: 1,039^12 ≈ 1,58228; A = 100.000 × 0,039 / (1 − 1/1,58228) ≈ 10.593,48 (to the kuruş).
    // 40 % of 30.000 = 12.000; with 1.406,52 TL existing payments the room is exactly 10.593,48.
    const result = answer({ existingPayments: 1_406.52 });
    expect(result).toMatchObject({ maxAmount: 100_000, instalment: 10_593.48, limitedBy: 'income' });
    expect(
      computeLoanPlan({ principal: 100_001, monthlyRatePercent: 3, months: 12, loanType: 'ihtiyac' })
        .installment,
    ).toBe(10_593.59);
  });

  it('housing pays no KKDF or BSMV: the same room borrows more than a personal loan', () => {
    const personal = answer({ loanType: 'ihtiyac', months: 12 });
    const housing = answer({ loanType: 'konut', months: 12 });
    // Housing: i = 3 %; 1,03^12 ≈ 1,4257609; 12.000 × (1 − 1/1,4257609) / 0,03 ≈ 119.448,05 → 119.448 TL.
    expect(housing.maxAmount).toBe(119_448);
    expect(housing.maxAmount).toBeGreaterThan(personal.maxAmount);
  });

  it('a longer personal-loan term may allow less: 36 months stops at 125.000, 24 at 250.000', () => {
    const rich = { income: 200_000, monthlyRatePercent: 3.19 };
    expect(answer({ ...rich, months: 36 })).toMatchObject({ maxAmount: 125_000, limitedBy: 'termCap' });
    expect(answer({ ...rich, months: 30 })).toMatchObject({ maxAmount: 125_000, limitedBy: 'termCap' });
    expect(answer({ ...rich, months: 24 })).toMatchObject({ maxAmount: 250_000, limitedBy: 'termCap' });
    expect(answer({ ...rich, months: 12 }).limitedBy).toBe('income');
  });

  it('refuses when the payments take the whole income, or all of its 40 %', () => {
    expect(computeBorrowingLimit({ ...base, income: 5_000, existingPayments: 6_000 })).toEqual({
      ok: false,
      reason: 'incomeCovered',
    });
    expect(computeBorrowingLimit({ ...base, income: 5_000, existingPayments: 3_000 })).toEqual({
      ok: false,
      reason: 'noRoom',
    });
  });
});

describe('borrowing limit: band edges', () => {
  it('40 % rule: payments exactly at the limit leave no room; one kuruş under leaves some', () => {
    expect(incomeShareKurus(30_000)).toBe(1_200_000);
    expect(computeBorrowingLimit({ ...base, existingPayments: 12_000 })).toEqual({
      ok: false,
      reason: 'noRoom',
    });
    expect(computeBorrowingLimit({ ...base, existingPayments: 11_000, monthlyRatePercent: 0 })).toMatchObject(
      {
        ok: true,
        maxAmount: 12_000,
      },
    );
  });

  it('50 % on request: half the income, the same edges; 40 % stays the default', () => {
    expect(incomeShareKurus(30_000, 50)).toBe(1_500_000);
    expect(incomeShareKurus(30_000)).toBe(1_200_000);
    // Payments of 12.000 TL fill 40 % of 30.000 but leave 3.000 TL a month at 50 %.
    expect(computeBorrowingLimit({ ...base, existingPayments: 12_000 })).toMatchObject({ ok: false });
    expect(
      computeBorrowingLimit({ ...base, existingPayments: 12_000, monthlyRatePercent: 0, sharePercent: 50 }),
    ).toMatchObject({ ok: true, maxAmount: 36_000, instalment: 3_000, room: 3_000 });
    expect(computeBorrowingLimit({ ...base, existingPayments: 15_000, sharePercent: 50 })).toEqual({
      ok: false,
      reason: 'noRoom',
    });
    // Rate 0, 24 months, 50.000 TL income: 25.000 a month × 24 = 600.000 TL at 50 % (480.000 at 40 %).
    const at50 = answer({
      income: 50_000,
      loanType: 'tasit',
      months: 24,
      monthlyRatePercent: 0,
      sharePercent: 50,
    });
    expect(at50).toMatchObject({ maxAmount: 600_000, ratioUsedPercent: 50 });
    expect(answer({ existingPayments: 1_406.52 }).maxAmount).toBe(100_000);
    expect(answer({ existingPayments: 1_406.52 + 3_000, sharePercent: 50 }).maxAmount).toBe(100_000);
    expect(answer({ existingPayments: 1_406.53 + 3_000, sharePercent: 50 }).maxAmount).toBe(99_999);
  });

  it('40 % rule: an instalment exactly at the room fits, one kuruş over does not', () => {
    expect(answer({ existingPayments: 1_406.52 }).maxAmount).toBe(100_000);
    expect(answer({ existingPayments: 1_406.53 }).maxAmount).toBe(99_999);
  });

  it('income exactly at the existing payments, and one kuruş over them', () => {
    expect(computeBorrowingLimit({ ...base, income: 5_000, existingPayments: 5_000 })).toEqual({
      ok: false,
      reason: 'incomeCovered',
    });
    expect(computeBorrowingLimit({ ...base, income: 5_000.01, existingPayments: 5_000 })).toEqual({
      ok: false,
      reason: 'noRoom',
    });
  });

  it('term caps: 125.000 and 250.000 are in the lower band, one kuruş over is not', () => {
    expect(maxAmountForTerm('ihtiyac', 36)).toBe(125_000);
    expect(personalLoanMaxTerm(125_000)).toBe(36);
    expect(personalLoanMaxTerm(125_000.01)).toBe(24);
    expect(maxAmountForTerm('ihtiyac', 24)).toBe(250_000);
    expect(personalLoanMaxTerm(250_000)).toBe(24);
    expect(personalLoanMaxTerm(250_000.01)).toBe(12);
    expect(maxAmountForTerm('ihtiyac', 12)).toBe(Number.POSITIVE_INFINITY);
    expect(maxAmountForTerm('ihtiyac', 48)).toBe(0);
    expect(maxAmountForTerm('tasit', 48)).toBe(Number.POSITIVE_INFINITY);
    expect(computeBorrowingLimit({ ...base, months: 48 })).toEqual({ ok: false, reason: 'termNotAllowed' });
  });

  it('a plan of a few lira: the first instalment, larger than the regular one, is what must fit', () => {
    // 1 TL, vehicle, 42 months, 3,5 %: the regular instalment rounds to 0,05 TL, but the first month's
    // interest 0,035 → 0,04, KKDF and BSMV 0,00525 → 0,01 each make its row 0,06 (payment-plan.ts).
    const tiny = { existingPayments: 0, loanType: 'tasit' as const, months: 42, monthlyRatePercent: 3.5 };
    // 40 % of 0,13 TL is 0,05 TL: not even 1 TL fits.
    expect(computeBorrowingLimit({ ...tiny, income: 0.13 })).toEqual({ ok: false, reason: 'noRoom' });
    // 40 % of 0,15 TL is 0,06 TL: 1 TL fits (its first row 0,06); 2 TL's first row is 0,11.
    expect(computeBorrowingLimit({ ...tiny, income: 0.15 })).toMatchObject({
      ok: true,
      maxAmount: 1,
      instalment: 0.06,
    });
  });

  it('the forms’ 50.000.000 TL maximum', () => {
    const result = answer({ income: 20_000_000, loanType: 'konut', months: 12, monthlyRatePercent: 0 });
    expect(result).toMatchObject({ maxAmount: MAX_AMOUNT, limitedBy: 'maxAmount' });
  });
});

const inputs = fc.record({
  income: fc.integer({ min: 1, max: 100_000_000 }).map((kurus) => kurus / 100),
  existingPayments: fc.integer({ min: 0, max: 50_000_000 }).map((kurus) => kurus / 100),
  loanType: fc.constantFrom(...BORROWING_LOAN_TYPES),
  termIndex: fc.nat(),
  monthlyRatePercent: fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
});

describe('borrowing limit: properties', () => {
  it('instalment + existing ≤ 40 % of income; one lira more breaks the rule or a cap', () => {
    fc.assert(
      fc.property(inputs, ({ termIndex, ...rest }) => {
        const terms = loanTerms(rest.loanType, 'page');
        const months = terms[termIndex % terms.length] ?? 12;
        const input = { ...rest, months };
        const result = computeBorrowingLimit(input);
        if (!result.ok) return;
        const limit = incomeShareKurus(input.income);
        const existing = toKurus(input.existingPayments);
        expect(toKurus(result.instalment) + existing).toBeLessThanOrEqual(limit);
        const plan = computeLoanPlan({ ...input, principal: result.maxAmount });
        expect(plan.rows[0]?.installment).toBe(result.instalment);
        const next = result.maxAmount + 1;
        const breaksCap =
          next > MAX_AMOUNT || (input.loanType === 'ihtiyac' && personalLoanMaxTerm(next) < months);
        const nextPlan = computeLoanPlan({ ...input, principal: next });
        expect(breaksCap || toKurus(nextPlan.rows[0]?.installment ?? 0) + existing > limit).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses whenever the payments take the whole income or all of its 40 %', () => {
    fc.assert(
      fc.property(inputs, ({ termIndex: _termIndex, ...rest }) => {
        const result = computeBorrowingLimit({ ...rest, months: 12 });
        const room = incomeShareKurus(rest.income) - toKurus(rest.existingPayments);
        if (room <= 0) expect(result.ok).toBe(false);
        if (toKurus(rest.income) <= toKurus(rest.existingPayments))
          expect(result).toEqual({ ok: false, reason: 'incomeCovered' });
      }),
    );
  });
});
