import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The overdraft page's result link (docs/requirements/site-and-pages.md#result-links): `bakiye` (the
 * overdrawn amount, plain digits with an optional '.'), `gun` (days) and `faiz` (the bank's monthly rate;
 * absent: the ceiling).
 */
export const OVERDRAFT_QUERY_NAMES = ['bakiye', 'gun', 'faiz'] as const;
export type OverdraftQueryName = (typeof OVERDRAFT_QUERY_NAMES)[number];

export interface OverdraftQueryInputs {
  balance: string;
  days: string;
  rate: string;
}

export function overdraftToQuery(inputs: OverdraftQueryInputs): QueryValues<OverdraftQueryName> {
  const values: QueryValues<OverdraftQueryName> = { bakiye: inputs.balance, gun: inputs.days };
  // A rate travels with a '.', whatever the page language (docs/number-format.md).
  if (inputs.rate.trim() !== '') values.faiz = inputs.rate.trim().replace(',', '.');
  return values;
}

export function overdraftFromQuery(values: QueryValues<OverdraftQueryName>): Partial<OverdraftQueryInputs> {
  const inputs: Partial<OverdraftQueryInputs> = {};
  if (values.bakiye !== undefined) inputs.balance = values.bakiye;
  if (values.gun !== undefined) inputs.days = values.gun;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  return inputs;
}
