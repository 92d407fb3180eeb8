import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

/** How long health waits for the database before saying 503 (docs/security.md "Database outages"). */
export const HEALTH_TIMEOUT_MS = 1500;

function withinTime(ping: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
  });
  return Promise.race([ping, late]).finally(() => clearTimeout(timer));
}

/** GET /api/health: liveness and database reachability; 503 within 2 s when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthBody, 503: healthBody } } },
    async (_request, reply) => {
      try {
        await withinTime(opts.database.ping());
        return { status: 'ok' as const, database: 'ok' as const, version: opts.version };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'unreachable', version: opts.version });
      }
    },
  );
};
