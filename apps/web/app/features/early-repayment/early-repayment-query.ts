import { EARLY_REPAYMENT_LOAN_TYPES, PREPAYMENT_MODES } from '@pusula/core/loans/early-repayment.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  earlyRepaymentAmountTyped,
  earlyRepaymentFieldSet,
  earlyRepaymentLoanTypeChosen,
  earlyRepaymentModeChosen,
} from './early-repayment-slice.ts';
import type { EarlyRepaymentInputs } from './early-repayment-state.ts';

/**
 * The early-repayment calculator's result link (docs/requirements/site-and-pages.md#result-links):
 * `tur` loan type, `tutar` amount, `faiz` monthly rate, `vade` months, `odenen` instalments paid,
 * `ara` partial prepayment (optional), `secim` vade (shorter term) or taksit (lower instalment).
 */
export const EARLY_REPAYMENT_QUERY_NAMES = [
  'tur',
  'tutar',
  'faiz',
  'vade',
  'odenen',
  'ara',
  'secim',
] as const;
export type EarlyRepaymentQueryName = (typeof EARLY_REPAYMENT_QUERY_NAMES)[number];
export type EarlyRepaymentQuery = Partial<Record<EarlyRepaymentQueryName, string>>;

/** The mode as the address says it, in Turkish. */
const MODE_NAMES = { shorterTerm: 'vade', lowerInstalment: 'taksit' } as const;

/** The link's values for the inputs; the mode only with a partial amount (a payoff has none). */
export function earlyRepaymentToQuery(inputs: EarlyRepaymentInputs): EarlyRepaymentQuery {
  const query: EarlyRepaymentQuery = {
    tur: inputs.loanType,
    tutar: inputs.amount,
    // A rate typed with a decimal comma travels as a dot: the link is language-free (docs/number-format.md).
    faiz: inputs.rate.trim().replace(',', '.'),
    vade: inputs.term,
    odenen: inputs.paid,
  };
  if (inputs.partial !== '') {
    query.ara = inputs.partial;
    query.secim = MODE_NAMES[inputs.mode];
  }
  return query;
}

/**
 * The inputs a link gives, as text for the form's own validation. An unknown `tur` or `secim` is
 * dropped: their selects have no message to show.
 */
export function earlyRepaymentFromQuery(values: EarlyRepaymentQuery): Partial<EarlyRepaymentInputs> {
  const inputs: Partial<EarlyRepaymentInputs> = {};
  const loanType = EARLY_REPAYMENT_LOAN_TYPES.find((type) => type === values.tur);
  if (loanType) inputs.loanType = loanType;
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  if (values.vade !== undefined) inputs.term = values.vade;
  if (values.odenen !== undefined) inputs.paid = values.odenen;
  if (values.ara !== undefined) inputs.partial = values.ara;
  const mode = PREPAYMENT_MODES.find((candidate) => MODE_NAMES[candidate] === values.secim);
  if (mode) inputs.mode = mode;
  return inputs;
}

/**
 * The form actions a link's inputs amount to (the page then calculates): the type before its term
 * (choosing a type resets the term), amounts as plain digits (docs/number-format.md).
 */
export function earlyRepaymentLinkActions(inputs: Partial<EarlyRepaymentInputs>): UnknownAction[] {
  const actions: UnknownAction[] = [];
  if (inputs.loanType) actions.push(earlyRepaymentLoanTypeChosen(inputs.loanType));
  if (inputs.amount !== undefined)
    actions.push(earlyRepaymentAmountTyped({ field: 'amount', text: inputs.amount, locale: 'en' }));
  for (const field of ['rate', 'term', 'paid'] as const) {
    const value = inputs[field];
    if (value !== undefined) actions.push(earlyRepaymentFieldSet({ field, value }));
  }
  if (inputs.partial !== undefined)
    actions.push(earlyRepaymentAmountTyped({ field: 'partial', text: inputs.partial, locale: 'en' }));
  if (inputs.mode) actions.push(earlyRepaymentModeChosen(inputs.mode));
  return actions;
}
