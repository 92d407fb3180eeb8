import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listBanks } from './banks-repository.ts';

const bankItem = z.object({
  name: z.string(),
  displayName: z.string(),
  website: z.string(),
  logoColor: z.string(),
  isParticipation: z.boolean(),
  isPublic: z.boolean(),
  isSample: z.boolean(),
  asOf: z.string().nullable(),
});

/** GET /api/banks: the banks the site compares (logo slider, offer lists). */
export const banksRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/banks',
    { schema: { tags: ['banks'], response: { 200: z.object({ data: z.array(bankItem) }) } } },
    async (_request, reply) => {
      const rows = await listBanks(opts.database.db);
      reply.header('cache-control', 'public, max-age=60');
      return {
        data: rows.map((row) => ({
          name: row.name,
          displayName: row.displayName,
          website: row.website,
          logoColor: row.logoColor,
          isParticipation: row.isParticipation,
          isPublic: row.isPublic,
          isSample: row.isSample,
          asOf: row.asOf,
        })),
      };
    },
  );
};
