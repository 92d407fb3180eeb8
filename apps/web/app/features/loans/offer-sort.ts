import { offerTotalCost } from '@pusula/core/loans/offer-cost.ts';
import type { LoanOffer } from './loan-types.ts';

/** How the offers are listed (docs/domain-rules.md#true-cost). */
export const LOAN_SORT_ORDERS = ['rate', 'totalCost'] as const;
export type LoanSortOrder = (typeof LOAN_SORT_ORDERS)[number];
export const DEFAULT_LOAN_SORT_ORDER: LoanSortOrder = 'rate';

const byRate = (a: LoanOffer, b: LoanOffer) => a.interestRate - b.interestRate;
const byTotalPayment = (a: LoanOffer, b: LoanOffer) => a.totalPayment - b.totalPayment;
const byTotalCost = (a: LoanOffer, b: LoanOffer) => offerTotalCost(a) - offerTotalCost(b);

/**
 * Loan offers in the chosen order; ties keep the order given (the banks' order from the API).
 * 'rate', the spec's ranking and the default: rate ascending, then the lower total payment.
 * 'totalCost': total payment + allocation fee ascending, then the lower rate.
 */
export function sortLoanOffers(
  offers: readonly LoanOffer[],
  order: LoanSortOrder = DEFAULT_LOAN_SORT_ORDER,
): LoanOffer[] {
  const compare =
    order === 'totalCost'
      ? (a: LoanOffer, b: LoanOffer) => byTotalCost(a, b) || byRate(a, b)
      : (a: LoanOffer, b: LoanOffer) => byRate(a, b) || byTotalPayment(a, b);
  return [...offers].sort(compare);
}
