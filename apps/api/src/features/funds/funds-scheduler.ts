import type { Db } from '../../db/client.ts';
import { claimScheduledRun } from '../../lib/run-claim.ts';
import { startScheduler } from '../../lib/scheduler.ts';
import { importFundHistory, nightlyRange } from './fund-history-importer.ts';
import { importAllFunds } from './funds-importer.ts';
import { lastSuccessfulRun } from './funds-repository.ts';

export interface FundsSchedulerOptions {
  db: Db;
  intervalMin: number;
  baseUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Delay before the first import when none has succeeded yet (so start-up is not slowed). */
  firstDelayMs?: number;
}

/**
 * Runs the fund import every `intervalMin` minutes inside the server (0 turns it off). The first run
 * comes when the last successful import is one interval old, or shortly after start when there is none.
 * Returns the stop function (resolves once an import in progress has finished).
 */
export function startFundsScheduler(options: FundsSchedulerOptions): () => Promise<void> {
  const intervalMs = options.intervalMin * 60_000;
  const soon = options.firstDelayMs ?? 10_000;
  const scheduler = startScheduler({
    name: 'fund import',
    intervalMs,
    firstDelayMs: async () => {
      const last = await lastSuccessfulRun(options.db).catch(() => null);
      return last?.finishedAt ? last.finishedAt.getTime() + intervalMs - Date.now() : soon;
    },
    // Several API processes on one database: only one imports per interval.
    claim: () => claimScheduledRun(options.db, 'fund import', intervalMs),
    async run() {
      for (const result of await importAllFunds(options.db, { baseUrl: options.baseUrl })) {
        if (result.ok) options.log.info({ kind: result.kind, rows: result.rows }, 'fund import finished');
        else
          options.log.warn(
            { kind: result.kind, error: result.error },
            'fund import failed; last good data kept',
          );
      }
      // The day's prices (docs/domain-rules.md#fund-price-history): the last 7 days, so a missed night fills in.
      const range = nightlyRange(new Date().toISOString().slice(0, 10));
      for (const result of await importFundHistory(options.db, range, { baseUrl: options.baseUrl })) {
        if (result.ok)
          options.log.info({ kind: result.kind, rows: result.rows }, 'fund price import finished');
        else
          options.log.warn(
            { kind: result.kind, error: result.error },
            'fund price import failed; stored days kept',
          );
      }
    },
    log: options.log,
  });
  return () => scheduler.stop();
}
