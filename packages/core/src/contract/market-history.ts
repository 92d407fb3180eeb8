// The API contract of the rates history and the converter (docs/requirements/api.md#rates-history):
// GET /api/Currency/history/{code}?range= and GET /api/Currency/convert?amount=&from=&to=&side=&date=.
import { z } from 'zod';
import { turkishToday } from '../loans/asset-cap-rules.ts';
import { CONVERTER_CODES, RATE_SIDES } from '../market/converter.ts';
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES } from '../market/history-stats.ts';
import { normalizeCode, TICKER_CODES } from '../market/ticker-codes.ts';

/** The converter's earliest date (the dated archive reaches back into 1996). */
export const CONVERTER_FIRST_DATE = '1996-01-01';
/** The converter's largest amount (a bound against absurd input, far above any real conversion). */
export const CONVERTER_MAX_AMOUNT = 1_000_000_000_000;

const code = (values: readonly [string, ...string[]], key: string) =>
  z
    .string({ error: key })
    .max(20, key)
    .transform(normalizeCode)
    .pipe(z.enum(values, { error: key }));

export const historyParamsSchema = z.object({ code: code(TICKER_CODES, 'market:errors.code') });
export const historyQuerySchema = z.object({
  range: z
    .string({ error: 'market:errors.range' })
    .max(5, 'market:errors.range')
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(HISTORY_RANGES, { error: 'market:errors.range' }))
    .default(DEFAULT_HISTORY_RANGE),
});

const historyPointSchema = z.object({
  date: z.string(),
  buy: z.number().nullable(),
  sell: z.number().nullable(),
  value: z.number(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const historySchema = z.object({
  code: z.string(),
  range: z.enum(HISTORY_RANGES),
  from: z.string(),
  to: z.string(),
  points: z.array(historyPointSchema),
  isSample: z.boolean(),
});
export type RatesHistory = z.infer<typeof historySchema>;
export const historyAnswerSchema = z.object({ data: historySchema });

/** `YYYY-MM-DD` naming a real day (2026-02-30 and 2026-13-01 are not). */
export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The converter's inputs as a query (the page's shareable link uses the same names). */
export const convertQuerySchema = z.object({
  amount: z
    .string({ error: 'market:converter.errors.amount' })
    .max(30, 'market:converter.errors.amount')
    .trim()
    // Digits with one decimal separator, a point or (as Turkish is written) a comma; no grouping.
    .transform((value) => value.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,13}(\.\d{1,6})?$/, 'market:converter.errors.amount'))
    .transform(Number)
    .refine((value) => value > 0, 'market:converter.errors.amount')
    .refine((value) => value <= CONVERTER_MAX_AMOUNT, 'market:converter.errors.maxAmount'),
  from: code(CONVERTER_CODES, 'market:converter.errors.code'),
  to: code(CONVERTER_CODES, 'market:converter.errors.code'),
  side: z
    .string({ error: 'market:converter.errors.side' })
    .max(5, 'market:converter.errors.side')
    .pipe(z.enum(RATE_SIDES, { error: 'market:converter.errors.side' }))
    .default('sell'),
  date: z
    .string({ error: 'market:converter.errors.date' })
    .max(10, 'market:converter.errors.date')
    .refine(isRealDate, { message: 'market:converter.errors.date', abort: true })
    .refine(
      (date) => date >= CONVERTER_FIRST_DATE && date <= turkishToday(),
      'market:converter.errors.dateRange',
    )
    .optional(),
});
export type ConvertQuery = z.infer<typeof convertQuerySchema>;

export const conversionSchema = z.object({
  amount: z.number(),
  from: z.string(),
  to: z.string(),
  side: z.enum(RATE_SIDES),
  /** The date asked for, and the date of the bulletin used (the previous business day on a holiday). */
  date: z.string(),
  bulletinDate: z.string(),
  result: z.number(),
  rate: z.number(),
  isSample: z.boolean(),
});
export type Conversion = z.infer<typeof conversionSchema>;
export const conversionAnswerSchema = z.object({ data: conversionSchema });

/** What the currency and converter pages read while rendering on the server (SiteData.market). */
export interface MarketSiteData {
  /** A ticker code's daily series over a period ending today. */
  history(code: string, range: z.infer<typeof historySchema>['range']): Promise<RatesHistory>;
  /** A conversion with the bulletin in force on the date (null: no rates for it). */
  convert(query: ConvertQuery): Promise<Conversion | null>;
}
