import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../plugins/authz.ts';
import { LOG_LEVELS, listLogs } from './logs-repository.ts';

const PAGE_SIZE_MAX = 100;
const page = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'admin:logs.invalidPage' })
      .int('admin:logs.invalidPage')
      .min(1, 'admin:logs.invalidPage')
      .default(fallback),
  );

const logEntry = z.object({
  id: z.number(),
  level: z.string(),
  event: z.string(),
  message: z.string(),
  userName: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/Logs?pageNumber&pageSize&level&search (Admin): newest first, 15 a page, at most 100. */
export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/Logs',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: ['logs'],
        security: [{ bearer: [] }],
        querystring: z.object({
          pageNumber: page(1),
          pageSize: page(15).transform((size) => Math.min(size, PAGE_SIZE_MAX)),
          level: z.preprocess(
            (value) => (value === '' || value === 'all' ? undefined : value),
            z.enum(LOG_LEVELS, { error: 'admin:logs.invalidLevel' }).optional(),
          ),
          search: z
            .string()
            .trim()
            .max(200)
            .optional()
            .transform((text) => text || undefined),
        }),
        response: {
          200: z.object({
            logs: z.array(logEntry),
            totalCount: z.number(),
            pageNumber: z.number(),
            pageSize: z.number(),
            totalPages: z.number(),
            hasPreviousPage: z.boolean(),
            hasNextPage: z.boolean(),
          }),
        },
      },
    },
    async (request) => listLogs(opts.db, request.query),
  );
};
