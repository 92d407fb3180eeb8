import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import { loanTerms } from './constants.ts';
import {
  computeEarlyRepayment,
  EARLY_REPAYMENT_LOAN_TYPES,
  type EarlyRepaymentInput,
  PREPAYMENT_MODES,
  remainingBalanceAfter,
} from './early-repayment.ts';
import { earlyRepaymentFeeBand, earlyRepaymentFeePercent } from './early-repayment-rules.ts';

/*
 * Sources: the fee bands are Law 6502 (Tüketicinin Korunması Hakkında Kanun, in force 2014-05-28)
 * art. 37 for fixed-rate housing finance (at most 2 % of the prepaid amount when more than 36 months
 * remain, 1 % otherwise) and art. 30 for consumer loans (no fee); KKDF 15 % (2010-11-02) and BSMV
 * 15 % (2023-07-07) on the interest of personal and vehicle loans, none on housing; the plan's
 * rounding per row as in docs/domain-rules.md#payment-plan.
 */
const personal: EarlyRepaymentInput = {
  loanType: 'ihtiyac',
  principal: 100_000,
  monthlyRatePercent: 3,
  months: 12,
  paidCount: 4,
};
const housing: EarlyRepaymentInput = {
  loanType: 'konut',
  principal: 1_000_000,
  monthlyRatePercent: 2.5,
  months: 120,
  paidCount: 80,
};

