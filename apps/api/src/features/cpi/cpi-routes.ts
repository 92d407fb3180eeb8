import { CONSOLE_ROLES } from '@pusula/core/auth/roles.ts';
import {
  CPI_MESSAGES,
  cpiAnswerSchema,
  cpiEditSchema,
  cpiLatestAnswerSchema,
  cpiParamsSchema,
  cpiPointSchema,
  inflationQuerySchema,
  rentIncreaseQuerySchema,
} from '@pusula/core/contract/cpi.ts';
import {
  inflationAdjust,
  latestAnnualChange,
  rentIncrease,
  twelveMonthAverageChange,
} from '@pusula/core/cpi/cpi-arithmetic.ts';
import { cpiSeries } from '@pusula/core/cpi/cpi-series.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize } from '../../plugins/authz.ts';
import { deleteCpi, listCpi, upsertCpi } from './cpi-repository.ts';

const EDITORS = authorize(...CONSOLE_ROLES);
const tags = ['cpi'];
const security = [{ bearer: [] }];

async function loadSeries(db: Db) {
  const points = await listCpi(db);
  return { points, series: cpiSeries(points) };
}

const noFigure = () => new HttpError(400, 'http.400', { errors: [CPI_MESSAGES.noFigure] });

/**
 * The consumer price index (docs/requirements/api.md#consumer-price-index): the public series and
 * the rent and inflation calculations on it, and the Editors' monthly figures.
 */
export const cpiRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;

  app.get('/cpi', { schema: { tags, response: { 200: cpiAnswerSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const { points, series } = await loadSeries(db);
    return { data: { points, link: series.link, latest: series.latest } };
  });

  // The home's first load reads only this answer, not the series and its arithmetic.
  app.get(
    '/cpi/latest',
    { schema: { tags, response: { 200: cpiLatestAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { series } = await loadSeries(db);
      const latest = latestAnnualChange(series);
      if (!latest) return { data: null };
      return {
        data: {
          month: latest.month,
          annualChangePercent: latest.percent,
          twelveMonthAverageChangePercent: twelveMonthAverageChange(series, latest.month),
        },
      };
    },
  );

  app.get(
    '/cpi/rent-increase',
    {
      schema: {
        tags,
        querystring: rentIncreaseQuerySchema,
        response: {
          200: z.object({
            data: z.object({
              indexMonth: z.string(),
              ratePercent: z.number(),
              increase: z.number(),
              newRent: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { series } = await loadSeries(db);
      const data = rentIncrease(series, request.query.rent, request.query.month);
      if (!data) throw noFigure();
      return { data };
    },
  );

  app.get(
    '/cpi/inflation',
    {
      schema: {
        tags,
        querystring: inflationQuerySchema,
        response: {
          200: z.object({
            data: z.object({
              value: z.number(),
              changePercent: z.number(),
              fromIndex: z.number(),
              toIndex: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { series } = await loadSeries(db);
      const { amount, from, to } = request.query;
      const data = inflationAdjust(series, amount, from, to);
      if (!data) throw noFigure();
      return { data };
    },
  );

  app.put(
    '/cpi/:base/:month',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: cpiParamsSchema,
        body: cpiEditSchema,
        response: { 200: z.object({ data: cpiPointSchema }) },
      },
    },
    async (request) => {
      const { base, month } = request.params;
      return {
        data: await upsertCpi(
          db,
          { base, month, value: request.body.value },
          'editor',
          request.user.userName,
        ),
      };
    },
  );

  app.delete(
    '/cpi/:base/:month',
    { onRequest: EDITORS, schema: { tags, security, params: cpiParamsSchema } },
    async (request, reply) => {
      const { base, month } = request.params;
      if (!(await deleteCpi(db, month, base)))
        throw new HttpError(404, 'http.404', { errors: [CPI_MESSAGES.monthNotFound] });
      return reply.status(204).send();
    },
  );
};
