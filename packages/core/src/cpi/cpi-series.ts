/**
 * The consumer price index (TÜFE) as monthly data (docs/domain-rules.md#consumer-price-index). TÜİK
 * published the index on the 2003=100 base until December 2025 and rebased it to 2025=100 from
 * January 2026, keeping the chain: the 2025 average of the old series is 100 on the new one, so every
 * old value maps onto the new scale by one factor (the link). Both series are kept as published; the
 * calculators read one series on the 2025=100 scale (`unifiedIndex`).
 */

export const CPI_BASES = ['2003', '2025'] as const;
export type CpiBase = (typeof CPI_BASES)[number];

/** One month's general index value (`month`: YYYY-MM). */
export interface CpiPoint {
  month: string;
  base: CpiBase;
  value: number;
}

export const CPI_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The earliest and latest months a point may name (bounds every lookup and every stored row). */
export const CPI_FIRST_MONTH = '2003-01';
export const CPI_LAST_MONTH = '2099-12';
/** The largest index value accepted (the 2003=100 series was about 3,700 in 2026). */
export const CPI_MAX_VALUE = 1_000_000;

export function isCpiMonth(month: string): boolean {
  return CPI_MONTH_PATTERN.test(month) && month >= CPI_FIRST_MONTH && month <= CPI_LAST_MONTH;
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + count;
  const nextYear = Math.floor(index / 12);
  return `${String(nextYear).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to` (positive when `to` is later). */
export function monthsBetween(from: string, to: string): number {
  const of = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return of(to) - of(from);
}

/** A series looked up by month and base. */
export interface CpiSeries {
  points: ReadonlyMap<string, number>;
  /** The 2003=100 → 2025=100 factor: the 2025 average of the 2003=100 series (null while a 2025 month is missing). */
  link: number | null;
  /** The latest month with a value on either base. */
  latest: string | null;
}

const keyOf = (month: string, base: CpiBase) => `${base}:${month}`;

export function cpiSeries(points: readonly CpiPoint[]): CpiSeries {
  const map = new Map<string, number>();
  let latest: string | null = null;
  for (const point of points) {
    map.set(keyOf(point.month, point.base), point.value);
    if (!latest || point.month > latest) latest = point.month;
  }
  let sum = 0;
  let link: number | null = null;
  for (let month = 1; month <= 12; month += 1) {
    const value = map.get(keyOf(`2025-${String(month).padStart(2, '0')}`, '2003'));
    if (value === undefined) break;
    sum += value;
    if (month === 12) link = sum / 12;
  }
  return { points: map, link, latest };
}

/**
 * A month's index on the 2025=100 scale: the published 2025=100 value when there is one, else the
 * 2003=100 value through the link (value ÷ link × 100); null when neither is known.
 */
export function unifiedIndex(series: CpiSeries, month: string): number | null {
  const rebased = series.points.get(keyOf(month, '2025'));
  if (rebased !== undefined) return rebased;
  const old = series.points.get(keyOf(month, '2003'));
  if (old === undefined || series.link === null) return null;
  return (old / series.link) * 100;
}
