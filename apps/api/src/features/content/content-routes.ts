import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** Campaigns and guides: public reads in the request's language, editor routes (issue 9). */
export const contentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (_app, _opts) => {
  // filled in by the content feature
};
