import { describe, expect, it } from 'vitest';
import type { LoanOffer } from './loan-types.ts';
import { searchLoans } from './loans-search.ts';
import { loanResultsReset, loanSortChanged, loansReducer } from './loans-slice.ts';
import { initialLoansState } from './loans-state.ts';
import { sortLoanOffers } from './offer-sort.ts';

const offer = (
  bankName: string,
  interestRate: number,
  totalPayment: number,
  allocationFee = 0,
): LoanOffer => ({
  bankName,
  displayName: bankName,
  logoColor: '#000000',
  interestRate,
  monthlyPayment: totalPayment / 12,
  totalPayment,
  amount: 100_000,
  maturity: 12,
  totalInterest: totalPayment - 100_000,
  totalKkdf: 0,
  totalBsmv: 0,
  allocationFee,
  annualCostRate: 0,
  isParticipation: false,
  isSample: true,
  asOf: '2026-11-20',
});

const names = (offers: readonly LoanOffer[]) => offers.map((o) => o.bankName);

// A: lowest rate but a 500 TL fee; B: higher rate, no fee, cheaper in all; C and D tie on total cost.
const offers = [
  offer('D', 3, 130_000),
  offer('C', 2.9, 129_500, 500),
  offer('B', 2.6, 120_100),
  offer('A', 2.5, 120_000, 500),
  offer('E', 2.6, 120_050),
];

describe('sortLoanOffers (docs/domain-rules.md#true-cost)', () => {
  it("by rate (the default, the spec's order): rate ascending, then the lower total payment", () => {
    expect(names(sortLoanOffers(offers))).toEqual(['A', 'E', 'B', 'C', 'D']);
    expect(names(sortLoanOffers(offers, 'rate'))).toEqual(['A', 'E', 'B', 'C', 'D']);
  });

  it('by total cost: total payment + allocation fee ascending, then the lower rate', () => {
    // Totals: A 120.500, B 120.100, E 120.050, C 130.000 (rate 2.9), D 130.000 (rate 3).
    expect(names(sortLoanOffers(offers, 'totalCost'))).toEqual(['E', 'B', 'A', 'C', 'D']);
  });

  it('keeps the given order on a full tie and leaves its input untouched', () => {
    const tied = [offer('X', 2, 100), offer('Y', 2, 100)];
    expect(names(sortLoanOffers(tied, 'totalCost'))).toEqual(['X', 'Y']);
    expect(names(sortLoanOffers(tied, 'rate'))).toEqual(['X', 'Y']);
    sortLoanOffers(offers, 'totalCost');
    expect(names(offers)).toEqual(['D', 'C', 'B', 'A', 'E']);
  });
});

describe('the loan slice sort order', () => {
  const request = { loanType: 'ihtiyac' as const, amount: 100_000, maturity: 12 };

  it('starts on rate; a change re-sorts the shown offers', () => {
    const shown = loansReducer(initialLoansState(), searchLoans.fulfilled(offers, 'id', request));
    expect(shown.sortOrder).toBe('rate');
    expect(names(shown.calculationResults)).toEqual(['A', 'E', 'B', 'C', 'D']);
    const byCost = loansReducer(shown, loanSortChanged('totalCost'));
    expect(byCost.sortOrder).toBe('totalCost');
    expect(names(byCost.calculationResults)).toEqual(['E', 'B', 'A', 'C', 'D']);
    expect(names(loansReducer(byCost, loanSortChanged('rate')).calculationResults)).toEqual([
      'A',
      'E',
      'B',
      'C',
      'D',
    ]);
  });

  it('survives a re-calculation: the next search answer is listed in the chosen order', () => {
    let state = loansReducer(initialLoansState(), loanSortChanged('totalCost'));
    state = loansReducer(state, loanResultsReset());
    state = loansReducer(state, searchLoans.pending('id2', request));
    state = loansReducer(state, searchLoans.fulfilled(offers, 'id2', request));
    expect(state.sortOrder).toBe('totalCost');
    expect(names(state.calculationResults)).toEqual(['E', 'B', 'A', 'C', 'D']);
  });
});
