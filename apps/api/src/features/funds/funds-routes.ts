import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { FundKind } from './funds-parser.ts';
import { fundSnapshot, SORT_KEYS, type SortKey } from './funds-snapshot.ts';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_RESULTS = 100;

const SOURCES: Array<{ prefix: 'Tefas' | 'Befas'; kind: FundKind }> = [
  { prefix: 'Tefas', kind: 'YAT' },
  { prefix: 'Befas', kind: 'EMK' },
];

const pageBody = z.object({
  pageNumber: z
    .number({ error: 'funds:errors.pageNumber' })
    .int('funds:errors.pageNumber')
    .min(1, 'funds:errors.pageNumber')
    .default(1),
  // Larger pages are capped rather than refused.
  pageSize: z
    .number({ error: 'funds:errors.pageSize' })
    .int('funds:errors.pageSize')
    .min(1, 'funds:errors.pageSize')
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});

const sortedBody = pageBody.extend({
  returnField: z
    .string({ error: 'funds:errors.returnField' })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(SORT_KEYS as [SortKey, ...SortKey[]], { error: 'funds:errors.returnField' })),
});

const searchBody = z.object({
  searchParam: z
    .string({ error: 'funds:errors.searchParam' })
    .trim()
    .min(1, 'funds:errors.searchParam')
    .max(100),
});

const fundItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  umbrellaFundType: z.string(),
  oneMonthReturn: z.number().nullable(),
  threeMonthReturn: z.number().nullable(),
  sixMonthReturn: z.number().nullable(),
  yearToDateReturn: z.number().nullable(),
  oneYearReturn: z.number().nullable(),
  threeYearReturn: z.number().nullable(),
  fiveYearReturn: z.number().nullable(),
});

const source = { isSample: z.boolean(), asOf: z.string().nullable() };

const pageResponse = z.object({
  data: z.object({
    items: z.array(fundItem),
    pageNumber: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    ...source,
  }),
});

const searchResponse = z.object({ data: z.object({ items: z.array(fundItem), ...source }) });

function page(list: FundItem[], pageNumber: number, pageSize: number) {
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
 * Spec section 7: investment funds under /Tefas, pension funds under /Befas — paginated, sorted by a
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
      { config: readOnly, schema: { tags, body: pageBody, response: { 200: pageResponse } } },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const { pageNumber, pageSize } = request.body;
        return {
          data: {
            ...page(snapshot.items, pageNumber, pageSize),
            isSample: snapshot.isSample,
            asOf: snapshot.asOf,
          },
        };
      },
    );
    app.post(
      `/${prefix}/sorted`,
      { config: readOnly, schema: { tags, body: sortedBody, response: { 200: pageResponse } } },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const { pageNumber, pageSize, returnField } = request.body;
        const list = snapshot.sorted(returnField);
        return {
          data: { ...page(list, pageNumber, pageSize), isSample: snapshot.isSample, asOf: snapshot.asOf },
        };
      },
    );
    app.post(
      `/${prefix}/search`,
      { config: readOnly, schema: { tags, body: searchBody, response: { 200: searchResponse } } },
      async (request) => {
        const snapshot = await fundSnapshot(db, kind);
        const items = snapshot.search(request.body.searchParam, MAX_SEARCH_RESULTS);
        return { data: { items, isSample: snapshot.isSample, asOf: snapshot.asOf } };
      },
    );
  }
};
