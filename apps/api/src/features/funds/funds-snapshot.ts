import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FundSortKey } from '@pusula/core/contract/funds.ts';
import type { Db } from '../../db/client.ts';
import { dataVersionsOf } from '../../lib/data-versions.ts';
import { perKey, SnapshotCache } from '../../lib/snapshot-cache.ts';
import { FUND_KINDS, type FundKind } from './funds-parser.ts';
import { type FundRow, lastRunFailed, listFunds } from './funds-repository.ts';
import { matchRank, searchKey } from './funds-search.ts';

/** The contract's sort keys (FUND_SORT_KEYS) and the item field each sorts by. */
export const SORT_FIELDS = {
  onemonthreturn: 'oneMonthReturn',
  threemonthreturn: 'threeMonthReturn',
  sixmonthreturn: 'sixMonthReturn',
  yeartodatereturn: 'yearToDateReturn',
  oneyearreturn: 'oneYearReturn',
  threeyearreturn: 'threeYearReturn',
  fiveyearreturn: 'fiveYearReturn',
} as const satisfies Record<FundSortKey, keyof FundItem>;
export type SortKey = FundSortKey;

export interface KindSnapshot {
  items: FundItem[];
  isSample: boolean;
  asOf: string | null;
  /** The latest import of this kind failed: the list is the last good one (docs/domain-rules.md). */
  stale: boolean;
  loadedAt: number;
  sorted(key: SortKey): FundItem[];
  search(query: string, limit: number): FundItem[];
}

/** Served data may be this old before a background reload (another process's import shows within about a
 * second anyway, through the stored version: decision 0008). */
export const SNAPSHOT_MAX_AGE_MS = 60_000;

function toItem(row: FundRow): FundItem {
  return {
    fundCode: row.code,
    fundName: row.name,
    umbrellaFundType: row.umbrellaType,
    oneMonthReturn: row.return1m,
    threeMonthReturn: row.return3m,
    sixMonthReturn: row.return6m,
    yearToDateReturn: row.returnYtd,
    oneYearReturn: row.return1y,
    threeYearReturn: row.return3y,
    fiveYearReturn: row.return5y,
    asOf: row.asOf,
  };
}

export function buildSnapshot(rows: FundRow[], loadedAt = Date.now(), stale = false): KindSnapshot {
  const items = rows.map(toItem).sort((a, b) => a.fundCode.localeCompare(b.fundCode, 'tr'));
  const keys = items.map((item) => ({
    item,
    code: searchKey(item.fundCode),
    name: searchKey(item.fundName),
  }));
  const sortedCache = new Map<SortKey, FundItem[]>();
  const asOf = rows.reduce<string | null>(
    (latest, row) => (row.asOf && (!latest || row.asOf > latest) ? row.asOf : latest),
    null,
  );
  return {
    items,
    isSample: rows.length > 0 && rows.every((row) => row.isSample),
    asOf,
    stale,
    loadedAt,
    sorted(key) {
      let list = sortedCache.get(key);
      if (!list) {
        const field = SORT_FIELDS[key];
        // Descending, funds without that return last; ties keep code order (items are code-sorted).
        list = [...items].sort((a, b) => {
          const x = a[field];
          const y = b[field];
          if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
          return y - x;
        });
        sortedCache.set(key, list);
      }
      return list;
    },
    search(query, limit) {
      const wanted = searchKey(query);
      if (!wanted) return [];
      return keys
        .map((entry) => ({ item: entry.item, rank: matchRank(wanted, entry.code, entry.name) }))
        .filter((entry) => entry.rank >= 0)
        .sort((a, b) => a.rank - b.rank)
        .slice(0, limit)
        .map((entry) => entry.item);
    },
  };
}

/** One cached list per database and kind. */
const caches = perKey(
  (db: Db) =>
    new Map(
      FUND_KINDS.map((kind) => [
        kind,
        new SnapshotCache({
          load: async () => {
            const [rows, failed] = await Promise.all([listFunds(db, kind), lastRunFailed(db, kind)]);
            return buildSnapshot(rows, Date.now(), failed);
          },
          maxAgeMs: SNAPSHOT_MAX_AGE_MS,
          version: dataVersionsOf(db).of('funds'),
        }),
      ]),
    ),
);

function cacheOf(db: Db, kind: FundKind): SnapshotCache<KindSnapshot> {
  const cache = caches(db).get(kind);
  if (!cache) throw new Error(`unknown fund kind ${kind}`);
  return cache;
}

/** Reads a kind's funds from the database into memory (after an import; concurrent callers share one query). */
export function reloadFundSnapshot(db: Db, kind: FundKind): Promise<KindSnapshot> {
  return cacheOf(db, kind).reload();
}

/**
 * The in-memory list for a kind: loaded on first use, reloaded right after an import or seed, and
 * refreshed in the background once older than SNAPSHOT_MAX_AGE_MS (requests never wait for that;
 * an unreachable database keeps the last good list).
 */
export function fundSnapshot(db: Db, kind: FundKind): Promise<KindSnapshot> {
  return cacheOf(db, kind).get();
}

/** Drops the in-memory lists of a database (after a seed): the next request reads them afresh. */
export function forgetFundSnapshots(db: Db): void {
  for (const cache of caches(db).values()) cache.invalidate();
}
