import type { Db } from '../../db/client.ts';
import { FUND_KINDS, type FundKind, FundSourceError } from './funds-parser.ts';
import { logFailedRun, replaceFunds } from './funds-repository.ts';
import { reloadFundSnapshot } from './funds-snapshot.ts';
import { type FundSourceOptions, fetchFundReturns, sourceUrl } from './funds-source.ts';

export interface FundImportResult {
  kind: FundKind;
  ok: boolean;
  rows: number;
  error?: string;
}

/**
 * Imports one kind: on success its funds are replaced atomically and the served list reloaded; on any
 * failure the last good import stays untouched and the reason is written to the run log.
 */
export async function importFundKind(
  db: Db,
  kind: FundKind,
  options: FundSourceOptions,
): Promise<FundImportResult> {
  const startedAt = new Date();
  const source = `${sourceUrl(options.baseUrl)} fonTipi=${kind}`;
  try {
    const records = await fetchFundReturns(kind, options);
    await replaceFunds(db, kind, records, { source, startedAt });
    await reloadFundSnapshot(db, kind);
    return { kind, ok: true, rows: records.length };
  } catch (error) {
    const message =
      error instanceof FundSourceError
        ? error.message
        : `import failed: ${(error as Error).message ?? String(error)}`;
    await logFailedRun(db, kind, { source, startedAt, error: message });
    // The last good list stays, now flagged stale.
    await reloadFundSnapshot(db, kind).catch(() => {});
    return { kind, ok: false, rows: 0, error: message };
  }
}

/** Investment funds (YAT), then pension funds (EMK); the rate limiter spaces the requests. */
export async function importAllFunds(db: Db, options: FundSourceOptions): Promise<FundImportResult[]> {
  const results: FundImportResult[] = [];
  for (const kind of FUND_KINDS) results.push(await importFundKind(db, kind, options));
  return results;
}
