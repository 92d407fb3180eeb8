import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { previousDayQuotes } from './market-repository.ts';
import { marketQuotes } from './market-tables.ts';
import { type MarketSource, type QuoteBatch, round6 } from './market-types.ts';

const DAY_MS = 86_400_000;
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Istanbul calendar date (`YYYY-MM-DD`) a time falls on. */
export function istanbulDate(time: Date): string {
  return new Date(time.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 Istanbul time of a calendar date (`YYYY-MM-DD`). */
export function istanbulMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+03:00`);
}

/**
 * Stores one archived bulletin of any date (the backfill): each quote's day change is taken against the
 * code's previous stored bulletin, and a bulletin already stored adds nothing (unique code, source and
 * as-of). Unlike appendQuotes it accepts days older than the newest stored one. Returns the rows added.
 */
export async function insertBulletin(db: Db, source: MarketSource, batch: QuoteBatch): Promise<number> {
  const previous = new Map((await previousDayQuotes(db, batch.asOf, false)).map((row) => [row.code, row]));
  const rows = batch.quotes.map((quote) => {
    const before = previous.get(quote.code);
    let { change, changePercent } = quote;
    if (change === null && before && before.value > 0) {
      change = round6(quote.value - before.value);
      changePercent = round6((change / before.value) * 100);
    }
    return { ...quote, change, changePercent, source, asOf: batch.asOf, isSample: false };
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(marketQuotes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: marketQuotes.id });
  return inserted.length;
}

/** Rows per insert statement of the demo history. */
const SAMPLE_CHUNK = 5_000;

/**
 * Stores demo history (the seed's sample year), flagged sample: only the days on which a code has no
 * quote yet (real or sample), so imported days are never overlaid and a second run adds nothing. The
 * batches' quotes carry their own day changes. The rows travel as one JSON parameter per statement
 * (jsonb_to_recordset): binding ten parameters a row was about seven times slower on the embedded
 * store. Returns the rows added.
 */
export async function insertSampleHistory(
  db: Db,
  batches: Array<QuoteBatch & { source: MarketSource }>,
): Promise<number> {
  const times = batches.map((batch) => batch.asOf.getTime());
  if (times.length === 0) return 0;
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  const stored = await db
    .select({ code: marketQuotes.code, asOf: marketQuotes.asOf })
    .from(marketQuotes)
    .where(
      and(
        gte(marketQuotes.asOf, istanbulMidnight(istanbulDate(first))),
        lt(marketQuotes.asOf, new Date(istanbulMidnight(istanbulDate(last)).getTime() + DAY_MS)),
      ),
    );
  const taken = new Set(stored.map((row) => `${row.code}|${istanbulDate(row.asOf)}`));
  const rows = batches.flatMap((batch) => {
    const day = istanbulDate(batch.asOf);
    return batch.quotes
      .filter((quote) => !taken.has(`${quote.code}|${day}`))
      .map((quote) => ({ ...quote, source: batch.source, asOf: batch.asOf.toISOString() }));
  });
  let inserted = 0;
  for (let start = 0; start < rows.length; start += SAMPLE_CHUNK) {
    const json = JSON.stringify(rows.slice(start, start + SAMPLE_CHUNK));
    const result = await db.execute(sql`
      with added as (
        insert into market_quotes (code, buy, sell, value, change, change_percent, source, as_of, is_sample)
        select code, buy, sell, value, change, "changePercent", source, "asOf", true
        from jsonb_to_recordset(${json}::jsonb) as x(code text, buy float8, sell float8, value float8,
          change float8, "changePercent" float8, source text, "asOf" timestamptz)
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from added`);
    inserted += Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  }
  return inserted;
}

/** The Istanbul dates between `from` and `to` (inclusive) that already hold a real bulletin of `source`. */
export async function storedDays(
  db: Db,
  source: MarketSource,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ asOf: marketQuotes.asOf })
    .from(marketQuotes)
    .where(
      and(
        eq(marketQuotes.code, 'USD'),
        eq(marketQuotes.source, source),
        eq(marketQuotes.isSample, false),
        gte(marketQuotes.asOf, istanbulMidnight(from)),
        lt(marketQuotes.asOf, new Date(istanbulMidnight(to).getTime() + DAY_MS)),
      ),
    );
  return new Set(rows.map((row) => istanbulDate(row.asOf)));
}

/** A code's rate as the converter uses it, with the time of the bulletin it comes from. */
export interface RateOnDay {
  code: string;
  buy: number | null;
  sell: number | null;
  value: number;
  asOf: Date;
  isSample: boolean;
}

/**
 * The rates in force on an Istanbul date: each code's newest quote up to the end of that day (a weekend
 * or holiday gets the previous business day's bulletin). Only `codes` are read.
 */
export async function ratesOn(db: Db, date: string, codes: readonly string[]): Promise<RateOnDay[]> {
  if (codes.length === 0) return [];
  const end = new Date(istanbulMidnight(date).getTime() + DAY_MS);
  return db
    .selectDistinctOn([marketQuotes.code], {
      code: marketQuotes.code,
      buy: marketQuotes.buy,
      sell: marketQuotes.sell,
      value: marketQuotes.value,
      asOf: marketQuotes.asOf,
      isSample: marketQuotes.isSample,
    })
    .from(marketQuotes)
    .where(and(inArray(marketQuotes.code, [...codes]), lt(marketQuotes.asOf, end)))
    .orderBy(marketQuotes.code, desc(marketQuotes.asOf), desc(marketQuotes.id));
}
