import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import { loanTerms } from './constants.ts';
import { computeEarlyRepayment, EARLY_REPAYMENT_LOAN_TYPES } from './early-repayment.ts';
import {
  compareRefinanceOffer,
  currentLoanPosition,
  refinanceAmount,
  refinanceTerm,
  refinanceVerdict,
} from './refinance.ts';

const DAY = '2026-11-27';

const loanType = fc.constantFrom(...EARLY_REPAYMENT_LOAN_TYPES);

describe('refinance: properties', () => {
  it('the original-contract position is the early-repayment payoff, fee and remaining rows', () => {
    const original = loanType.chain((type) =>
      fc.record({
        loanType: fc.constant(type),
        principal: fc.integer({ min: 1_000, max: 5_000_000 }),
        monthlyRatePercent: fc.integer({ min: 0, max: 800 }).map((r) => r / 100),
        months: fc.constantFrom(...loanTerms(type, 'page')),
        paid: fc.double({ min: 0, max: 0.99, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(original, ({ paid, ...loan }) => {
        const paidCount = Math.floor(paid * loan.months);
        const payoff = computeEarlyRepayment({ ...loan, paidCount });
        const position = currentLoanPosition({ kind: 'original', ...loan, paidCount });
        expect(position.balance).toBe(payoff.remainingBalance);
        expect(position.fee).toBe(payoff.fee);
        expect(position.remainingMonths).toBe(loan.months - paidCount);
        const rowsKurus = position.rows.reduce((sum, row) => sum + toKurus(row.principal), 0);
        expect(rowsKurus).toBe(toKurus(position.balance));
      }),
      { numRuns: 300 },
    );
  });

  it('saving = remaining total − new total − switch cost, and the break-even month is the first covering one', () => {
    const scenario = loanType.chain((type) =>
      fc.record({
        loanType: fc.constant(type),
        balance: fc.integer({ min: 100_000, max: 500_000_000 }).map((k) => k / 100),
        monthlyRatePercent: fc.integer({ min: 0, max: 600 }).map((r) => r / 100),
        remainingMonths: fc.integer({ min: 1, max: 180 }),
        newRate: fc.integer({ min: 0, max: 600 }).map((r) => r / 100),
        feeShare: fc.integer({ min: 0, max: 5 }).map((p) => p / 1000),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ newRate, feeShare, ...current }) => {
        const position = currentLoanPosition({ kind: 'balance', ...current });
        const amount = refinanceAmount(position.balance);
        const maturity = refinanceTerm(current.loanType, position.remainingMonths);
        const offer = { interestRate: newRate, amount, maturity, allocationFee: amount * feeShare };
        const result = compareRefinanceOffer(position, offer, DAY);
        expect(result.surplus).toBeGreaterThanOrEqual(0);
        expect(result.surplus).toBeLessThan(1);
        expect(toKurus(result.saving)).toBe(
          toKurus(position.remainingTotal) - toKurus(result.newTotal) - toKurus(result.switchCost),
        );
        const current_ = position.rows.map((row) => row.installment);
        const fresh = result.plan.rows.map((row) => row.installment);
        const covered = (month: number) =>
          Array.from({ length: month }, (_, j) => toKurus(current_[j] ?? 0) - toKurus(fresh[j] ?? 0)).reduce(
            (sum, value) => sum + value,
            0,
          ) >= toKurus(result.switchCost);
        if (result.breakEvenMonth === null) {
          expect(result.saving).toBeLessThanOrEqual(0);
        } else {
          expect(covered(result.breakEvenMonth)).toBe(true);
          if (result.breakEvenMonth > 1) expect(covered(result.breakEvenMonth - 1)).toBe(false);
        }
        if (result.saving > 0) expect(result.breakEvenMonth).not.toBeNull();
        expect(refinanceVerdict([result])).toBe(result.saving > 0 ? 0 : 'keep');
      }),
      { numRuns: 300 },
    );
  });

  it('same term, a lower rate and no fees: switching never costs more than keeping (personal, vehicle)', () => {
    const scenario = fc.record({
      loanType: fc.constantFrom('ihtiyac' as const, 'tasit' as const),
      balance: fc.integer({ min: 1_000, max: 5_000_000 }),
      monthlyRatePercent: fc.integer({ min: 50, max: 600 }).map((r) => r / 100),
      term: fc.constantFrom(...loanTerms('ihtiyac', 'page')),
      cut: fc.integer({ min: 10, max: 50 }).map((r) => r / 100),
    });
    fc.assert(
      fc.property(scenario, ({ cut, term, ...current }) => {
        const position = currentLoanPosition({ kind: 'balance', ...current, remainingMonths: term });
        const offer = {
          interestRate: current.monthlyRatePercent - cut,
          amount: current.balance,
          maturity: term,
          allocationFee: 0,
        };
        const result = compareRefinanceOffer(position, offer, DAY);
        expect(result.switchCost).toBe(0);
        expect(result.saving).toBeGreaterThanOrEqual(0);
        expect(result.newInstalment).toBeLessThanOrEqual(position.instalment);
      }),
      { numRuns: 300 },
    );
  });
});
