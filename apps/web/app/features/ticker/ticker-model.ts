import type { LatestRates } from '@pusula/core/contract/market.ts';
import type { Locale } from '@pusula/core/format/number-format.ts';
import { formatNumber } from '@pusula/core/format/number-format.ts';
import { INDEX_CODES, isTickerCode, normalizeCode, showsTlSign } from '@pusula/core/market/ticker-codes.ts';

/** The API's answer (docs/requirements/api.md#market-data: data.data.rates[] and indexData[]). */
export type LatestRatesResponse = LatestRates;

/** One ticker item (docs/requirements/market-and-funds.md#ticker): the value shown is the selling rate, else the buying rate. */
export interface TickerQuote {
  code: string;
  value: number;
  alis: number | null;
  satis: number | null;
  changeAmount: number | null;
  changePercentage: number | null;
  isIndex: boolean;
}

/** Rates and index data as ticker items, by code (GOLD/SILVER read as XAU/XAG; unknown codes dropped). */
export function toTickerQuotes(data: Pick<LatestRatesResponse, 'rates' | 'indexData'>): TickerQuote[] {
  const byCode = new Map<string, TickerQuote>();
  for (const rate of data.rates ?? []) {
    const code = normalizeCode(rate.currencyName ?? '');
    if (!isTickerCode(code) || !Number.isFinite(rate.rate)) continue;
    const item = byCode.get(code) ?? {
      code,
      value: 0,
      alis: null,
      satis: null,
      changeAmount: null,
      changePercentage: rate.changePercentage ?? null,
      isIndex: false,
    };
    if (rate.currencyType === 'alis') item.alis = rate.rate;
    if (rate.currencyType === 'satis') item.satis = rate.rate;
    item.value = item.satis ?? item.alis ?? 0;
    byCode.set(code, item);
  }
  for (const index of data.indexData ?? []) {
    const code = normalizeCode(index.indexName ?? '');
    if (!isTickerCode(code) || !Number.isFinite(index.value)) continue;
    byCode.set(code, {
      code,
      value: index.value,
      alis: null,
      satis: null,
      changeAmount: index.changeAmount,
      changePercentage: index.changePercentage,
      isIndex: true,
    });
  }
  return [...byCode.values()];
}

/** The items to show: the selection's order, only codes with data, values of 0 or less hidden. */
export function visibleQuotes(quotes: readonly TickerQuote[], selection: readonly string[]): TickerQuote[] {
  const byCode = new Map(quotes.map((quote) => [quote.code, quote]));
  return selection.flatMap((code) => {
    const quote = byCode.get(code);
    return quote && quote.value > 0 ? [quote] : [];
  });
}

/** 4 decimals for rates, 2 for the index; the TL sign before non-gold, non-parity, non-index values. */
export function formatQuoteValue(quote: TickerQuote, locale: Locale): string {
  const isIndex = quote.isIndex || INDEX_CODES.includes(quote.code);
  const number = formatNumber(quote.value, isIndex ? 2 : 4, locale);
  return showsTlSign(quote.code) ? `₺${number}` : number;
}

/** Signed percent change: `+%0,42` / `-%0,35` in Turkish, `+0.42%` in English and Arabic. */
export function formatChange(percent: number, locale: Locale): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  const number = formatNumber(Math.abs(percent), 2, locale);
  return locale === 'tr' ? `${sign}%${number}` : `${sign}${number}%`;
}

export function trend(percent: number | null): 'up' | 'down' | 'flat' | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  if (Math.abs(percent) < 0.005) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** An as-of time in the visitor's language, Istanbul time. */
export function formatAsOf(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tag = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn' }[locale];
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(date);
}
