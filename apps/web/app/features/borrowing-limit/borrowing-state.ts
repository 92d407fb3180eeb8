import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { amountOfEntry } from '@pusula/core/format/amount-input.ts';
import {
  BORROWING_INCOME_SHARE_PERCENT,
  type BorrowingIncomeShare,
  type BorrowingLoanType,
} from '@pusula/core/loans/borrowing-limit.ts';
import type { BorrowingOfferAnswer } from '@pusula/core/loans/borrowing-limit-search.ts';
import { DEFAULT_LOAN_TERMS, loanTerms } from '@pusula/core/loans/constants.ts';

export type BorrowingField = 'income' | 'existing' | 'term';
export type BorrowingAnswer = BorrowingOfferAnswer<LoanSearchResult>;

/** The borrowing calculator's state (its slice: borrowing-slice.ts). */
export interface BorrowingState {
  /** Amount entries, language-free digits (docs/number-format.md). */
  income: string;
  existing: string;
  loanType: BorrowingLoanType;
  /** Months as a string. */
  term: string;
  /** The share of the income all payments may take: 40 (the site's guidance, default) or 50. */
  share: BorrowingIncomeShare;
  /** Message keys by field. */
  errors: Partial<Record<BorrowingField, string>>;
  calculating: boolean;
  /** The last answer with the request it answers (the result and the comparison link show those). */
  answered: { answer: BorrowingAnswer; request: BorrowingRequest } | null;
  /** A failed search's text or message key. */
  error: string | null;
}

export const MESSAGES = {
  incomeRequired: 'calc:borrowing.errors.incomeRequired',
  maxAmount: 'calc:borrowing.errors.maxAmount',
  invalidTerm: 'calc:loan.invalidTerm',
  searchFailed: 'calc:borrowing.errors.searchFailed',
} as const;

export const initialBorrowingState: BorrowingState = {
  income: '',
  existing: '',
  loanType: 'ihtiyac',
  term: String(DEFAULT_LOAN_TERMS.ihtiyac),
  share: BORROWING_INCOME_SHARE_PERCENT,
  errors: {},
  calculating: false,
  answered: null,
  error: null,
};

export interface BorrowingRequest {
  income: number;
  existingPayments: number;
  loanType: BorrowingLoanType;
  months: number;
  sharePercent: BorrowingIncomeShare;
}

/** Calculate: income required and above 0, existing payments optional (blank = 0), a listed term. */
export function readBorrowingRequest(
  state: BorrowingState,
): { ok: true; request: BorrowingRequest } | { ok: false; errors: Partial<Record<BorrowingField, string>> } {
  const errors: Partial<Record<BorrowingField, string>> = {};
  const income = amountOfEntry(state.income);
  const existing = amountOfEntry(state.existing) ?? 0;
  const months = Number(state.term);
  if (income === null || income <= 0) errors.income = MESSAGES.incomeRequired;
  if (!loanTerms(state.loanType, 'page').includes(months)) errors.term = MESSAGES.invalidTerm;
  if (income === null || income <= 0 || errors.term) return { ok: false, errors };
  const { loanType, share: sharePercent } = state;
  return { ok: true, request: { income, existingPayments: existing, loanType, months, sharePercent } };
}
