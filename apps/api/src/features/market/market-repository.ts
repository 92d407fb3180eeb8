import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketImportRuns, marketQuotes } from './market-tables.ts';
import type { MarketSource, QuoteBatch } from './market-types.ts';
import { round6 } from './market-types.ts';

export type QuoteRow = typeof marketQuotes.$inferSelect;
export type RunRow = typeof marketImportRuns.$inferSelect;

/** The newest quote of every code (history rows stay in the table). */
export function latestQuotes(db: Db): Promise<QuoteRow[]> {
  return db
    .selectDistinctOn([marketQuotes.code])
    .from(marketQuotes)
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
 * Appends a batch to the history. A quote without its own change gets it against the code's previous
 * quote; a quote not newer than the stored one is skipped (the same bulletin imported twice adds nothing).
 * Returns how many rows were added.
 */
export async function appendQuotes(
  db: Db,
  source: MarketSource,
  batch: QuoteBatch,
  options: { isSample?: boolean } = {},
): Promise<number> {
  const previous = new Map((await latestQuotes(db)).map((row) => [row.code, row]));
  const rows = batch.quotes.flatMap((quote) => {
    const before = previous.get(quote.code);
    if (before && before.asOf.getTime() >= batch.asOf.getTime()) return [];
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
        isSample: options.isSample ?? false,
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
