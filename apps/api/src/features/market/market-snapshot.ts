import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { INDEX_CODES, TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import type { Db } from '../../db/client.ts';
import { latestQuotes, latestRuns, type QuoteRow, type RunRow } from './market-repository.ts';

export interface RateItem {
  currencyName: string;
  currencyType: 'alis' | 'satis';
  rate: number;
  /** Extension to the spec's shape: the code's change against its previous quote, in percent. */
  changePercentage: number | null;
}
export interface IndexItem {
  indexName: string;
  value: number;
  changeAmount: number;
  changePercentage: number;
}
export interface LatestRates {
  rates: RateItem[];
  indexData: IndexItem[];
  asOf: string | null;
  stale: boolean;
  isSample: boolean;
}

export interface Snapshot {
  data: LatestRates;
  /** `{ data }` serialised once, sent as is. */
  body: string;
  /** The same body compressed once per snapshot (a request never compresses). */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
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
  const body = JSON.stringify({ data });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { data, body, brotli, gzip: gzipSync(body, { level: 9 }), etag, loadedAt: Date.now() };
}

/** How old a snapshot may get before a request triggers a background reload (other processes import too). */
export const SNAPSHOT_MAX_AGE_MS = 60_000;

interface Holder {
  current: Snapshot | null;
  loading: Promise<Snapshot> | null;
}
const holders = new WeakMap<Db, Holder>();

function holderFor(db: Db): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { current: null, loading: null };
    holders.set(db, holder);
  }
  return holder;
}

/** Reloads the snapshot of a database from its tables (after each import). */
export function reloadSnapshot(db: Db): Promise<Snapshot> {
  const holder = holderFor(db);
  const loading = loadSnapshot(db).then(
    (snapshot) => {
      holder.current = snapshot;
      if (holder.loading === loading) holder.loading = null;
      return snapshot;
    },
    (error: unknown) => {
      if (holder.loading === loading) holder.loading = null;
      throw error;
    },
  );
  holder.loading = loading;
  return loading;
}

/**
 * The served snapshot, from memory: the first request loads it; afterwards a request never waits for
 * the database (a snapshot older than a minute is refreshed in the background).
 */
export async function currentSnapshot(db: Db): Promise<Snapshot> {
  const holder = holderFor(db);
  if (!holder.current) return holder.loading ?? reloadSnapshot(db);
  if (Date.now() - holder.current.loadedAt > SNAPSHOT_MAX_AGE_MS && !holder.loading) {
    reloadSnapshot(db).catch(() => {
      // keep serving the last snapshot; the next request tries again
    });
  }
  return holder.current;
}
