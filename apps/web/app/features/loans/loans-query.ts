import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * A loan page's result link (docs/requirements/site-and-pages.md#result-links): `tutar` (whole lira),
 * `vade` (months), the optional asset value `deger` (vehicle/home, dot decimal) and the optional own
 * monthly rate `faiz` (dot decimal). `?tutar=&vade=` is also the borrowing calculator's link here.
 */
export const LOAN_QUERY_NAMES = ['tutar', 'vade', 'deger', 'faiz'] as const;
export type LoanQueryName = (typeof LOAN_QUERY_NAMES)[number];

/** The loan form's inputs as the store keeps them (amount entry, months, the typed rate). */
export interface LoanQueryInputs {
  amount: string;
  term: string;
  rate: string;
  /** The asset value entry ('' when not given). */
  assetValue: string;
}

export function loanToQuery(inputs: LoanQueryInputs): QueryValues<LoanQueryName> {
  // A rate typed with a decimal comma travels as a dot: the link is language-free (docs/number-format.md).
  return {
    tutar: inputs.amount,
    vade: inputs.term,
    deger: inputs.assetValue,
    faiz: inputs.rate.replace(',', '.'),
  };
}

/** The inputs a link gives; absent names keep the form's defaults. */
export function loanFromQuery(values: QueryValues<LoanQueryName>): Partial<LoanQueryInputs> {
  const inputs: Partial<LoanQueryInputs> = {};
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.term = values.vade;
  if (values.deger !== undefined) inputs.assetValue = values.deger;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  return inputs;
}
