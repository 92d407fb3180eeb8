import { banksAnswerSchema } from '@pusula/core/contract/banks.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listBanks } from './banks-repository.ts';

/** GET /api/banks: the banks the site compares (logo slider, offer lists). */
export const banksRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/banks',
    { schema: { tags: ['banks'], response: { 200: banksAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      // The answer's schema keeps the public fields of each row, in the contract's order.
      return { data: await listBanks(opts.database.db) };
    },
  );
};
