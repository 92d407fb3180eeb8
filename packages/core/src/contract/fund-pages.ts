// The API contract of the fund pages (docs/requirements/market-and-funds.md#fund-pages):
// GET /api/funds/{code}?range=1y and GET /api/funds/compare?codes=A,B,C&range=1y.
import { z } from 'zod';
import { FUND_PERIODS, type FundPeriodReturns } from '../market/fund-returns.ts';
import {
  DEFAULT_FUND_RANGE,
  FUND_CODE_PATTERN,
  FUND_HISTORY_RANGES,
  type FundHistoryRange,
  normalizeFundCode,
  parseCompareCodes,
} from '../site/fund-paths.ts';

const codeSchema = z
  .string({ error: 'funds:errors.fundCode' })
  .max(40, 'funds:errors.fundCode')
  .transform(normalizeFundCode)
  .pipe(z.string().regex(FUND_CODE_PATTERN, 'funds:errors.fundCode'));

const rangeSchema = z.enum(FUND_HISTORY_RANGES, { error: 'funds:errors.range' }).default(DEFAULT_FUND_RANGE);

export const fundCodeParamsSchema = z.object({ code: codeSchema });
export const fundHistoryQuerySchema = z.object({ range: rangeSchema });

export const fundCompareQuerySchema = z.object({
  codes: z
    .string({ error: 'funds:errors.compareCodes' })
    .max(200, 'funds:errors.compareCodes')
    .transform((value, ctx) => {
      const codes = parseCompareCodes(value);
      if (!codes) {
        ctx.addIssue({ code: 'custom', message: 'funds:errors.compareCodes' });
        return z.NEVER;
      }
      return codes;
    }),
  range: rangeSchema,
});

const returnsSchema = z.object(
  Object.fromEntries(FUND_PERIODS.map((period) => [period, z.number().nullable()])) as Record<
    (typeof FUND_PERIODS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

const pointSchema = z.object({ date: z.string(), price: z.number() });

export const fundDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['YAT', 'EMK']),
  umbrellaType: z.string(),
  /** The founder (portfolio manager or pension company), read from the start of the name; null when unclear. */
  founder: z.string().nullable(),
  latest: pointSchema.nullable(),
  returns: returnsSchema,
  /** `history`: computed from the stored prices; `platform`: the platform's own figures (no prices yet). */
  returnsFrom: z.enum(['history', 'platform']),
  range: z.enum(FUND_HISTORY_RANGES),
  history: z.array(pointSchema),
  isSample: z.boolean(),
  asOf: z.string().nullable(),
});
export type FundDetail = z.infer<typeof fundDetailSchema> & { returns: FundPeriodReturns };

export const fundCompareSchema = z.object({
  range: z.enum(FUND_HISTORY_RANGES),
  funds: z.array(fundDetailSchema.omit({ history: true })),
  /** Each fund's prices rebased to 100 on the latest of their first days, in `funds` order. */
  series: z.array(
    z.object({ code: z.string(), points: z.array(z.object({ date: z.string(), value: z.number() })) }),
  ),
  /** Asked-for codes that are not funds. */
  unknown: z.array(z.string()),
});
export type FundCompare = z.infer<typeof fundCompareSchema>;

/** What the fund pages read through the site data (no HTTP hop, like the guides). */
export interface FundPagesData {
  detail(code: string, range: FundHistoryRange): Promise<FundDetail | null>;
  compare(codes: string[], range: FundHistoryRange): Promise<FundCompare>;
  /** Every fund code with a page, for the sitemap. */
  codes(): Promise<string[]>;
  /** Whether a code has a page (the page renderer asks before rendering; answered from memory). */
  exists(code: string): Promise<boolean>;
}
