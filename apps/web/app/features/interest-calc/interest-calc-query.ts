import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The interest calculator's result link (docs/requirements/site-and-pages.md#result-links): `tutar`
 * (whole lira), `vade` (months) and `faiz` (the monthly rate in percent, dot decimal).
 */
export const INTEREST_QUERY_NAMES = ['tutar', 'vade', 'faiz'] as const;
export type InterestQueryName = (typeof INTEREST_QUERY_NAMES)[number];

export interface InterestQueryInputs {
  amount: string;
  months: string;
  rate: string;
}

export function interestToQuery(inputs: InterestQueryInputs): QueryValues<InterestQueryName> {
  // A rate typed with a decimal comma travels as a dot: the link is language-free (docs/number-format.md).
  return { tutar: inputs.amount, vade: inputs.months, faiz: inputs.rate.trim().replace(',', '.') };
}

export function interestFromQuery(values: QueryValues<InterestQueryName>): Partial<InterestQueryInputs> {
  const inputs: Partial<InterestQueryInputs> = {};
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.months = values.vade;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  return inputs;
}
