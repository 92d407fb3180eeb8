// The API contract for the consumer price index (docs/requirements/api.md#consumer-price-index).
import { z } from 'zod';
import { INFLATION_MAX_AMOUNT, RENT_MAX_AMOUNT } from '../cpi/cpi-arithmetic.ts';
import { CPI_BASES, CPI_MAX_VALUE, isCpiMonth } from '../cpi/cpi-series.ts';
import { decimalAmountField } from '../validation/fields.ts';

export const CPI_MESSAGES = {
  invalidAmount: 'calc:cpi.errors.invalidAmount',
  maxAmount: 'calc:cpi.errors.maxAmount',
  invalidMonth: 'calc:cpi.errors.invalidMonth',
  invalidBase: 'calc:cpi.errors.invalidBase',
  invalidValue: 'calc:cpi.errors.invalidValue',
  noFigure: 'calc:cpi.errors.noFigure',
  monthNotFound: 'calc:cpi.errors.monthNotFound',
} as const;

export const CPI_SOURCES_KINDS = ['tuik', 'evds', 'editor'] as const;

export const cpiPointSchema = z.object({
  month: z.string(),
  base: z.enum(CPI_BASES),
  value: z.number(),
  source: z.enum(CPI_SOURCES_KINDS),
});
export type CpiRow = z.infer<typeof cpiPointSchema>;

/** GET /api/cpi: every stored month, the link between the bases and the latest month. */
export const cpiAnswerSchema = z.object({
  data: z.object({
    points: z.array(cpiPointSchema),
    /** The 2025 average of the 2003=100 series: 2025=100 value = 2003=100 value ÷ link × 100. */
    link: z.number().nullable(),
    latest: z.string().nullable(),
  }),
});
export type CpiAnswer = z.infer<typeof cpiAnswerSchema>['data'];

/**
 * GET /api/cpi/latest: the latest month with a yearly change and that change (the deposits' net real
 * return and the funds' real 1-year column), without the series; null while no month has one.
 */
export const cpiLatestAnswerSchema = z.object({
  data: z
    .object({
      month: z.string(),
      annualChangePercent: z.number(),
      /** The 12-month average change of the same month (rent renewals in the month after it); null if unknown. */
      twelveMonthAverageChangePercent: z.number().nullable(),
    })
    .nullable(),
});
export type CpiLatestAnswer = z.infer<typeof cpiLatestAnswerSchema>['data'];

const month = z.unknown().transform((value, ctx): string => {
  if (typeof value === 'string' && value.length <= 7 && isCpiMonth(value)) return value;
  ctx.addIssue({ code: 'custom', message: CPI_MESSAGES.invalidMonth });
  return z.NEVER;
});

/** GET /api/cpi/rent-increase?rent=&month= (month: the renewal month, YYYY-MM). */
export const rentIncreaseQuerySchema = z.object({
  rent: decimalAmountField(CPI_MESSAGES.invalidAmount, CPI_MESSAGES.maxAmount, RENT_MAX_AMOUNT),
  month,
});

/** GET /api/cpi/inflation?amount=&from=&to= */
export const inflationQuerySchema = z.object({
  amount: decimalAmountField(CPI_MESSAGES.invalidAmount, CPI_MESSAGES.maxAmount, INFLATION_MAX_AMOUNT),
  from: month,
  to: month,
});

/** PUT /api/cpi/:base/:month (Editors): the month's index value on that base. */
export const cpiParamsSchema = z.object({
  base: z.unknown().transform((value, ctx): (typeof CPI_BASES)[number] => {
    const found = CPI_BASES.find((base) => base === value);
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: CPI_MESSAGES.invalidBase });
    return z.NEVER;
  }),
  month,
});

export const cpiEditSchema = z.object({
  value: z.unknown().transform((value, ctx): number => {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= CPI_MAX_VALUE)
      return Math.round(value * 10_000) / 10_000;
    ctx.addIssue({ code: 'custom', message: CPI_MESSAGES.invalidValue });
    return z.NEVER;
  }),
});
