// The API contract for the fund lists (docs/requirements/api.md#funds): POST /api/{Tefas|Befas}/{paginated|sorted|search}.
import { z } from 'zod';
import { fundItemSchema } from './fund-item.ts';
import { pagedSchema } from './paged.ts';

export const FUND_DEFAULT_PAGE_SIZE = 15;
export const FUND_MAX_PAGE_SIZE = 100;

/** The spec's sort keys (`returnField`), one per return column. */
export const FUND_SORT_KEYS = [
  'onemonthreturn',
  'threemonthreturn',
  'sixmonthreturn',
  'yeartodatereturn',
  'oneyearreturn',
  'threeyearreturn',
  'fiveyearreturn',
] as const;
export type FundSortKey = (typeof FUND_SORT_KEYS)[number];

export const fundPageBodySchema = z.object({
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
    .default(FUND_DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, FUND_MAX_PAGE_SIZE)),
});

export const fundSortedBodySchema = fundPageBodySchema.extend({
  returnField: z
    .string({ error: 'funds:errors.returnField' })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(FUND_SORT_KEYS, { error: 'funds:errors.returnField' })),
});

export const fundSearchBodySchema = z.object({
  searchParam: z
    .string({ error: 'funds:errors.searchParam' })
    .trim()
    .min(1, 'funds:errors.searchParam')
    .max(100),
});

/** Whether the list is the bundled sample and the date its figures describe. */
/** Where the list comes from: sample data, its date, and whether the latest import failed (last good kept). */
const sourceFields = { isSample: z.boolean(), asOf: z.string().nullable(), stale: z.boolean() };

/** `data` of the paginated and sorted answers. */
export const fundPageSchema = pagedSchema(fundItemSchema).extend(sourceFields);
export type FundPage = z.infer<typeof fundPageSchema>;
export const fundPageAnswerSchema = z.object({ data: fundPageSchema });
export type FundPageAnswer = z.infer<typeof fundPageAnswerSchema>;

/** `data` of the search answer: the best matches, not paged. */
export const fundSearchSchema = z.object({ items: z.array(fundItemSchema), ...sourceFields });
export type FundSearch = z.infer<typeof fundSearchSchema>;
export const fundSearchAnswerSchema = z.object({ data: fundSearchSchema });
