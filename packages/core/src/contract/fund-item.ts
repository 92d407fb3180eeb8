// The API contract for a fund row (docs/requirements/api.md#funds), shared by the API and the pages.
import { z } from 'zod';

/** A fund as the API serves it (docs/requirements/api.md#funds field names); a return is null when the fund has none. */
export const fundItemSchema = z.object({
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
  /**
   * The day this row's figures describe (YYYY-MM-DD): its import day, or a demo row's own date. A
   * list's `asOf` is the newest of its rows'; a row with an older one is marked in the tables.
   */
  asOf: z.string().nullable(),
});
export type FundItem = z.infer<typeof fundItemSchema>;
