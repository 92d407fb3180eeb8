import { z } from 'zod';
import { PLAIN_VAT_OPERATIONS, VAT_MAX_AMOUNT, VAT_RATE_MAX, VAT_RATE_MIN } from '../vat/plain-vat.ts';
import { TEVKIFAT_RATE_MAX, TEVKIFAT_RATE_MIN, WITHHOLDING_OPERATIONS } from '../vat/withholding.ts';
import { decimalAmountField, rateField, readWholeNumber } from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { vat, common } = CALC_MESSAGES;

/** Amount: number with ≤ 2 decimals or Turkish text ('1.234,56'), > 0 and ≤ 999,999,999. */
const vatAmount = decimalAmountField(vat.invalidAmount, vat.maxAmount, VAT_MAX_AMOUNT);
/** VAT rate 0–100 (1, 10, 20 or free entry such as '8,5'). */
const vatRate = rateField(VAT_RATE_MIN, VAT_RATE_MAX, vat.rateRange, vat.rateRange);

export const plainVatSchema = z.object(
  {
    operation: z.enum(PLAIN_VAT_OPERATIONS, { error: vat.invalidOperation }),
    amount: vatAmount,
    kdvRate: vatRate,
  },
  { error: common.invalidInput },
);

export const withholdingSchema = z.object(
  {
    operation: z.enum(WITHHOLDING_OPERATIONS, { error: vat.invalidOperation }),
    amount: vatAmount,
    kdvRate: vatRate,
    /** Withholding numerator in tenths, whole 1–10. */
    tevkifatRate: z.unknown().transform((value, ctx): number => {
      const tenths = readWholeNumber(value);
      if (tenths !== null && tenths >= TEVKIFAT_RATE_MIN && tenths <= TEVKIFAT_RATE_MAX) return tenths;
      ctx.addIssue({ code: 'custom', message: vat.tevkifatRange });
      return z.NEVER;
    }),
  },
  { error: common.invalidInput },
);

export type PlainVatRequest = z.output<typeof plainVatSchema>;
export type WithholdingRequest = z.output<typeof withholdingSchema>;
