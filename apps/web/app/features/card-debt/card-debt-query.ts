import type { CardPaymentMode } from '@pusula/core/cards/card-debt.ts';
import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The card debt page's result link (docs/requirements/site-and-pages.md#result-links): `borc` (the
 * statement debt), `limit` (the card limit), `odeme` (asgari: the minimum, sabit: a fixed amount) and
 * `tutar` (the fixed monthly payment); amounts as plain digits with an optional '.'.
 */
export const CARD_DEBT_QUERY_NAMES = ['borc', 'limit', 'odeme', 'tutar'] as const;
export type CardDebtQueryName = (typeof CARD_DEBT_QUERY_NAMES)[number];

export interface CardDebtQueryInputs {
  balance: string;
  limit: string;
  mode: CardPaymentMode;
  payment: string;
}

const MODES: Record<string, CardPaymentMode> = { asgari: 'minimum', sabit: 'fixed' };

export function cardDebtToQuery(inputs: CardDebtQueryInputs): QueryValues<CardDebtQueryName> {
  const values: QueryValues<CardDebtQueryName> = {
    borc: inputs.balance,
    limit: inputs.limit,
    odeme: inputs.mode === 'fixed' ? 'sabit' : 'asgari',
  };
  if (inputs.mode === 'fixed') values.tutar = inputs.payment;
  return values;
}

/** Unknown words are dropped (the form keeps its own choice). */
export function cardDebtFromQuery(values: QueryValues<CardDebtQueryName>): Partial<CardDebtQueryInputs> {
  const inputs: Partial<CardDebtQueryInputs> = {};
  const mode =
    values.odeme !== undefined && Object.hasOwn(MODES, values.odeme) ? MODES[values.odeme] : undefined;
  if (mode) inputs.mode = mode;
  if (values.borc !== undefined) inputs.balance = values.borc;
  if (values.limit !== undefined) inputs.limit = values.limit;
  if (values.tutar !== undefined) inputs.payment = values.tutar;
  return inputs;
}
