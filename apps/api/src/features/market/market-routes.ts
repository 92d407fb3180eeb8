import { latestRatesAnswerSchema as latestSchema } from '@pusula/core/contract/market.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendPrepared } from '../../lib/prepared-response.ts';
import { marketHistoryRoutes } from './market-history-routes.ts';
import { currentSnapshot } from './market-snapshot.ts';

/** How long browsers and proxies may reuse the answer (the ticker refreshes every 90 s). */
export const LATEST_MAX_AGE_S = 60;

/** GET /api/Currency/latest: the ticker's quotes, served from the in-memory snapshot with an ETag. */
export const marketRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/Currency/latest',
    { schema: { tags: ['market'], response: { 200: latestSchema, 304: z.null().describe('Not modified') } } },
    async (request, reply) => {
      const snapshot = await currentSnapshot(opts.database.db);
      // Serialised, tagged and compressed once per snapshot: a request only picks the bytes.
      reply.header('cache-control', `public, max-age=${LATEST_MAX_AGE_S}`);
      reply.type('application/json; charset=utf-8');
      return sendPrepared(request, reply, snapshot.response);
    },
  );
  await app.register(marketHistoryRoutes, opts);
};