describe('early repayment: worked examples', () => {
  it('personal 100.000 TL at 3 % over 12 months, 4 paid: payoff 71.618,69 TL, no fee', () => {
    // By hand: i = 3 % × 1,30 = 3,9 %, A = 100.000 × 0,039 / (1 − 1,039^−12) = 10.593,48.
    // Row 1: interest 3.000,00, KKDF = BSMV = 450,00, principal 6.693,48 → 93.306,52.
    // Row 2: interest 2.799,20, taxes 419,88 each, principal 6.954,52 → 86.352,00.
    // Row 3: interest 2.590,56, taxes 388,58 each, principal 7.225,76 → 79.126,24.
    // Row 4: interest 2.373,79, taxes 356,07 each, principal 7.507,55 → 71.618,69 (the payoff).
    // Closed form A × (1 − 1,039^−8) / 0,039 ≈ 71.618,63: the rows' kuruş rounding adds 6 kuruş.
    const result = computeEarlyRepayment(personal);
    expect(result.original.installment).toBe(10_593.48);
    expect(result).toMatchObject({
      remainingMonths: 8,
      remainingBalance: 71_618.69,
      principalRepaid: 28_381.31,
      prepaid: 71_618.69,
      feeBand: 'noFee',
      feePercent: 0,
      fee: 0,
      payNow: 71_618.69,
      newPlan: null,
      mode: null,
    });
    // Interest + taxes paid in rows 1–4: 3.900,00 + 3.638,96 + 3.367,72 + 3.085,93 = 13.992,61.
    expect(result.interestPaid).toBe(13_992.61);
    // 8 × 10.593,48 (the last row may differ) minus the payoff: what the remaining rows cost.
    expect(result.interestSaved).toBe(13_129.19);
    expect(Math.abs(result.interestSaved - (8 * 10_593.48 - 71_618.69))).toBeLessThan(0.1);
  });

  it('housing 1.000.000 TL at 2,5 % over 120 months, 80 paid (40 left): fee 2 % of the payoff', () => {
    const result = computeEarlyRepayment(housing);
    expect(result).toMatchObject({ remainingMonths: 40, feeBand: 'housingLong', feePercent: 2 });
    // 2 % × 661.754,93 = 13.235,0986 → 13.235,10.
    expect(result.remainingBalance).toBe(661_754.93);
    expect(result.fee).toBe(13_235.1);
    expect(result.payNow).toBe(674_990.03);
    expect(result.netSaving).toBe(Number((result.interestSaved - 13_235.1).toFixed(2)));
  });

  it('housing, same loan with 84 paid (36 left): fee 1 %', () => {
    const result = computeEarlyRepayment({ ...housing, paidCount: 84 });
    // 1 % × 620.985,88 = 6.209,8588 → 6.209,86.
    expect(result).toMatchObject({ remainingMonths: 36, feePercent: 1, remainingBalance: 620_985.88 });
    expect(result.fee).toBe(6_209.86);
  });

  it('partial 20.000 TL on the personal example: shorter term or lower instalment', () => {
    const shorter = computeEarlyRepayment({ ...personal, partial: 20_000, mode: 'shorterTerm' });
    // 51.618,69 left at 10.593,48 a month: 6 months instead of 8, the last one 5.441,79.
    expect(shorter.newPlan?.rows.map((row) => row.month)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(shorter.newPlan?.rows.at(-1)?.installment).toBe(5_441.79);
    expect(shorter.newPlan?.installment).toBe(10_593.48);
    expect(shorter).toMatchObject({ prepaid: 20_000, fee: 0, payNow: 20_000, mode: 'shorterTerm' });
    const lower = computeEarlyRepayment({ ...personal, partial: 20_000, mode: 'lowerInstalment' });
    // A' = 51.618,69 × 0,039 / (1 − 1,039^−8) = 7.635,19, still 8 months.
    expect(lower.newPlan?.installment).toBe(7_635.19);
    expect(lower.newPlan?.rows).toHaveLength(8);
    // Keeping the instalment saves more interest than lowering it.
    expect(shorter.interestSaved).toBeGreaterThan(lower.interestSaved);
  });

  it('partial on a housing loan pays the fee on the partial amount only', () => {
    const result = computeEarlyRepayment({ ...housing, partial: 100_000 });
    expect(result).toMatchObject({ prepaid: 100_000, fee: 2_000, payNow: 102_000 });
  });

  it('housing at a low rate: the fee may outweigh the saving, and the net saving says so', () => {
    // 0,05 % a month on 661.754,93 TL for 40 months saves far less than the 2 % fee.
    const result = computeEarlyRepayment({ ...housing, monthlyRatePercent: 0.05 });
    expect(result.fee).toBeGreaterThan(result.interestSaved);
    expect(result.netSaving).toBeLessThan(0);
  });

  it('rate 0: nothing to save', () => {
    // 100.000 / 12 = 8.333,33 a month; 4 × 8.333,33 = 33.333,32 repaid, 66.666,68 left.
    const result = computeEarlyRepayment({ ...personal, monthlyRatePercent: 0 });
    expect(result).toMatchObject({ remainingBalance: 66_666.68, interestSaved: 0, interestPaid: 0 });
  });
});

describe('early repayment: band edges', () => {
  it('exactly 36 months remaining → 1 %, 37 → 2 %', () => {
    expect(earlyRepaymentFeePercent('konut', 36)).toBe(1);
    expect(earlyRepaymentFeePercent('konut', 37)).toBe(2);
    expect(earlyRepaymentFeeBand('konut', 36)).toBe('housingShort');
    expect(earlyRepaymentFeeBand('konut', 37)).toBe('housingLong');
    expect(computeEarlyRepayment({ ...housing, paidCount: 83 }).feePercent).toBe(2);
    expect(computeEarlyRepayment({ ...housing, paidCount: 84 }).feePercent).toBe(1);
  });

  it('personal and vehicle loans never pay a fee, whatever remains', () => {
    for (const months of [1, 36, 37, 48]) {
      expect(earlyRepaymentFeePercent('ihtiyac', months)).toBe(0);
      expect(earlyRepaymentFeePercent('tasit', months)).toBe(0);
    }
    expect(computeEarlyRepayment({ ...personal, loanType: 'tasit', months: 48, paidCount: 0 }).fee).toBe(0);
  });

  it('no instalment paid: the payoff is the principal; one left: the last row’s principal', () => {
    expect(computeEarlyRepayment({ ...personal, paidCount: 0 }).remainingBalance).toBe(100_000);
    const last = computeEarlyRepayment({ ...personal, paidCount: 11 });
    expect(last.remainingBalance).toBe(last.original.rows[11]?.principal);
    expect(remainingBalanceAfter({ ...personal, paidCount: 11 })).toBe(last.remainingBalance);
  });
});

const inputs = fc
  .record({
    loanType: fc.constantFrom(...EARLY_REPAYMENT_LOAN_TYPES),
    principal: fc.integer({ min: 1_000, max: 5_000_000 }),
    monthlyRatePercent: fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
    termIndex: fc.nat(),
    paidShare: fc.double({ min: 0, max: 0.999, noNaN: true }),
    partialShare: fc.double({ min: 0.001, max: 0.999, noNaN: true }),
    mode: fc.constantFrom(...PREPAYMENT_MODES),
  })
  .map(({ termIndex, paidShare, partialShare, ...rest }) => {
    const terms = loanTerms(rest.loanType, 'page');
    const months = terms[termIndex % terms.length] ?? 12;
    const paidCount = Math.floor(paidShare * months);
    return { ...rest, months, paidCount, partialShare };
  });

const sumKurus = (values: number[]) => values.reduce((sum, value) => sum + toKurus(value), 0);

describe('early repayment: properties', () => {
  it('payoff + principal repaid = principal; interest paid + saved = the plan’s interest and taxes', () => {
    fc.assert(
      fc.property(inputs, ({ partialShare: _partialShare, mode: _mode, ...input }) => {
        const result = computeEarlyRepayment(input);
        const { original } = result;
        expect(toKurus(result.remainingBalance) + toKurus(result.principalRepaid)).toBe(
          toKurus(input.principal),
        );
        const planCost = sumKurus([original.totalInterest, original.totalKkdf, original.totalBsmv]);
        expect(toKurus(result.interestPaid) + toKurus(result.interestSaved)).toBe(planCost);
        // What was paid plus the payoff, less the saving, is the plan's total.
        const paid = sumKurus(original.rows.slice(0, input.paidCount).map((row) => row.installment));
        expect(paid + toKurus(result.remainingBalance) + toKurus(result.interestSaved)).toBe(
          toKurus(original.totalPayment),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a partial prepayment never raises the total paid; the new plan repays exactly the reduced balance', () => {
    fc.assert(
      fc.property(inputs, ({ partialShare, ...input }) => {
        const balance = remainingBalanceAfter(input);
        const partial = Math.floor(balance * partialShare);
        if (partial < 1 || partial >= balance) return;
        const result = computeEarlyRepayment({ ...input, partial });
        const plan = result.newPlan;
        if (!plan) throw new Error('expected a new plan');
        expect(sumKurus(plan.rows.map((row) => row.principal))).toBe(toKurus(balance) - toKurus(partial));
        expect(plan.rows.at(-1)?.balance).toBe(0);
        expect(plan.rows.length).toBeLessThanOrEqual(input.months - input.paidCount);
        const paid = sumKurus(result.original.rows.slice(0, input.paidCount).map((row) => row.installment));
        const total = paid + toKurus(partial) + toKurus(plan.totalPayment);
        expect(total).toBeLessThanOrEqual(toKurus(result.original.totalPayment));
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        // Personal and vehicle loans pay no fee, so their total cost cannot rise either.
        if (input.loanType !== 'konut') expect(result.fee).toBe(0);
        if (input.mode === 'lowerInstalment')
          expect(plan.installment).toBeLessThanOrEqual(result.original.installment);
        else expect(plan.installment).toBe(result.original.installment);
      }),
      { numRuns: 300 },
    );
  });
});
