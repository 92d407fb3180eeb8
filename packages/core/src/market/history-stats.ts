import { roundHalfUp } from '../money/round.ts';

/** The periods a currency page offers (docs/requirements/market-and-funds.md#currency-pages). */
export const HISTORY_RANGES = ['1m', '3m', '1y', '5y'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = '1y';
/** The months each range spans. */
export const RANGE_MONTHS: Record<HistoryRange, number> = { '1m': 1, '3m': 3, '1y': 12, '5y': 60 };

/**
 * The first date of a period ending on `to` (`YYYY-MM-DD`): the same day so many calendar months
 * earlier, clamped to that month's last day (31 March − 1 month → 28 or 29 February).
 */
export function rangeStart(to: string, range: HistoryRange): string {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - RANGE_MONTHS[range];
  const startYear = Math.floor(index / 12);
  const startMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(startYear, startMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${startYear}-${pad(startMonth)}-${pad(Math.min(day, lastDay))}`;
}

export interface SeriesStats {
  high: number;
  low: number;
  first: number;
  last: number;
  /** last − first, and that in percent of first (2 decimals, half up). */
  change: number;
  changePercent: number;
}

/** A period's high, low and change from its first to its last day; null without points. */
export function seriesStats(values: readonly number[]): SeriesStats | null {
  if (values.length === 0) return null;
  const first = values[0] as number;
  const last = values[values.length - 1] as number;
  let high = first;
  let low = first;
  for (const value of values) {
    if (value > high) high = value;
    if (value < low) low = value;
  }
  const change = roundHalfUp(last - first, 6);
  const changePercent = first > 0 ? roundHalfUp(((last - first) / first) * 100, 2) : 0;
  return { high, low, first, last, change, changePercent };
}
