import type { QueryValues } from '../../lib/query-inputs.ts';
import type { RateChoice, VatCardId } from './vat-slice.ts';

/**
 * The VAT page's result link (docs/requirements/site-and-pages.md#result-links): one card at a time.
 * `kart` (kdv = plain VAT, tevkifat = withholding), `islem` (the operation), `oran` (1, 10, 20 or a
 * free rate), `pay` (withholding tenths, withholding card only), `tutar` (dot decimal, kuruş allowed).
 */
export const VAT_QUERY_NAMES = ['kart', 'islem', 'oran', 'pay', 'tutar'] as const;
export type VatQueryName = (typeof VAT_QUERY_NAMES)[number];

const CARD_NAMES: Record<VatCardId, string> = { plain: 'kdv', withholding: 'tevkifat' };
const LISTED_RATES: readonly RateChoice[] = ['1', '10', '20'];

export interface VatQueryInputs {
  card: VatCardId;
  operation: string;
  rateChoice: RateChoice;
  customRate: string;
  tevkifat: string;
  amount: string;
}

export function vatToQuery(inputs: VatQueryInputs): QueryValues<VatQueryName> {
  const { card, rateChoice } = inputs;
  return {
    kart: CARD_NAMES[card],
    islem: inputs.operation,
    // A free rate typed with a decimal comma travels as a dot: the link is language-free.
    oran: rateChoice === 'other' ? inputs.customRate.trim().replace(',', '.') : rateChoice,
    pay: card === 'withholding' ? inputs.tevkifat : undefined,
    tutar: inputs.amount,
  };
}

/**
 * The card a link names (plain VAT unless `kart=tevkifat`) and the inputs it gives; a rate that is not
 * one of the listed ones goes into the free-rate field as typed, where the form judges it.
 */
export function vatFromQuery(
  values: QueryValues<VatQueryName>,
): Partial<Omit<VatQueryInputs, 'card'>> & { card: VatCardId } {
  const card: VatCardId = values.kart === CARD_NAMES.withholding ? 'withholding' : 'plain';
  const inputs: Partial<Omit<VatQueryInputs, 'card'>> & { card: VatCardId } = { card };
  if (values.islem !== undefined) inputs.operation = values.islem;
  if (values.oran !== undefined) {
    const listed = LISTED_RATES.find((rate) => rate === values.oran);
    inputs.rateChoice = listed ?? 'other';
    if (!listed) inputs.customRate = values.oran;
  }
  if (values.pay !== undefined && card === 'withholding') inputs.tevkifat = values.pay;
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  return inputs;
}
