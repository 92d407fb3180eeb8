import {
  type DepositSearchResult,
  depositSearchAnswerSchema,
  type LoanSearchResult,
  loanSearchAnswerSchema,
} from '@pusula/core/contract/offer-search.ts';
import type { CapNotice } from '@pusula/core/loans/asset-caps.ts';
import type { LoanType } from '@pusula/core/loans/constants.ts';
import type { Db } from '../../db/client.ts';
import { dataVersionsOf } from '../../lib/data-versions.ts';
import { PreparedBody } from '../../lib/prepared-response.ts';
import { perKey, SnapshotCache } from '../../lib/snapshot-cache.ts';
import { loadCurrentOffers } from './offers-repository.ts';
import { rankDepositOffers, rankLoanOffers } from './offers-search.ts';
import type { CurrentDepositOffer, CurrentLoanOffer } from './offers-types.ts';

/** Older than this, a snapshot is reloaded in the background (another process's edits show within about
 * a second anyway, through the stored version: decision 0008). */
export const OFFERS_MAX_AGE_MS = 30_000;
/** Ranked answers kept per snapshot (a loan plan with its cost rate takes about a millisecond). */
const RESULT_CACHE_SIZE = 2_000;

/** One ranking and, once the route asked for it, its answer's bytes (serialised and compressed once). */
interface Answer<T> {
  data: T[];
  prepared: PreparedBody | null;
}

interface Snapshot {
  loans: CurrentLoanOffer[];
  deposits: CurrentDepositOffer[];
  /** Ranked answers of this snapshot, oldest first (dropped with it, so an edit never serves old bytes). */
  results: Map<string, Answer<LoanSearchResult> | Answer<DepositSearchResult>>;
}

const caches = perKey(
  (db: Db) =>
    new SnapshotCache<Snapshot>({
      load: async () => ({ ...(await loadCurrentOffers(db)), results: new Map() }),
      maxAgeMs: OFFERS_MAX_AGE_MS,
      version: dataVersionsOf(db).of('offers'),
    }),
);

/** Forgets a database's offers (after a seed): the next search reads them afresh. */
export function forgetOffers(db: Db): void {
  caches(db).invalidate();
}

/** Reads the current offers from the database into memory (after an editor's change, awaited). */
export function reloadOffers(db: Db): Promise<Snapshot> {
  return caches(db).reload();
}

/** The offers in memory; older than OFFERS_MAX_AGE_MS they are reloaded in the background. */
function current(db: Db): Promise<Snapshot> {
  return caches(db).get();
}

function remember<T>(snapshot: Snapshot, key: string, compute: () => T[]): Answer<T> {
  const hit = snapshot.results.get(key);
  if (hit) return hit as Answer<T>;
  const answer: Answer<T> = { data: compute(), prepared: null };
  if (snapshot.results.size >= RESULT_CACHE_SIZE) {
    const oldest = snapshot.results.keys().next().value;
    if (oldest !== undefined) snapshot.results.delete(oldest);
  }
  snapshot.results.set(key, answer as Answer<LoanSearchResult> | Answer<DepositSearchResult>);
  return answer;
}

function loanAnswerIn(snapshot: Snapshot, loanType: LoanType, amount: number, maturity: number) {
  return remember(snapshot, `L:${loanType}:${amount}:${maturity}`, () =>
    rankLoanOffers(snapshot.loans, loanType, amount, maturity),
  );
}

async function loanAnswer(db: Db, loanType: LoanType, amount: number, maturity: number) {
  return loanAnswerIn(await current(db), loanType, amount, maturity);
}

async function depositAnswer(
  db: Db,
  enteredAmount: number,
  days: number,
  depositType: string,
  startDate: string,
) {
  const snapshot = await current(db);
  return remember(snapshot, `D:${depositType}:${enteredAmount}:${days}:${startDate}`, () =>
    rankDepositOffers(snapshot.deposits, enteredAmount, days, depositType, startDate),
  );
}

/** Ranked loan offers from memory (no database query once loaded). */
export async function searchLoans(db: Db, loanType: LoanType, amount: number, maturity: number) {
  return (await loanAnswer(db, loanType, amount, maturity)).data;
}

/** Ranked deposit offers from memory, for a deposit starting on `startDate` (YYYY-MM-DD). */
export async function searchDeposits(
  db: Db,
  enteredAmount: number,
  days: number,
  depositType: string,
  startDate: string,
) {
  return (await depositAnswer(db, enteredAmount, days, depositType, startDate)).data;
}

/**
 * The loan search's `{ data }` answer as bytes, made once per ranking: encoded through the route's
 * response schema and JSON.stringify, exactly as the route's serializer did per request.
 */
export async function preparedLoanSearch(db: Db, loanType: LoanType, amount: number, maturity: number) {
  const answer = await loanAnswer(db, loanType, amount, maturity);
  answer.prepared ??= new PreparedBody(JSON.stringify(loanSearchAnswerSchema.encode({ data: answer.data })));
  return answer.prepared;
}

/**
 * The loan search's answer for a request over the asset value's cap (docs/domain-rules.md#asset-value-caps):
 * the plain ranking of the notice's applied amount and term, with the notice on every offer; kept beside
 * the plain answers, the ranking shared with them.
 */
export async function preparedLoanSearchWithNotice(db: Db, loanType: LoanType, notice: CapNotice) {
  const { appliedAmount: amount, appliedMaturity: maturity } = notice;
  const snapshot = await current(db);
  const base = loanAnswerIn(snapshot, loanType, amount, maturity);
  // The notice's other figures follow from these with the applied amount and term.
  const key = `N:${loanType}:${amount}:${maturity}:${notice.maxAmount}:${notice.maxMaturity}`;
  const answer = remember<LoanSearchResult>(snapshot, key, () =>
    base.data.map((offer) => ({ ...offer, capNotice: notice })),
  );
  answer.prepared ??= new PreparedBody(JSON.stringify(loanSearchAnswerSchema.encode({ data: answer.data })));
  return answer.prepared;
}

/** The deposit search's answer as bytes, made once per ranking (as preparedLoanSearch). */
export async function preparedDepositSearch(
  db: Db,
  enteredAmount: number,
  days: number,
  depositType: string,
  startDate: string,
) {
  const answer = await depositAnswer(db, enteredAmount, days, depositType, startDate);
  answer.prepared ??= new PreparedBody(
    JSON.stringify(depositSearchAnswerSchema.encode({ data: answer.data })),
  );
  return answer.prepared;
}
