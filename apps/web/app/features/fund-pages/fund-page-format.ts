import { formatIsoDate } from '@pusula/core/format/date-format.ts';
import { formatNumber, type Locale } from '@pusula/core/format/number-format.ts';
import {
  DEFAULT_FUND_RANGE,
  FUND_HISTORY_RANGES,
  type FundHistoryRange,
} from '@pusula/core/site/fund-paths.ts';

/** A period return: 2 decimals, signed gains, "-" when missing (docs/number-format.md). */
export function formatFundReturn(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return '-';
  const text = formatNumber(value, 2, locale);
  const signed = value > 0 ? `+${text}` : text;
  return locale === 'tr' ? `%${signed}` : `${signed}%`;
}

/** A unit price with the platform's 6 decimals. */
export const formatFundPrice = (value: number, locale: Locale) => formatNumber(value, 6, locale);

/** A short axis date (day and month, year when it changes is in the long form). */
export const formatChartDate = (iso: string, locale: Locale) => formatIsoDate(iso, locale);

/** `?range=` of a page link, the default when absent or unknown. */
export function rangeOf(url: string): FundHistoryRange {
  const value = new URL(url).searchParams.get('range');
  return (FUND_HISTORY_RANGES as readonly string[]).includes(value ?? '')
    ? (value as FundHistoryRange)
    : DEFAULT_FUND_RANGE;
}

export type Tone = 'gain' | 'loss' | '';
export const toneOf = (value: number | null): Tone =>
  value === null ? '' : value > 0 ? 'gain' : value < 0 ? 'loss' : '';
