import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { importCpiFromEvds } from './cpi-evds.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * With EVDS_API_KEY: one CPI import shortly after start and one a day (a failure is logged and the
 * stored figures stay). Without it nothing runs. Returns the stop function.
 */
export function startCpiScheduler(options: { db: Db; apiKey: string | undefined; log: FastifyBaseLogger }) {
  const { apiKey } = options;
  if (!apiKey) return () => {};
  const run = () =>
    importCpiFromEvds(options.db, { apiKey }).then(
      (rows) => options.log.info({ rows }, 'cpi import done'),
      (error: unknown) =>
        options.log.warn({ error: String(error) }, 'cpi import failed; stored figures kept'),
    );
  const first = setTimeout(run, 3_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
