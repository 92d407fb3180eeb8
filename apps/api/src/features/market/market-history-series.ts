import { type HistoryRange, RANGE_MONTHS, rangeStart } from '@pusula/core/market/history-stats.ts';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { istanbulDate, istanbulMidnight } from './market-history.ts';
import { marketQuotes } from './market-tables.ts';

const DAY_MS = 86_400_000;
const endOfDay = (date: string) => new Date(istanbulMidnight(date).getTime() + DAY_MS);

/** One day of a code's history: the day's last quote (a real one before a sample one). */
export interface HistoryDay {
  date: string;
  buy: number | null;
  sell: number | null;
  value: number;
  isSample: boolean;
}

interface QuoteRow {
  asOf: Date;
  buy: number | null;
  sell: number | null;
  value: number;
  isSample: boolean;
}

const ROW = {
  asOf: marketQuotes.asOf,
  buy: marketQuotes.buy,
  sell: marketQuotes.sell,
  value: marketQuotes.value,
  isSample: marketQuotes.isSample,
};

/** Quotes in time order (ties by id) → one day each: the day's last, a real quote winning over a sample one. */
function toDays(rows: readonly QuoteRow[]): HistoryDay[] {
  const days = new Map<string, HistoryDay>();
  for (const row of rows) {
    const date = istanbulDate(row.asOf);
    const kept = days.get(date);
    if (kept && !kept.isSample && row.isSample) continue;
    days.set(date, { date, buy: row.buy, sell: row.sell, value: row.value, isSample: row.isSample });
  }
  return [...days.values()];
}

/**
 * A code's daily series between two Istanbul dates (inclusive), oldest first, read through the
 * (code, as_of) index. Several quotes on one day (hourly metal prices) give the day's last; a real
 * quote wins over a sample one of the same day.
 */
export async function quoteHistory(db: Db, code: string, from: string, to: string): Promise<HistoryDay[]> {
  const rows = await db
    .select(ROW)
    .from(marketQuotes)
    .where(
      and(
        eq(marketQuotes.code, code),
        gte(marketQuotes.asOf, istanbulMidnight(from)),
        lt(marketQuotes.asOf, endOfDay(to)),
      ),
    )
    .orderBy(asc(marketQuotes.asOf), asc(marketQuotes.id));
  return toDays(rows);
}

/**
 * A code's daily series over `range` ending on the Istanbul day of its newest quote up to the end of
 * `today` (null when it has none), in one statement read through the (code, as_of) index: the newest
 * quote is a scalar subquery (the index newest first, one row) that sets the series' lower bound, its
 * time less the range's months and 4 days, which is before the period's first Istanbul midnight
 * whatever the month lengths and the time of day. The series' last row is that newest quote; the days
 * before rangeStart(to, range) (at most five) are dropped here, so the period is rangeStart's to the day.
 */
export async function seriesToNewest(
  db: Db,
  code: string,
  range: HistoryRange,
  today: string,
): Promise<{ from: string; to: string; days: HistoryDay[] } | null> {
  const end = endOfDay(today);
  const upToToday = and(eq(marketQuotes.code, code), lt(marketQuotes.asOf, end));
  const newest = db
    .select({ asOf: marketQuotes.asOf })
    .from(marketQuotes)
    .where(upToToday)
    .orderBy(desc(marketQuotes.asOf))
    .limit(1);
  const rows = await db
    .select(ROW)
    .from(marketQuotes)
    .where(
      and(
        upToToday,
        gte(
          marketQuotes.asOf,
          sql`(${newest}) - make_interval(months => ${RANGE_MONTHS[range]}::int, days => 4)`,
        ),
      ),
    )
    .orderBy(asc(marketQuotes.asOf), asc(marketQuotes.id));
  const last = rows.at(-1);
  if (!last) return null;
  const to = istanbulDate(last.asOf);
  const from = rangeStart(to, range);
  return { from, to, days: toDays(rows).filter((day) => day.date >= from) };
}
