/**
 * Period returns and rebasing of a fund's daily price series (docs/domain-rules.md#fund-period-returns).
 *
 * How a period is measured (checked against the platform's published figures: 1, 3 and 6 months of
 * two funds on 2026-07-01 reproduce to the platform's 4 decimals, apps/api/src/features/funds/
 * test-fixtures/README.md): the period ends on the series' latest price day D; it starts on the same
 * calendar day N months (or years) earlier, clamped to that month's last day (31 March − 1 month =
 * 28/29 February); the base price is the first price published on or after that start day (a
 * weekend or holiday takes the next working day: the 6 months to 2026-07-01 start on 1 January, a
 * holiday, and the platform's figure is against the price of 2 January). A fund without a price on
 * or before the start day is too young: its return is null. Year to date uses the last price on or
 * before 31 December of the year before D's year (not confirmed against a published figure).
 * Return = (price on D / base price − 1) × 100, in percent, unrounded (pages show 2 decimals, the
 * tables the platform's 4).
 */

export interface PricePoint {
  /** ISO day, YYYY-MM-DD. */
  date: string;
  /** Unit price in TL, > 0. */
  price: number;
}

export const FUND_PERIODS = ['1m', '3m', '6m', 'ytd', '1y', '3y', '5y'] as const;
export type FundPeriod = (typeof FUND_PERIODS)[number];
export type FundPeriodReturns = Record<FundPeriod, number | null>;

const MONTHS: Record<Exclude<FundPeriod, 'ytd'>, number> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` taken back `months` calendar months, clamped to the target month's last day. */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The first day of a period ending on `latest` (year to date: 31 December of the year before). */
export function periodStart(latest: string, period: FundPeriod): string {
  if (period === 'ytd') return `${Number(latest.slice(0, 4)) - 1}-12-31`;
  return monthsBefore(latest, MONTHS[period]);
}

/** Index of the last point dated on or before `date` in an ascending series, or -1. */
export function indexOnOrBefore(series: readonly PricePoint[], date: string): number {
  let low = 0;
  let high = series.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((series[middle] as PricePoint).date <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Percent change from `base` to `last`. */
export function percentChange(base: number, last: number): number {
  return (last / base - 1) * 100;
}

/**
 * Index of the base price of a period starting on `start`: the first point on or after it, or -1
 * when the series has no point on or before `start` (the fund is too young for the period).
 */
export function baseIndexOf(series: readonly PricePoint[], start: string): number {
  const before = indexOnOrBefore(series, start);
  if (before < 0) return -1;
  if ((series[before] as PricePoint).date === start) return before;
  return before + 1 < series.length ? before + 1 : -1;
}

/** The seven period returns of an ascending series (all null for an empty one). */
export function fundReturns(series: readonly PricePoint[]): FundPeriodReturns {
  const result = Object.fromEntries(FUND_PERIODS.map((period) => [period, null])) as FundPeriodReturns;
  const last = series[series.length - 1];
  if (!last) return result;
  for (const period of FUND_PERIODS) {
    const start = periodStart(last.date, period);
    const index = period === 'ytd' ? indexOnOrBefore(series, start) : baseIndexOf(series, start);
    if (index >= 0) result[period] = percentChange((series[index] as PricePoint).price, last.price);
  }
  return result;
}

/** Keeps an ascending, one-point-a-day series of positive finite prices (later duplicates win). */
export function cleanSeries(points: readonly PricePoint[]): PricePoint[] {
  const byDate = new Map<string, number>();
  for (const point of points)
    if (/^\d{4}-\d{2}-\d{2}$/.test(point.date) && Number.isFinite(point.price) && point.price > 0)
      byDate.set(point.date, point.price);
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, price]) => ({ date, price }));
}

/**
 * Several funds on one scale: each series from the latest of their first days, divided by its price
 * on (or last before) that day, times 100. A series with no point on or after that day is empty.
 */
export function rebaseTo100(
  seriesList: readonly (readonly PricePoint[])[],
): Array<Array<{ date: string; value: number }>> {
  const starts = seriesList.filter((series) => series.length > 0).map((series) => series[0]?.date as string);
  if (starts.length === 0) return seriesList.map(() => []);
  const common = starts.reduce((latest, date) => (date > latest ? date : latest));
  return seriesList.map((series) => {
    const baseIndex = indexOnOrBefore(series, common);
    const base = series[baseIndex];
    if (!base) return [];
    return series.slice(baseIndex).map((point, offset) => ({
      date: offset === 0 ? common : point.date,
      value: (point.price / base.price) * 100,
    }));
  });
}
