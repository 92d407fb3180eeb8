import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The tradesman page's result link (docs/requirements/site-and-pages.md#result-links): `tutar` (whole
 * lira) and `vade` (the term in years, as the form asks it).
 */
export const TRADESMAN_QUERY_NAMES = ['tutar', 'vade'] as const;
export type TradesmanQueryName = (typeof TRADESMAN_QUERY_NAMES)[number];

export interface TradesmanQueryInputs {
  amount: string;
  years: string;
}

export function tradesmanToQuery(inputs: TradesmanQueryInputs): QueryValues<TradesmanQueryName> {
  return { tutar: inputs.amount, vade: inputs.years };
}

export function tradesmanFromQuery(values: QueryValues<TradesmanQueryName>): Partial<TradesmanQueryInputs> {
  const inputs: Partial<TradesmanQueryInputs> = {};
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.years = values.vade;
  return inputs;
}
