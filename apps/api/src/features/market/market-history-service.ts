import type { Conversion, ConvertQuery, RatesHistory } from '@pusula/core/contract/market-history.ts';
import { turkishToday } from '@pusula/core/loans/asset-cap-rules.ts';
import { convertAmount, type LiraRate } from '@pusula/core/market/converter.ts';
import { DEFAULT_HISTORY_RANGE, type HistoryRange, rangeStart } from '@pusula/core/market/history-stats.ts';
import type { Db } from '../../db/client.ts';
import { istanbulDate, ratesOn } from './market-history.ts';
import { seriesToNewest } from './market-history-series.ts';

/** A bulletin older than this many days before the asked date is not used (a gap in the history). */
export const MAX_BULLETIN_AGE_DAYS = 10;

/**
 * A code's daily series over a period ending on its newest quote's day (Istanbul), today when the
 * daily import runs: data that stopped (the demo's sample, an import down for weeks) still shows its
 * last year, under its as-of date, rather than a period with nothing in it
 * (docs/requirements/market-and-funds.md).
 */
export async function currencyHistory(
  db: Db,
  code: string,
  range: HistoryRange = DEFAULT_HISTORY_RANGE,
  today: string = turkishToday(),
): Promise<RatesHistory> {
  // One statement: the newest quote's day and the series ending on it (market-history-series.ts).
  const series = await seriesToNewest(db, code, range, today);
  const { from, to, days } = series ?? { from: rangeStart(today, range), to: today, days: [] };
  return {
    code,
    range,
    from,
    to,
    points: days.map(({ date, buy, sell, value }) => ({ date, buy, sell, value })),
    isSample: days.some((day) => day.isSample),
  };
}

/**
 * A conversion on a date (today by default) with the bulletin in force that day: a weekend or holiday
 * takes the previous business day's (docs/domain-rules.md#currency-converter). Null when a rate is
 * missing or, for a past date, the newest bulletin before it is more than MAX_BULLETIN_AGE_DAYS older.
 */
export async function convertOn(
  db: Db,
  query: ConvertQuery,
  today: string = turkishToday(),
): Promise<Conversion | null> {
  const date = query.date ?? today;
  const codes = [query.from, query.to].filter((code) => code !== 'TRY');
  const rows = await ratesOn(db, date, codes);
  // Today takes the newest bulletin stored, however old (the demo's sample day, an import outage: the
  // answer names its date); a past date only one of the days just before it.
  const oldest =
    date === today
      ? Number.NEGATIVE_INFINITY
      : Date.parse(`${date}T00:00:00Z`) - MAX_BULLETIN_AGE_DAYS * 86_400_000;
  const fresh = rows.filter((row) => Date.parse(`${istanbulDate(row.asOf)}T00:00:00Z`) >= oldest);
  const rates = new Map<string, LiraRate>(fresh.map((row) => [row.code, row]));
  const converted = convertAmount(query.amount, query.from, query.to, query.side, rates);
  if (!converted) return null;
  const used =
    fresh.length === 0 ? date : istanbulDate(new Date(Math.min(...fresh.map((row) => row.asOf.getTime()))));
  return {
    amount: query.amount,
    from: query.from,
    to: query.to,
    side: query.side,
    date,
    bulletinDate: used,
    result: converted.result,
    rate: converted.rate,
    isSample: fresh.some((row) => row.isSample),
  };
}
