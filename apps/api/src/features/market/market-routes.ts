import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { currentSnapshot } from './market-snapshot.ts';

const latestSchema = z.object({
  data: z.object({
    rates: z.array(
      z.object({
        currencyName: z.string(),
        currencyType: z.enum(['alis', 'satis']),
        rate: z.number(),
        changePercentage: z.number().nullable(),
      }),
    ),
    indexData: z.array(
      z.object({
        indexName: z.string(),
        value: z.number(),
        changeAmount: z.number(),
        changePercentage: z.number(),
      }),
    ),
    asOf: z.string().nullable(),
    stale: z.boolean(),
    isSample: z.boolean(),
  }),
});

/** br or gzip when the client accepts it (q=0 excluded), else none. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** How long browsers and proxies may reuse the answer (the ticker refreshes every 90 s). */
export const LATEST_MAX_AGE_S = 60;

/** GET /api/Currency/latest: the ticker's quotes, served from the in-memory snapshot with an ETag. */
export const marketRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/Currency/latest',
    { schema: { tags: ['market'], response: { 200: latestSchema, 304: z.null().describe('Not modified') } } },
    async (request, reply) => {
      const snapshot = await currentSnapshot(opts.database.db);
      reply.header('cache-control', `public, max-age=${LATEST_MAX_AGE_S}`);
      reply.header('etag', snapshot.etag);
      const match = request.headers['if-none-match'];
      if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === snapshot.etag)) {
        return reply.code(304).send(null);
      }
      // Pre-serialised and pre-compressed once per snapshot, sent as is.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      const payload =
        encoding === 'br' ? snapshot.brotli : encoding === 'gzip' ? snapshot.gzip : snapshot.body;
      return reply.send(payload as unknown as z.infer<typeof latestSchema>);
    },
  );
};
