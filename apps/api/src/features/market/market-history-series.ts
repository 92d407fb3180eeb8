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
 * `today` (null when it has none), in one statement: a CTE finds the newest quote (the (code, as_of)
 * index, newest first, one row) and the series joins it, again an index range of that code. The join's
 * lower bound is the newest quote's time less the range's months and 4 days, which is before the
 * period's first Istanbul midnight whatever the month lengths and the time of day; the days before
 * rangeStart(to, range) (at most five) are dropped here, so the period is rangeStart's to the day.
 */
export async function seriesToNewest(
  db: Db,
  code: string,
  range: HistoryRange,
  today: string,
): Promise<{ from: string; to: string; days: HistoryDay[] } | null> {
  const end = endOfDay(today);
  const newest = db.$with('newest').as(
    db
      .select({ newestAt: sql`${marketQuotes.asOf}`.mapWith(marketQuotes.asOf).as('newest_at') })
      .from(marketQuotes)
      .where(and(eq(marketQuotes.code, code), lt(marketQuotes.asOf, end)))
      .orderBy(desc(marketQuotes.asOf))
      .limit(1),
  );
  const rows = await db
    .with(newest)
    .select({ ...ROW, newestAt: newest.newestAt })
    .from(newest)
    .innerJoin(
      marketQuotes,
      and(
        eq(marketQuotes.code, code),
        gte(
          marketQuotes.asOf,
          sql`${newest.newestAt} - make_interval(months => ${RANGE_MONTHS[range]}::int, days => 4)`,
        ),
        lt(marketQuotes.asOf, end),
      ),
    )
    .orderBy(asc(marketQuotes.asOf), asc(marketQuotes.id));
  const newestAt = rows[0]?.newestAt;
  if (!newestAt) return null;
  const to = istanbulDate(newestAt as Date);
  const from = rangeStart(to, range);
  return { from, to, days: toDays(rows).filter((day) => day.date >= from) };
}
