import type { Db } from '../../db/client.ts';
import { claimScheduledRun } from '../../lib/run-claim.ts';
import { startScheduler } from '../../lib/scheduler.ts';
import { type CatchUpOptions, catchUpRates } from './market-catch-up.ts';
import { importRates, type RatesImportOptions } from './market-import.ts';
import { reloadSnapshot } from './market-snapshot.ts';

interface SchedulerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ScheduledImportOptions extends RatesImportOptions {
  /** Fill the bulletins missed since the newest real one first (market-catch-up.ts); off when unset. */
  catchUp?: Omit<CatchUpOptions, 'tcmbUrl' | 'timeoutMs'>;
}

/**
 * One import of every rates source, then the served snapshot is rebuilt. With `catchUp`, the business
 * days missed since the newest real bulletin come first, so today's day change is against yesterday.
 */
export async function runRatesImport(db: Db, options: ScheduledImportOptions, log?: SchedulerLog) {
  if (options.catchUp) {
    try {
      const filled = await catchUpRates(db, {
        ...options.catchUp,
        tcmbUrl: options.tcmbUrl,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      if (filled)
        log?.info(
          { days: filled.days, stored: filled.stored, holidays: filled.holidays, failed: filled.failed },
          'missed bulletins caught up',
        );
    } catch (error) {
      log?.warn({ error: (error as Error).message }, 'catching up missed bulletins failed');
    }
  }
  const results = await importRates(db, options);
  for (const result of results) {
    if (result.ok) log?.info({ source: result.source, rows: result.rows }, 'rates import done');
    else
      log?.warn({ source: result.source, error: result.error }, 'rates import failed; last good quotes kept');
  }
  await reloadSnapshot(db);
  return results;
}

/**
 * Imports rates shortly after start and then every `intervalMin` minutes (0 = off). Runs never overlap;
 * the timers do not keep the process alive. Returns the stop function (waits for a running import).
 */
export function startRatesScheduler(options: {
  db: Db;
  intervalMin: number;
  importOptions: ScheduledImportOptions;
  log: SchedulerLog;
}): () => Promise<void> {
  const intervalMs = options.intervalMin * 60_000;
  const scheduler = startScheduler({
    name: 'rates import',
    intervalMs,
    firstDelayMs: 2_000,
    // Several API processes on one database: only one imports per interval.
    claim: () => claimScheduledRun(options.db, 'rates import', intervalMs),
    run: async () => void (await runRatesImport(options.db, options.importOptions, options.log)),
    log: options.log,
  });
  return () => scheduler.stop();
}
