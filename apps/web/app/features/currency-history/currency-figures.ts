import type { HistoryPoint } from '@pusula/core/contract/market-history.ts';
import { INDEX_CODES, METAL_CODES } from '@pusula/core/market/ticker-codes.ts';

/** Decimals a code's value is written with: indices and gram metals 2, rates and parities 4. */
export const valueDecimals = (code: string) =>
  INDEX_CODES.includes(code) || METAL_CODES.includes(code) ? 2 : 4;

/** The newest day and its change against the day before (null without two days). */
export function lastAndChange(points: readonly HistoryPoint[]) {
  const last = points.at(-1) ?? null;
  const before = points.at(-2) ?? null;
  if (!last || !before || !(before.value > 0)) return { last, change: null, changePercent: null };
  const change = last.value - before.value;
  return { last, change, changePercent: (change / before.value) * 100 };
}

/** The points of the last 30 calendar days up to the newest point, newest first (the page's table). */
export function lastThirtyDays(points: readonly HistoryPoint[]): HistoryPoint[] {
  const newest = points.at(-1);
  if (!newest) return [];
  const start = new Date(Date.parse(`${newest.date}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return points.filter((point) => point.date >= start).reverse();
}
