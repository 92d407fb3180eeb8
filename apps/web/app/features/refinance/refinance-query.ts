import { EARLY_REPAYMENT_LOAN_TYPES } from '@pusula/core/loans/early-repayment.ts';
import { REFINANCE_KNOWN } from '@pusula/core/validation/refinance-schema.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { QueryValues } from '../../lib/query-inputs.ts';
import {
  refinanceAmountTyped,
  refinanceFieldSet,
  refinanceKnownChosen,
  refinanceLoanTypeChosen,
} from './refinance-slice.ts';
import type { RefinanceInputs } from './refinance-state.ts';

/**
 * The refinancing calculator's result link (docs/requirements/site-and-pages.md#result-links): `tur`
 * loan type, `faiz` monthly rate, `bilinen` bakiye (the balance way) or sozlesme (the original
 * contract); the balance way `kalan` (principal owed) and `ay` (months left), the contract way
 * `tutar`, `vade` and `odenen`.
 */
export const REFINANCE_QUERY_NAMES = [
  'bilinen',
  'tur',
  'faiz',
  'kalan',
  'ay',
  'tutar',
  'vade',
  'odenen',
] as const;
export type RefinanceQueryName = (typeof REFINANCE_QUERY_NAMES)[number];

const KNOWN_NAMES = { balance: 'bakiye', original: 'sozlesme' } as const;

/** The link's values for the inputs: only the chosen way's fields. */
export function refinanceToQuery(inputs: RefinanceInputs): QueryValues<RefinanceQueryName> {
  const common = {
    bilinen: KNOWN_NAMES[inputs.known],
    tur: inputs.loanType,
    // A decimal comma travels as a dot: the link is language-free (docs/number-format.md).
    faiz: inputs.rate.trim().replace(',', '.'),
  };
  return inputs.known === 'balance'
    ? { ...common, kalan: inputs.balance, ay: inputs.remaining }
    : { ...common, tutar: inputs.amount, vade: inputs.term, odenen: inputs.paid };
}

/** The inputs a link gives, as text for the form's own validation; an unknown `tur` or `bilinen` is dropped. */
export function refinanceFromQuery(values: QueryValues<RefinanceQueryName>): Partial<RefinanceInputs> {
  const inputs: Partial<RefinanceInputs> = {};
  const known = REFINANCE_KNOWN.find((candidate) => KNOWN_NAMES[candidate] === values.bilinen);
  if (known) inputs.known = known;
  const loanType = EARLY_REPAYMENT_LOAN_TYPES.find((type) => type === values.tur);
  if (loanType) inputs.loanType = loanType;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  if (values.kalan !== undefined) inputs.balance = values.kalan;
  if (values.ay !== undefined) inputs.remaining = values.ay;
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.term = values.vade;
  if (values.odenen !== undefined) inputs.paid = values.odenen;
  return inputs;
}

/** The form actions a link's inputs amount to: the type before its term, amounts as plain digits. */
export function refinanceLinkActions(inputs: Partial<RefinanceInputs>): UnknownAction[] {
  const actions: UnknownAction[] = [];
  if (inputs.known) actions.push(refinanceKnownChosen(inputs.known));
  if (inputs.loanType) actions.push(refinanceLoanTypeChosen(inputs.loanType));
  for (const field of ['balance', 'amount'] as const) {
    const text = inputs[field];
    if (text !== undefined) actions.push(refinanceAmountTyped({ field, text, locale: 'en' }));
  }
  for (const field of ['rate', 'remaining', 'term', 'paid'] as const) {
    const value = inputs[field];
    if (value !== undefined) actions.push(refinanceFieldSet({ field, value }));
  }
  return actions;
}
