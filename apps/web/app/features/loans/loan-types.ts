import type { LoanSearchBody, LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';

/** One ranked offer as POST /api/banks/search/{type} returns it, or the visitor's own rate (no offer row). */
export interface LoanOffer extends Omit<LoanSearchResult, 'offerId' | 'effectiveFrom'> {
  offerId?: number;
  effectiveFrom?: string;
  /** True for the visitor's own rate computed on the client (no bank). */
  isCustom?: boolean;
}

/** The search's body plus the loan type its path names. */
export type LoanSearchRequest = LoanSearchBody & { loanType: LoanType };
