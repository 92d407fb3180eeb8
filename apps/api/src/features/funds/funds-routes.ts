import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import {
  FUND_MAX_PAGE_SIZE,
  fundPageAnswerSchema,
  fundPageBodySchema,
  fundSearchAnswerSchema,
  fundSearchBodySchema,
  fundSortedBodySchema,
} from '@pusula/core/contract/funds.ts';
import type { Paged } from '@pusula/core/contract/paged.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { FundKind } from './funds-parser.ts';
import { fundSnapshot } from './funds-snapshot.ts';

/** Larger pages are capped to this (the contract's cap; the tests read it here). */
export const MAX_PAGE_SIZE = FUND_MAX_PAGE_SIZE;
export const MAX_SEARCH_RESULTS = 100;

const SOURCES: Array<{ prefix: 'Tefas' | 'Befas'; kind: FundKind }> = [
  { prefix: 'Tefas', kind: 'YAT' },
  { prefix: 'Befas', kind: 'EMK' },
];

function page(list: FundItem[], pageNumber: number, pageSize: number): Paged<FundItem> {
  const totalCount = list.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const start = (pageNumber - 1) * pageSize;
  return {
    items: list.slice(start, start + pageSize),
    pageNumber,
    pageSize,
    totalPages,
    totalCount,
    hasNextPage: pageNumber < totalPages,
    hasPreviousPage: pageNumber > 1,
  };
}

/**
 * docs/requirements/api.md#funds: investment funds under /Tefas, pension funds under /Befas — paginated, sorted by a
 * return (descending, funds without it last) and searched by code or name. Served from memory.
 */
export const fundsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const db = opts.database.db;
  // Searches change nothing: the system log treats them as reads.
  const readOnly = { readOnly: true };
  for (const { prefix, kind } of SOURCES) {
    const tags = ['funds'];
    app.post(
      `/${prefix}/paginated`,
      {
        config: readOnly,
        schema: { tags, body: fundPageBodySchema, response: { 200: fundPageAnswerSchema } },
      },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const { pageNumber, pageSize } = request.body;
        return {
          data: {
            ...page(snapshot.items, pageNumber, pageSize),
            isSample: snapshot.isSample,
            asOf: snapshot.asOf,
            stale: snapshot.stale,
          },
        };
      },
    );
    app.post(
      `/${prefix}/sorted`,
      {
        config: readOnly,
        schema: { tags, body: fundSortedBodySchema, response: { 200: fundPageAnswerSchema } },
      },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const { pageNumber, pageSize, returnField } = request.body;
        const list = snapshot.sorted(returnField);
        return {
          data: {
            ...page(list, pageNumber, pageSize),
            isSample: snapshot.isSample,
            asOf: snapshot.asOf,
            stale: snapshot.stale,
          },
        };
      },
    );
    app.post(
      `/${prefix}/search`,
      {
        config: readOnly,
        schema: { tags, body: fundSearchBodySchema, response: { 200: fundSearchAnswerSchema } },
      },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const items = snapshot.search(request.body.searchParam, MAX_SEARCH_RESULTS);
        return { data: { items, isSample: snapshot.isSample, asOf: snapshot.asOf, stale: snapshot.stale } };
      },
    );
  }
};
