/** One ranked deposit offer as POST /api/mevduat/search/all returns it (spec §3 plus extras). */
export interface DepositOffer {
  bankName: string;
  displayName: string;
  logoColor: string;
  /** Annual gross rate in percent. */
  interestRate: number;
  enteredAmount: number;
  maturity: number;
  depositType: string;
  grossInterestAmount: number;
  /** Stopaj in percent (17.5). */
  withholdingRate: number;
  withholdingAmount: number;
  netInterestAmount: number;
  totalReturnAmount: number;
  isPublicBank: boolean;
  hasStateGuarantee: boolean;
  isParticipation: boolean;
  isSample: boolean;
  asOf: string | null;
}

export interface DepositSearchRequest {
  enteredAmount: number;
  maturity: number;
  depositType: 'TL';
}
