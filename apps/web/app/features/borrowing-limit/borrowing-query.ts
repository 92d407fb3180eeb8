import {
  BORROWING_INCOME_SHARE_PERCENT,
  BORROWING_INCOME_SHARES,
  BORROWING_LOAN_TYPES,
  type BorrowingLoanType,
} from '@pusula/core/loans/borrowing-limit.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { QueryValues } from '../../lib/query-inputs.ts';
import {
  borrowingAmountTyped,
  borrowingLoanTypeChosen,
  borrowingShareChosen,
  borrowingTermChosen,
} from './borrowing-slice.ts';
import type { BorrowingState } from './borrowing-state.ts';

/**
 * The borrowing calculator's result link (docs/requirements/site-and-pages.md#result-links): `gelir`
 * (monthly net income, whole lira), `borc` (existing monthly payments, optional), `tur` (loan type)
 * `vade` (months) and `pay` (the income share, 50; absent for the default 40).
 */
export const BORROWING_QUERY_NAMES = ['gelir', 'borc', 'tur', 'vade', 'pay'] as const;
export type BorrowingQueryName = (typeof BORROWING_QUERY_NAMES)[number];

export type BorrowingQueryInputs = Pick<
  BorrowingState,
  'income' | 'existing' | 'loanType' | 'term' | 'share'
>;

export function borrowingToQuery(inputs: Partial<BorrowingQueryInputs>): QueryValues<BorrowingQueryName> {
  return {
    gelir: inputs.income,
    borc: inputs.existing,
    tur: inputs.loanType,
    vade: inputs.term,
    pay:
      inputs.share === undefined || inputs.share === BORROWING_INCOME_SHARE_PERCENT
        ? ''
        : String(inputs.share),
  };
}

/** The inputs a link gives. An unknown `tur` is dropped: the type select has no message to show. */
export function borrowingFromQuery(values: QueryValues<BorrowingQueryName>): Partial<BorrowingQueryInputs> {
  const inputs: Partial<BorrowingQueryInputs> = {};
  if (values.gelir !== undefined) inputs.income = values.gelir;
  if (values.borc !== undefined) inputs.existing = values.borc;
  const loanType = BORROWING_LOAN_TYPES.find((type): type is BorrowingLoanType => type === values.tur);
  if (loanType) inputs.loanType = loanType;
  if (values.vade !== undefined) inputs.term = values.vade;
  const share = BORROWING_INCOME_SHARES.find((candidate) => String(candidate) === values.pay);
  if (share) inputs.share = share;
  return inputs;
}

/** The form actions a link's inputs amount to, in form order (amounts typed as plain digits). */
export function borrowingLinkActions(inputs: Partial<BorrowingQueryInputs>): UnknownAction[] {
  const actions: UnknownAction[] = [];
  for (const field of ['income', 'existing'] as const) {
    const text = inputs[field];
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (text !== undefined) actions.push(borrowingAmountTyped({ field, text, locale: 'en' }));
  }
  if (inputs.loanType) actions.push(borrowingLoanTypeChosen(inputs.loanType));
  if (inputs.term !== undefined) actions.push(borrowingTermChosen(inputs.term));
  if (inputs.share !== undefined) actions.push(borrowingShareChosen(inputs.share));
  return actions;
}
