import { CONVERTER_CODES } from '@pusula/core/market/converter.ts';
import { type Database, openPglite } from '../db/client.ts';
import { businessDays } from '../features/market/market-backfill.ts';
import { quoteHistory } from '../features/market/market-history-series.ts';
import { marketQuotes } from '../features/market/market-tables.ts';

/**
 * The 5 years the bench reads (`npm run bench`): a currency page's longest period (docs/requirements/
 * market-and-funds.md#currency-pages), one code's series from the embedded store.
 */
export const BENCH_FROM = '2021-11-29';
export const BENCH_TO = '2026-11-27';

/** `npm run bench`: the read below on a fresh in-memory embedded store (PGlite), closed afterwards. */
export async function benchHistoryOnEmbeddedStore(runs = 20) {
  const store = await openPglite(undefined);
  try {
    await store.migrate();
    return await benchHistoryRead(store, runs);
  } finally {
    await store.close();
  }
}

/**
 * `npm run bench`'s history row: fills a migrated database with five years of bulletins for every
 * converter code (about 30,000 rows: the table the index has to find one code in; the figures are a
 * straight line, bench data only, never seeded), then reads one code's 5-year series `runs` times and
 * gives the median and slowest read in ms. Nothing here asserts a timing.
 */
export async function benchHistoryRead(database: Database, runs = 20) {
  const codes = CONVERTER_CODES.filter((code) => code !== 'TRY');
  const days = businessDays(BENCH_FROM, BENCH_TO);
  const rows = days.flatMap((date, i) =>
    codes.map((code, c) => {
      const value = 10 + c + i / 100;
      return {
        code,
        buy: value - 0.1,
        sell: value,
        value,
        source: 'tcmb',
        asOf: new Date(`${date}T15:30:00+03:00`),
      };
    }),
  );
  for (let at = 0; at < rows.length; at += 2_000) {
    await database.db
      .insert(marketQuotes)
      .values(rows.slice(at, at + 2_000))
      .onConflictDoNothing();
  }
  const times: number[] = [];
  let points = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    points = (await quoteHistory(database.db, 'USD', BENCH_FROM, BENCH_TO)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    rows: rows.length,
    points,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    maxMs: times.at(-1) ?? 0,
  };
}
