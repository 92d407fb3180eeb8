// The API contract for the offer searches (spec section 7), shared by the API that answers and the
// pages that read the answers.

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
