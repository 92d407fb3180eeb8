import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketImportRuns, marketQuotes } from './market-tables.ts';
import type { MarketSource, QuoteBatch } from './market-types.ts';
import { istanbulDayStart, round6 } from './market-types.ts';

export type QuoteRow = typeof marketQuotes.$inferSelect;
export type RunRow = typeof marketImportRuns.$inferSelect;

/** The newest quote of every code (history rows stay in the table). */
export function latestQuotes(db: Db): Promise<QuoteRow[]> {
  return db
    .selectDistinctOn([marketQuotes.code])
    .from(marketQuotes)
    .orderBy(marketQuotes.code, desc(marketQuotes.asOf), desc(marketQuotes.id));
}

/**
 * Each code's previous bulletin (docs/domain-rules.md#day-change): its newest quote dated an earlier
 * Istanbul day than `asOf`, sample quotes only for sample quotes and real ones only for real ones.
 */
export function previousDayQuotes(db: Db, asOf: Date, isSample: boolean): Promise<QuoteRow[]> {
  return db
    .selectDistinctOn([marketQuotes.code])
    .from(marketQuotes)
    .where(and(lt(marketQuotes.asOf, istanbulDayStart(asOf)), eq(marketQuotes.isSample, isSample)))
    .orderBy(marketQuotes.code, desc(marketQuotes.asOf), desc(marketQuotes.id));
}

/** The newest run of every source. */
export function latestRuns(db: Db): Promise<RunRow[]> {
  return db
    .selectDistinctOn([marketImportRuns.source])
    .from(marketImportRuns)
    .orderBy(marketImportRuns.source, desc(marketImportRuns.startedAt), desc(marketImportRuns.id));
}

export function recordRun(db: Db, run: Omit<RunRow, 'id'>): Promise<unknown> {
  return db.insert(marketImportRuns).values(run);
}

/**
 * Appends a batch to the history. A quote without its own change gets the day's change against the
 * code's previous bulletin (previousDayQuotes; none there: no change); a quote not newer than the stored
 * one is skipped (the same bulletin imported twice adds nothing).
 * Returns how many rows were added.
 */
export async function appendQuotes(
  db: Db,
  source: MarketSource,
  batch: QuoteBatch,
  options: { isSample?: boolean } = {},
): Promise<number> {
  const isSample = options.isSample ?? false;
  const [latest, previousDay] = await Promise.all([
    latestQuotes(db),
    previousDayQuotes(db, batch.asOf, isSample),
  ]);
  const stored = new Map(latest.map((row) => [row.code, row]));
  const previous = new Map(previousDay.map((row) => [row.code, row]));
  const rows = batch.quotes.flatMap((quote) => {
    const newest = stored.get(quote.code);
    if (newest && newest.asOf.getTime() >= batch.asOf.getTime()) return [];
    const before = previous.get(quote.code);
    let { change, changePercent } = quote;
    if (change === null && before && before.value > 0) {
      change = round6(quote.value - before.value);
      changePercent = round6((change / before.value) * 100);
    }
    return [
      {
        code: quote.code,
        buy: quote.buy,
        sell: quote.sell,
        value: quote.value,
        change,
        changePercent,
        source,
        asOf: batch.asOf,
        isSample,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(marketQuotes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: marketQuotes.id });
  return inserted.length;
}
