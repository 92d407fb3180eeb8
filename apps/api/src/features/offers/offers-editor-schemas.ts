import { LOAN_TYPES } from '@pusula/core/loans/constants.ts';
import { z } from 'zod';

const KEYS = {
  rate: 'loans:editor.invalidRate',
  fee: 'loans:editor.invalidFee',
  range: 'loans:editor.invalidRange',
  invalid: 'calc:common.invalidInput',
} as const;

const rate = z.number({ error: KEYS.rate }).min(0, KEYS.rate).max(500, KEYS.rate);
const money = z.number({ error: KEYS.invalid }).min(0, KEYS.invalid).max(1_000_000_000, KEYS.invalid);
const whole = z
  .number({ error: KEYS.invalid })
  .int(KEYS.invalid)
  .min(1, KEYS.invalid)
  .max(3650, KEYS.invalid);

const allocationFeeRate = z.number({ error: KEYS.fee }).min(0, KEYS.fee).max(0.5, KEYS.fee);

export const loanOfferFields = z.object({
  monthlyRate: rate,
  minAmount: money,
  maxAmount: money,
  minTerm: whole,
  maxTerm: whole,
  allocationFeeRate,
});

export const depositOfferFields = z.object({
  annualRate: rate,
  minAmount: money,
  maxAmount: money,
  minDays: whole,
  maxDays: whole,
});

export const newLoanOffer = loanOfferFields.extend({
  allocationFeeRate: allocationFeeRate.default(0),
  bankName: z.string().min(1).max(80),
  loanType: z.enum(LOAN_TYPES, { error: 'calc:loan.invalidLoanType' }),
});
export const newDepositOffer = depositOfferFields.extend({ bankName: z.string().min(1).max(80) });
export const loanOfferChange = loanOfferFields.partial();
export const depositOfferChange = depositOfferFields.partial();

/** Amount and term ranges must not be upside down (checked on the merged row of a change too). */
export function rangeProblems(
  row: { minAmount: number; maxAmount: number } & (
    | { minTerm: number; maxTerm: number }
    | { minDays: number; maxDays: number }
  ),
): string[] {
  const [low, high] = 'minTerm' in row ? [row.minTerm, row.maxTerm] : [row.minDays, row.maxDays];
  return row.minAmount > row.maxAmount || low > high ? [KEYS.range] : [];
}

export const offerId = z.object({ id: z.coerce.number().int().positive() });
