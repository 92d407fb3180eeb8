import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { type AmountInputState, amountOfEntry } from '@pusula/core/format/amount-input.ts';
import {
  BORROWING_INCOME_SHARE_PERCENT,
  type BorrowingIncomeShare,
  type BorrowingLoanType,
} from '@pusula/core/loans/borrowing-limit.ts';
import type { BorrowingOfferAnswer } from '@pusula/core/loans/borrowing-limit-search.ts';
import { DEFAULT_LOAN_TERMS, loanTerms } from '@pusula/core/loans/constants.ts';

export type BorrowingField = 'income' | 'existing' | 'term';
export type BorrowingAnswer = BorrowingOfferAnswer<LoanSearchResult>;

/**
 * The borrowing calculator's state. Local to its page (a useReducer, as the contact form): nothing
 * else reads it, and its fields live in this feature's own files (decision 0006's exception).
 */
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

export type BorrowingAction =
  | { type: 'typed'; field: 'income' | 'existing'; next: AmountInputState }
  | { type: 'loanTypeChosen'; loanType: BorrowingLoanType }
  | { type: 'termChosen'; term: string }
  | { type: 'shareChosen'; share: BorrowingIncomeShare }
  | { type: 'invalid'; errors: Partial<Record<BorrowingField, string>> }
  | { type: 'calculating' }
  | { type: 'answered'; answer: BorrowingAnswer; request: BorrowingRequest }
  | { type: 'failed'; error: string };

export function borrowingReducer(state: BorrowingState, action: BorrowingAction): BorrowingState {
  switch (action.type) {
    case 'typed':
      return {
        ...state,
        [action.field]: action.next.entry,
        errors: { ...state.errors, [action.field]: action.next.capped ? MESSAGES.maxAmount : undefined },
      };
    case 'loanTypeChosen':
      // The term lists differ by type: start from the new type's default term.
      return {
        ...state,
        loanType: action.loanType,
        term: String(DEFAULT_LOAN_TERMS[action.loanType]),
        errors: { ...state.errors, term: undefined },
      };
    case 'termChosen':
      return { ...state, term: action.term, errors: { ...state.errors, term: undefined } };
    case 'shareChosen':
      return { ...state, share: action.share };
    case 'invalid':
      return { ...state, errors: action.errors, answered: null, error: null };
    case 'calculating':
      // Pending clears the previous error.
      return { ...state, errors: {}, calculating: true, error: null };
    case 'answered':
      return {
        ...state,
        calculating: false,
        answered: { answer: action.answer, request: action.request },
        error: null,
      };
    case 'failed':
      return { ...state, calculating: false, answered: null, error: action.error };
  }
}

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
