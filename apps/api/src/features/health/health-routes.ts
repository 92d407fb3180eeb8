import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

/** GET /api/health: liveness and database reachability; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthBody, 503: healthBody } } },
    async (_request, reply) => {
      try {
        await opts.database.ping();
        return { status: 'ok' as const, database: 'ok' as const, version: opts.version };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'unreachable', version: opts.version });
      }
    },
  );
};
