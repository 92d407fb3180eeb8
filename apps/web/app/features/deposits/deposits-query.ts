import { DEPOSIT_TYPES, type DepositType } from '@pusula/core/deposits/constants.ts';
import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The deposit page's result link (docs/requirements/site-and-pages.md#result-links): `tutar` (whole
 * lira), `vade` (days) and `tur` (the currency, one of the form's types; today only TL).
 */
export const DEPOSIT_QUERY_NAMES = ['tutar', 'vade', 'tur'] as const;
export type DepositQueryName = (typeof DEPOSIT_QUERY_NAMES)[number];

export interface DepositQueryInputs {
  amount: string;
  days: string;
  type: DepositType;
}

export function depositToQuery(inputs: DepositQueryInputs): QueryValues<DepositQueryName> {
  return { tutar: inputs.amount, vade: inputs.days, tur: inputs.type };
}

/** The inputs a link gives. An unknown `tur` is dropped: the currency select is locked and has no message. */
export function depositFromQuery(values: QueryValues<DepositQueryName>): Partial<DepositQueryInputs> {
  const inputs: Partial<DepositQueryInputs> = {};
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.days = values.vade;
  const type = DEPOSIT_TYPES.find((candidate) => candidate === values.tur);
  if (type) inputs.type = type;
  return inputs;
}
