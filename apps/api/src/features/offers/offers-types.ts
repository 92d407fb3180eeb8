import type { OfferBank } from '@pusula/core/contract/offers-editor.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';

/** A bank as the offers show it (from the banks table; the public flag follows the domain's list). */
export type { OfferBank };

interface OfferRowCommon {
  id: number;
  bank: OfferBank;
  minAmount: number;
  maxAmount: number;
  effectiveFrom: string;
  isSample: boolean;
  asOf: string | null;
}

export interface CurrentLoanOffer extends OfferRowCommon {
  loanType: LoanType;
  /** Monthly contract rate, percent. */
  monthlyRate: number;
  minTerm: number;
  maxTerm: number;
  /** Allocation fee, percent of the principal. */
  allocationFeeRate: number;
}

export interface CurrentDepositOffer extends OfferRowCommon {
  currency: string;
  /** Annual gross rate, percent. */
  annualRate: number;
  minDays: number;
  maxDays: number;
}
