import { RENT_FIRST_RENEWAL_MONTH } from '@pusula/core/cpi/cpi-arithmetic.ts';
import { addMonths, type CpiSeries, unifiedIndex } from '@pusula/core/cpi/cpi-series.ts';

/** Renewal months with a published rate: from July 2024 to the month after the latest figure. */
export function renewalMonths(series: CpiSeries): string[] {
  if (!series.latest) return [];
  const months: string[] = [];
  for (
    let month = RENT_FIRST_RENEWAL_MONTH;
    month <= addMonths(series.latest, 1);
    month = addMonths(month, 1)
  )
    months.push(month);
  return months.reverse();
}

/** Months with an index value on the 2025=100 scale, newest first. */
export function indexMonths(series: CpiSeries): string[] {
  const months = new Set<string>();
  for (const key of series.points.keys()) {
    const month = key.slice(5);
    if (unifiedIndex(series, month) !== null) months.add(month);
  }
  return [...months].sort().reverse();
}
