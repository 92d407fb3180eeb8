import { addDays } from '@pusula/core/rules/calendar.ts';
import type { Db } from '../../db/client.ts';
import { upsertPrices } from './fund-history-repository.ts';
import { fetchFundHistory, HISTORY_CHUNK_DAYS, historyUrl } from './fund-history-source.ts';
import { FUND_KINDS, type FundKind, FundSourceError } from './funds-parser.ts';
import { logFailedRun } from './funds-repository.ts';
import type { FundSourceOptions } from './funds-source.ts';
import { fundImportRuns } from './funds-tables.ts';

/** The longest backfill one command may ask for: five years and a month (the 5-year return's reach). */
export const MAX_BACKFILL_DAYS = 5 * 366 + 31;

export interface HistoryChunkResult {
  kind: FundKind;
  from: string;
  to: string;
  ok: boolean;
  rows: number;
  skipped: string[];
  error?: string;
}

/** `from`…`to` cut into windows of at most HISTORY_CHUNK_DAYS days. */
export function chunks(from: string, to: string, size = HISTORY_CHUNK_DAYS): Array<[string, string]> {
  const windows: Array<[string, string]> = [];
  for (let start = from; start <= to; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    windows.push([start, end < to ? end : to]);
  }
  return windows;
}

/**
 * Imports daily prices of the given kinds from `from` to `to`, window by window (each request waits
 * for the platform limiter). A window that fails (error body, HTML, broken JSON, time-out) writes
 * nothing and is logged, so the days stored before stay as they were; malformed rows are skipped and
 * reported. Run-log kinds are `YAT-history` / `EMK-history`.
 */
export async function importFundHistory(
  db: Db,
  range: { from: string; to: string; kinds?: readonly FundKind[] },
  options: FundSourceOptions,
): Promise<HistoryChunkResult[]> {
  const results: HistoryChunkResult[] = [];
  for (const kind of range.kinds ?? FUND_KINDS) {
    for (const [from, to] of chunks(range.from, range.to)) {
      const startedAt = new Date();
      const source = `${historyUrl(options.baseUrl)} fonTipi=${kind} ${from}..${to}`;
      try {
        const parsed = await fetchFundHistory(kind, from, to, options);
        const rows = await db.transaction(async (tx) => {
          const written = await upsertPrices(tx, kind, parsed.rows);
          await tx.insert(fundImportRuns).values({
            source,
            kind: `${kind}-history`,
            startedAt,
            finishedAt: new Date(),
            ok: true,
            rows: written,
            error: parsed.skipped.length ? `skipped ${parsed.skipped.join('; ')}`.slice(0, 1000) : null,
          });
          return written;
        });
        results.push({ kind, from, to, ok: true, rows, skipped: parsed.skipped });
      } catch (error) {
        const message =
          error instanceof FundSourceError
            ? error.message
            : `import failed: ${(error as Error).message ?? String(error)}`;
        await logFailedRun(db, `${kind}-history`, { source, startedAt, error: message });
        results.push({ kind, from, to, ok: false, rows: 0, skipped: [], error: message });
      }
    }
  }
  return results;
}

/** The nightly import: the last 7 days (a long weekend or holiday adds nothing; a missed night is filled). */
export function nightlyRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -7), to: today };
}
