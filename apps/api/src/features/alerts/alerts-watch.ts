import type { Db } from '../../db/client.ts';
import { dataVersionsOf } from '../../lib/data-versions.ts';
import { startScheduler } from '../../lib/scheduler.ts';
import { evaluateAlerts } from './alerts-evaluate.ts';
import type { AlertLinks } from './alerts-mails.ts';

/**
 * Evaluates the alerts whenever the market quotes or the deposit offers changed (their data_versions
 * counters, bumped by triggers on every write: decision 0008), checked every `intervalMs`; so an import
 * in any process is seen within one interval. Returns the stop function.
 */
export function startAlertsWatch(options: {
  db: Db;
  links: AlertLinks;
  intervalMs: number;
  onQueued: () => void;
  log: { warn(obj: object, msg: string): void };
}): () => Promise<void> {
  const versions = dataVersionsOf(options.db);
  let seen = '';
  const scheduler = startScheduler({
    name: 'alerts evaluation',
    intervalMs: options.intervalMs,
    firstDelayMs: 1_000,
    run: async () => {
      const now = `${await versions.read('market', true)}:${await versions.read('offers')}`;
      if (now === seen) return;
      if ((await evaluateAlerts(options.db, options.links)) > 0) options.onQueued();
      seen = now;
    },
    log: options.log,
  });
  return () => scheduler.stop();
}
