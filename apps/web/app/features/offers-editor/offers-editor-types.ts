import type { LoanType } from '@pusula/core/loans/constants.ts';

/** A bank as GET /api/offers/banks answers it (the fields the editor uses). */
export interface EditorBank {
  id: number;
  name: string;
  displayName: string;
  isParticipation: boolean;
  sortOrder: number;
}

interface OfferRowBase {
  id: number;
  bankId: number;
  minAmount: number;
  maxAmount: number;
  /** ISO time the row came into force. */
  effectiveFrom: string;
  /** ISO time it was replaced or retired; null while current. */
  retiredAt: string | null;
  replacesId: number | null;
  changedBy: string | null;
  isSample: boolean;
  /** Date (YYYY-MM-DD) the sample figures describe. */
  asOf: string | null;
}

/** One loan offer row of GET /api/offers/history/:bankName (current or retired). */
export interface LoanOfferRow extends OfferRowBase {
  loanType: string;
  /** Monthly rate, percent. */
  monthlyRate: number;
  minTerm: number;
  maxTerm: number;
  /** Allocation fee, percent of the principal. */
  allocationFeeRate: number;
}

/** One deposit offer row of the history (TL; term range in days). */
export interface DepositOfferRow extends OfferRowBase {
  currency: string;
  /** Annual gross rate, percent. */
  annualRate: number;
  minDays: number;
  maxDays: number;
}

export interface OfferHistory {
  loans: LoanOfferRow[];
  deposits: DepositOfferRow[];
}

export type OfferKind = 'loan' | 'deposit';

/** Body of POST /api/offers/loans without the bank (PUT takes the same fields but the type). */
export interface LoanOfferFields {
  loanType: LoanType;
  monthlyRate: number;
  minAmount: number;
  maxAmount: number;
  minTerm: number;
  maxTerm: number;
  allocationFeeRate: number;
}

/** Body of POST /api/offers/deposits without the bank (PUT takes the same fields). */
export interface DepositOfferFields {
  annualRate: number;
  minAmount: number;
  maxAmount: number;
  minDays: number;
  maxDays: number;
}

export type OfferFields = LoanOfferFields | DepositOfferFields;

/** Which modal is open: add a new offer, edit one, or confirm retiring one. */
export type EditorModal =
  | { type: 'add'; kind: OfferKind }
  | { type: 'edit'; kind: OfferKind; offerId: number }
  | { type: 'retire'; kind: OfferKind; offerId: number };
