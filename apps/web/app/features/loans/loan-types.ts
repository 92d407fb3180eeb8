import type { LoanType } from '@pusula/core/loans/constants.ts';

/** One ranked offer as POST /api/banks/search/{type} returns it (spec §3 fields plus our extras). */
export interface LoanOffer {
  bankName: string;
  displayName: string;
  logoColor: string;
  /** Monthly contract rate in percent. */
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
  isSample: boolean;
  asOf: string | null;
  /** True for the visitor's own rate computed on the client (no bank). */
  isCustom?: boolean;
}

export interface LoanSearchRequest {
  loanType: LoanType;
  amount: number;
  maturity: number;
}
