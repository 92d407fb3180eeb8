import {
  fundCodeParamsSchema,
  fundCompareQuerySchema,
  fundCompareSchema,
  fundDetailSchema,
  fundHistoryQuerySchema,
} from '@pusula/core/contract/fund-pages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { fundCompare, fundDetail } from './fund-detail.ts';

/**
 * docs/requirements/api.md#fund-pages: one fund's detail with its price history of a bounded range
 * (at most five years), and up to three funds compared on one scale.
 */
export const fundPagesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const db = opts.database.db;
  const tags = ['funds'];
  app.get(
    '/funds/compare',
    { schema: { tags, querystring: fundCompareQuerySchema, response: { 200: fundCompareSchema } } },
    async (request) => fundCompare(db, request.query.codes, request.query.range),
  );
  app.get(
    '/funds/:code',
    {
      schema: {
        tags,
        params: fundCodeParamsSchema,
        querystring: fundHistoryQuerySchema,
        response: { 200: fundDetailSchema },
      },
    },
    async (request) => {
      const detail = await fundDetail(db, request.params.code, request.query.range);
      if (!detail) throw new HttpError(404, 'http.404', { errors: ['funds:errors.fundNotFound'] });
      return detail;
    },
  );
};
