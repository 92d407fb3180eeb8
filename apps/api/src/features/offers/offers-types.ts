import type { LoanType } from '@pusula/core/loans/constants.ts';

/** A bank as the offers show it (from the banks table; the public flag follows the domain's list). */
export interface OfferBank {
  id: number;
  name: string;
  displayName: string;
  logoColor: string;
  website: string;
  isParticipation: boolean;
  isPublic: boolean;
  sortOrder: number;
}

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

/** One ranked loan offer as POST /api/banks/search/{type} returns it. */
export interface LoanSearchResult {
  bankName: string;
  displayName: string;
  logoColor: string;
  interestRate: number;
  monthlyPayment: number;
  totalPayment: number;
  amount: number;
  maturity: number;
  totalInterest: number;
  totalKkdf: number;
  totalBsmv: number;
  allocationFee: number;
  annualCostRate: number;
  isParticipation: boolean;
  offerId: number;
  effectiveFrom: string;
  isSample: boolean;
  asOf: string | null;
}

/** One ranked deposit offer as POST /api/mevduat/search/all returns it. */
export interface DepositSearchResult {
  bankName: string;
  displayName: string;
  logoColor: string;
  interestRate: number;
  enteredAmount: number;
  maturity: number;
  depositType: string;
  grossInterestAmount: number;
  /** Stopaj in percent (17.5 means 17.5 %). */
  withholdingRate: number;
  withholdingAmount: number;
  netInterestAmount: number;
  totalReturnAmount: number;
  isPublicBank: boolean;
  hasStateGuarantee: boolean;
  isParticipation: boolean;
  offerId: number;
  effectiveFrom: string;
  isSample: boolean;
  asOf: string | null;
}
