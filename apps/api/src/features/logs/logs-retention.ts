import type { Db } from '../../db/client.ts';
import { claimScheduledRun } from '../../lib/run-claim.ts';
import { startScheduler } from '../../lib/scheduler.ts';
import { pruneLogs } from './logs-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the system log to its retention window (LOG_RETENTION_DAYS, default 90; 0 keeps every row):
 * prunes at start and then every hour. Each run is one DELETE, so several processes doing it at once
 * would be harmless; still, only one of them prunes per hour (claimScheduledRun).
 */
export function startLogRetention(options: {
  db: Db;
  days: number;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  return startScheduler({
    name: 'log retention',
    intervalMs: options.days > 0 ? HOUR_MS : 0,
    firstDelayMs: 0,
    claim: () => claimScheduledRun(options.db, 'log retention', HOUR_MS),
    run: async () => {
      const removed = await pruneLogs(options.db, options.days);
      if (removed > 0) options.log.info({ removed, days: options.days }, 'old system log rows removed');
    },
    log: options.log,
  });
}
