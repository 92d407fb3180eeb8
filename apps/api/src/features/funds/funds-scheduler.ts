import type { Db } from '../../db/client.ts';
import { type FundImportResult, importAllFunds } from './funds-importer.ts';
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
 * Returns the stop function.
 */
export function startFundsScheduler(options: FundsSchedulerOptions): () => void {
  if (!(options.intervalMin > 0)) return () => {};
  const intervalMs = options.intervalMin * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    // setTimeout's limit is about 24.8 days; longer intervals simply wait in steps.
    timer = setTimeout(run, Math.min(Math.max(delayMs, 0), 2_000_000_000));
    timer.unref();
  };

  const run = async () => {
    let results: FundImportResult[] = [];
    try {
      results = await importAllFunds(options.db, { baseUrl: options.baseUrl });
    } catch (error) {
      options.log.warn({ err: error }, 'fund import could not run');
    }
    for (const result of results) {
      if (result.ok) options.log.info({ kind: result.kind, rows: result.rows }, 'fund import finished');
      else
        options.log.warn(
          { kind: result.kind, error: result.error },
          'fund import failed; last good data kept',
        );
    }
    schedule(intervalMs);
  };

  lastSuccessfulRun(options.db)
    .then((last) => {
      const due = last?.finishedAt
        ? last.finishedAt.getTime() + intervalMs - Date.now()
        : (options.firstDelayMs ?? 10_000);
      schedule(due);
    })
    .catch(() => schedule(options.firstDelayMs ?? 10_000));

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
