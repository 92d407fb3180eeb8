import type { Db } from '../../db/client.ts';
import { importRates, type RatesImportOptions } from './market-import.ts';
import { reloadSnapshot } from './market-snapshot.ts';

interface SchedulerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** One import of every rates source, then the served snapshot is rebuilt. */
export async function runRatesImport(db: Db, options: RatesImportOptions, log?: SchedulerLog) {
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
 * the timers do not keep the process alive. Returns the stop function.
 */
export function startRatesScheduler(options: {
  db: Db;
  intervalMin: number;
  importOptions: RatesImportOptions;
  log: SchedulerLog;
}): () => void {
  if (options.intervalMin <= 0) return () => {};
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await runRatesImport(options.db, options.importOptions, options.log);
    } catch (error) {
      options.log.warn({ error: (error as Error).message }, 'rates import could not run');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 2_000);
  const every = setInterval(() => void tick(), options.intervalMin * 60_000);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
