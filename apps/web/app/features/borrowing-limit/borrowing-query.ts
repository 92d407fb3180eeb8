import { applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { BORROWING_LOAN_TYPES, type BorrowingLoanType } from '@pusula/core/loans/borrowing-limit.ts';
import { MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import type { QueryValues } from '../../lib/query-inputs.ts';
import type { BorrowingAction, BorrowingState } from './borrowing-state.ts';

/**
 * The borrowing calculator's result link (docs/requirements/site-and-pages.md#result-links): `gelir`
 * (monthly net income, whole lira), `borc` (existing monthly payments, optional), `tur` (loan type)
 * and `vade` (months).
 */
export const BORROWING_QUERY_NAMES = ['gelir', 'borc', 'tur', 'vade'] as const;
export type BorrowingQueryName = (typeof BORROWING_QUERY_NAMES)[number];

export type BorrowingQueryInputs = Pick<BorrowingState, 'income' | 'existing' | 'loanType' | 'term'>;

export function borrowingToQuery(inputs: BorrowingQueryInputs): QueryValues<BorrowingQueryName> {
  return { gelir: inputs.income, borc: inputs.existing, tur: inputs.loanType, vade: inputs.term };
}

/** The inputs a link gives. An unknown `tur` is dropped: the type select has no message to show. */
export function borrowingFromQuery(values: QueryValues<BorrowingQueryName>): Partial<BorrowingQueryInputs> {
  const inputs: Partial<BorrowingQueryInputs> = {};
  if (values.gelir !== undefined) inputs.income = values.gelir;
  if (values.borc !== undefined) inputs.existing = values.borc;
  const loanType = BORROWING_LOAN_TYPES.find((type): type is BorrowingLoanType => type === values.tur);
  if (loanType) inputs.loanType = loanType;
  if (values.vade !== undefined) inputs.term = values.vade;
  return inputs;
}

/** The form actions a link's inputs amount to, in form order (amounts typed as plain digits). */
export function borrowingLinkActions(inputs: Partial<BorrowingQueryInputs>): BorrowingAction[] {
  const actions: BorrowingAction[] = [];
  for (const field of ['income', 'existing'] as const) {
    const text = inputs[field];
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (text !== undefined)
      actions.push({ type: 'typed', field, next: applyAmountInput(text, MAX_AMOUNT, 'en') });
  }
  if (inputs.loanType) actions.push({ type: 'loanTypeChosen', loanType: inputs.loanType });
  if (inputs.term !== undefined) actions.push({ type: 'termChosen', term: inputs.term });
  return actions;
}
