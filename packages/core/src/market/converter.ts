import { roundHalfUp } from '../money/round.ts';

/**
 * What the converter offers (docs/domain-rules.md#currency-converter): Turkish lira, every currency of
 * the central bank's daily bulletin (as in its bulletin of 28.09.2026: XDR under the ticker's code
 * SEPET) and gram gold. Order: the lira, the ticker's currencies, the rest of the bulletin, gold.
 */
export const CONVERTER_CODES = [
  'TRY',
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'SAR',
  'AED',
  'RUB',
  'KWD',
  'QAR',
  'CNY',
  'RON',
  'AZN',
  'KZT',
  'PKR',
  'KRW',
  'SEPET',
  'XAU',
] as const;
export type ConverterCode = (typeof CONVERTER_CODES)[number];

export const isConverterCode = (code: string): code is ConverterCode =>
  (CONVERTER_CODES as readonly string[]).includes(code);

/** The bulletin's buying (the bank buys the currency) or selling rate. */
export const RATE_SIDES = ['buy', 'sell'] as const;
export type RateSide = (typeof RATE_SIDES)[number];

/** A code's rate in lira per unit, as stored: buying, selling and the headline value. */
export interface LiraRate {
  buy: number | null;
  sell: number | null;
  value: number;
}

/** The lira per unit of a code on one side; a code quoted with one price (gram gold) uses it for both. */
export function liraPerUnit(rate: LiraRate, side: RateSide): number {
  return (side === 'buy' ? rate.buy : rate.sell) ?? rate.value;
}

/** Decimals of a converted amount: lira to the kuruş, other currencies and gold to 4 places. */
export const resultDecimals = (code: string) => (code === 'TRY' ? 2 : 4);

/**
 * Decimals of a cross rate: 6, or as many as show 6 significant digits of a rate under 0.1 (1 JPY in
 * gram gold is 0.0000486519, not 0.000049), at most 12.
 */
export function crossRateDecimals(rate: number): number {
  if (!(rate > 0) || rate >= 0.1) return 6;
  return Math.min(12, 5 - Math.floor(Math.log10(rate)));
}

export interface Conversion {
  /** The converted amount, rounded half-up to resultDecimals(to). */
  result: number;
  /** One unit of `from` in units of `to` (the cross rate through the lira), to crossRateDecimals places. */
  rate: number;
}

/**
 * Converts through the lira (cross rate): amount × lira per unit of `from` ÷ lira per unit of `to`, both
 * on the chosen side of the same day's bulletin (TRY is 1). Null when a rate is missing or not positive.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  side: RateSide,
  rates: ReadonlyMap<string, LiraRate>,
): Conversion | null {
  const lira = (code: string) => {
    if (code === 'TRY') return 1;
    const rate = rates.get(code);
    return rate ? liraPerUnit(rate, side) : null;
  };
  const fromLira = lira(from);
  const toLira = lira(to);
  if (fromLira === null || toLira === null || !(fromLira > 0) || !(toLira > 0)) return null;
  return {
    result: roundHalfUp((amount * fromLira) / toLira, resultDecimals(to)),
    rate: roundHalfUp(fromLira / toLira, crossRateDecimals(fromLira / toLira)),
  };
}
