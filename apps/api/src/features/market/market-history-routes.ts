import {
  conversionAnswerSchema,
  convertQuerySchema,
  historyAnswerSchema,
  historyParamsSchema,
  historyQuerySchema,
} from '@pusula/core/contract/market-history.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { convertOn, currencyHistory } from './market-history-service.ts';

/** Rates change once a business day (the bulletin) and hourly for metals: five minutes of reuse. */
export const HISTORY_MAX_AGE_S = 300;

/**
 * docs/requirements/api.md#rates-history: a ticker code's daily series over 1 m, 3 m, 1 y or 5 y, and
 * the converter (every bulletin currency, the lira and gram gold, any past business day).
 */
export const marketHistoryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const db = opts.database.db;
  const config = { readOnly: true };
  app.get(
    '/Currency/history/:code',
    {
      config,
      schema: {
        tags: ['market'],
        params: historyParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${HISTORY_MAX_AGE_S}`);
      return { data: await currencyHistory(db, request.params.code, request.query.range) };
    },
  );
  app.get(
    '/Currency/convert',
    {
      config,
      schema: {
        tags: ['market'],
        querystring: convertQuerySchema,
        response: { 200: conversionAnswerSchema },
      },
    },
    async (request, reply) => {
      const conversion = await convertOn(db, request.query);
      if (!conversion) throw new HttpError(404, 'market:converter.errors.noRates');
      reply.header('cache-control', `public, max-age=${HISTORY_MAX_AGE_S}`);
      return { data: conversion };
    },
  );
};
