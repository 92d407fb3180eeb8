import { logPageSchema, logQuerySchema } from '@pusula/core/contract/logs.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../plugins/authz.ts';
import { listLogs } from './logs-repository.ts';

/** GET /api/Logs?pageNumber&pageSize&level&search (Admin): newest first, 15 a page, at most 100. */
export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/Logs',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: ['logs'],
        security: [{ bearer: [] }],
        querystring: logQuerySchema,
        response: {
          200: logPageSchema,
        },
      },
    },
    async (request) => listLogs(opts.db, request.query),
  );
};
