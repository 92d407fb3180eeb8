// The API contract for the ticker's quotes (docs/requirements/api.md#market-data): GET /api/Currency/latest → `{ data }`.
import { z } from 'zod';

export const rateItemSchema = z.object({
  currencyName: z.string(),
  currencyType: z.enum(['alis', 'satis']),
  rate: z.number(),
  /**
   * Extension to the spec's shape: the code's change against its previous quote, in percent. The API
   * always sends it (null when unknown); readers also take answers without it (the spec's, the fallback).
   */
  changePercentage: z.number().nullish(),
});
export type RateItem = z.infer<typeof rateItemSchema>;

export const indexItemSchema = z.object({
  indexName: z.string(),
  value: z.number(),
  changeAmount: z.number(),
  changePercentage: z.number(),
});
export type IndexItem = z.infer<typeof indexItemSchema>;

export const latestRatesSchema = z.object({
  rates: z.array(rateItemSchema),
  indexData: z.array(indexItemSchema),
  /** The oldest served quote's time (ISO), null when nothing is served. */
  asOf: z.string().nullable(),
  /** A source of a served quote failed its last import. */
  stale: z.boolean(),
  isSample: z.boolean(),
});
export type LatestRates = z.infer<typeof latestRatesSchema>;

export const latestRatesAnswerSchema = z.object({ data: latestRatesSchema });
export type LatestRatesAnswer = z.infer<typeof latestRatesAnswerSchema>;
