import type { OfferBank } from '@pusula/core/contract/banks.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';
import type { HousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';

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
  /** The offer's own housing up-front costs; a null figure takes the site's default of the search day. */
  housingCosts: { [K in keyof HousingCosts]: number | null };
}

export interface CurrentDepositOffer extends OfferRowCommon {
  currency: string;
  /** Annual gross rate, percent. */
  annualRate: number;
  minDays: number;
  maxDays: number;
}
