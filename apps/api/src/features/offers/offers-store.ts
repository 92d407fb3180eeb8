import type { DepositSearchResult, LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';
import type { Db } from '../../db/client.ts';
import { loadCurrentOffers } from './offers-repository.ts';
import { rankDepositOffers, rankLoanOffers } from './offers-search.ts';
import type { CurrentDepositOffer, CurrentLoanOffer } from './offers-types.ts';

/** Older than this, a snapshot is reloaded in the background (other API processes' edits show up). */
export const OFFERS_MAX_AGE_MS = 30_000;
/** Ranked answers kept per snapshot (a loan plan with its cost rate takes about a millisecond). */
const RESULT_CACHE_SIZE = 2_000;

interface Snapshot {
  loans: CurrentLoanOffer[];
  deposits: CurrentDepositOffer[];
  loadedAt: number;
  generation: number;
  results: Map<string, LoanSearchResult[] | DepositSearchResult[]>;
}

const snapshots = new WeakMap<Db, Snapshot>();
const loading = new WeakMap<Db, Promise<Snapshot>>();
let generation = 0;

/** Makes every snapshot stale (after a seed): the next search reads the offers afresh. */
export function forgetOffers(_db?: Db): void {
  generation += 1;
}

/** Reads the current offers from the database into memory (after an editor's change, awaited). */
export function reloadOffers(db: Db): Promise<Snapshot> {
  const pending = loading.get(db);
  if (pending) return pending.then(() => reloadOffers(db));
  const startedAt = generation;
  const load = loadCurrentOffers(db)
    .then(({ loans, deposits }) => {
      const snapshot: Snapshot = {
        loans,
        deposits,
        loadedAt: Date.now(),
        generation: startedAt,
        results: new Map(),
      };
      snapshots.set(db, snapshot);
      return snapshot;
    })
    .finally(() => loading.delete(db));
  loading.set(db, load);
  return load;
}

async function current(db: Db): Promise<Snapshot> {
  const snapshot = snapshots.get(db);
  if (!snapshot || snapshot.generation !== generation) return reloadOffers(db);
  if (Date.now() - snapshot.loadedAt > OFFERS_MAX_AGE_MS && !loading.has(db)) {
    reloadOffers(db).catch(() => {
      // Database unreachable: keep serving the last good offers.
    });
  }
  return snapshot;
}

function remember<T extends LoanSearchResult[] | DepositSearchResult[]>(
  snapshot: Snapshot,
  key: string,
  compute: () => T,
): T {
  const hit = snapshot.results.get(key);
  if (hit) return hit as T;
  const value = compute();
  if (snapshot.results.size >= RESULT_CACHE_SIZE) {
    const oldest = snapshot.results.keys().next().value;
    if (oldest !== undefined) snapshot.results.delete(oldest);
  }
  snapshot.results.set(key, value);
  return value;
}

/** Ranked loan offers from memory (no database query once loaded). */
export async function searchLoans(db: Db, loanType: LoanType, amount: number, maturity: number) {
  const snapshot = await current(db);
  return remember(snapshot, `L:${loanType}:${amount}:${maturity}`, () =>
    rankLoanOffers(snapshot.loans, loanType, amount, maturity),
  );
}

/** Ranked deposit offers from memory. */
export async function searchDeposits(db: Db, enteredAmount: number, days: number, depositType: string) {
  const snapshot = await current(db);
  return remember(snapshot, `D:${depositType}:${enteredAmount}:${days}`, () =>
    rankDepositOffers(snapshot.deposits, enteredAmount, days, depositType),
  );
}
