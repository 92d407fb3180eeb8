import type { IndexItem, LatestRates, RateItem } from '@pusula/core/contract/market.ts';
import { INDEX_CODES, TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import type { Db } from '../../db/client.ts';
import { dataVersionsOf } from '../../lib/data-versions.ts';
import { PreparedBody } from '../../lib/prepared-response.ts';
import { perKey, SnapshotCache } from '../../lib/snapshot-cache.ts';
import { latestQuotes, latestRuns, type QuoteRow, type RunRow } from './market-repository.ts';

export interface Snapshot {
  data: LatestRates;
  /** `{ data }` serialised, tagged and compressed once per snapshot (a request never compresses). */
  response: PreparedBody;
  loadedAt: number;
}

const order = (code: string) => (TICKER_CODES as readonly string[]).indexOf(code);

/** The response body from the newest quote per code and the newest run per source. */
export function buildLatestRates(quotes: QuoteRow[], runs: RunRow[]): LatestRates {
  const served = quotes
    .filter((row) => order(row.code) >= 0 && row.value > 0)
    .sort((a, b) => order(a.code) - order(b.code));
  const rates: RateItem[] = [];
  const indexData: IndexItem[] = [];
  for (const row of served) {
    if (INDEX_CODES.includes(row.code)) {
      indexData.push({
        indexName: row.code,
        value: row.value,
        changeAmount: row.change ?? 0,
        changePercentage: row.changePercent ?? 0,
      });
      continue;
    }
    const base = { currencyName: row.code, changePercentage: row.changePercent };
    if (row.buy !== null) rates.push({ ...base, currencyType: 'alis', rate: row.buy });
    if (row.sell !== null || row.buy === null)
      rates.push({ ...base, currencyType: 'satis', rate: row.sell ?? row.value });
  }
  const failedSources = new Set(runs.filter((run) => !run.ok).map((run) => run.source));
  const oldest = served.reduce<Date | null>(
    (min, row) => (min === null || row.asOf < min ? row.asOf : min),
    null,
  );
  return {
    rates,
    indexData,
    asOf: oldest ? oldest.toISOString() : null,
    stale: served.some((row) => failedSources.has(row.source)),
    isSample: served.some((row) => row.isSample),
  };
}

export async function loadSnapshot(db: Db): Promise<Snapshot> {
  const [quotes, runs] = await Promise.all([latestQuotes(db), latestRuns(db)]);
  const data = buildLatestRates(quotes, runs);
  const response = new PreparedBody(JSON.stringify({ data })).precompress();
  return { data, response, loadedAt: Date.now() };
}

/** How old a snapshot may get before a request triggers a background reload (another process's import
 * shows within about a second anyway, through the stored version: decision 0008). */
export const SNAPSHOT_MAX_AGE_MS = 60_000;

const caches = perKey(
  (db: Db) =>
    new SnapshotCache({
      load: () => loadSnapshot(db),
      maxAgeMs: SNAPSHOT_MAX_AGE_MS,
      version: dataVersionsOf(db).of('market'),
    }),
);

/** Reloads the snapshot of a database from its tables (after each import). */
export function reloadSnapshot(db: Db): Promise<Snapshot> {
  return caches(db).reload();
}

/**
 * The served snapshot, from memory: the first request loads it; afterwards a request never waits for
 * the database (a snapshot older than a minute is refreshed in the background; a failed refresh keeps
 * serving the last snapshot and the next request tries again).
 */
export function currentSnapshot(db: Db): Promise<Snapshot> {
  return caches(db).get();
}
