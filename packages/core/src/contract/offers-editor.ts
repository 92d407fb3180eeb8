// The API contract for the offers editor (docs/requirements/api.md#endpoints, docs/requirements/accounts-and-admin.md#offers-editor): the bodies the editor sends, which
// the API validates and the web form checks before sending, and the rows it shows.
import { z } from 'zod';
import { LOAN_TYPES } from '../loans/constants.ts';
import { idParams } from './ids.ts';

/** Message keys of the editor's problems (translated per request by the API, per page by the web). */
export const OFFER_MESSAGE_KEYS = {
  rate: 'loans:editor.invalidRate',
  fee: 'loans:editor.invalidFee',
  range: 'loans:editor.invalidRange',
  invalid: 'calc:common.invalidInput',
  loanType: 'calc:loan.invalidLoanType',
  housingCost: 'loans:editor.invalidHousingCost',
} as const;
const KEYS = OFFER_MESSAGE_KEYS;

const rate = z.number({ error: KEYS.rate }).min(0, KEYS.rate).max(500, KEYS.rate);
const money = z.number({ error: KEYS.invalid }).min(0, KEYS.invalid).max(1_000_000_000, KEYS.invalid);
const whole = z
  .number({ error: KEYS.invalid })
  .int(KEYS.invalid)
  .min(1, KEYS.invalid)
  .max(3650, KEYS.invalid);
const allocationFeeRate = z.number({ error: KEYS.fee }).min(0, KEYS.fee).max(0.5, KEYS.fee);
/** A housing offer's up-front cost in TL, 0 … 10.000.000; null: the site's default of the day. */
const housingCost = z
  .number({ error: KEYS.housingCost })
  .min(0, KEYS.housingCost)
  .max(10_000_000, KEYS.housingCost)
  .nullable();
const bankName = z.string().min(1).max(80);

export const loanOfferFieldsSchema = z.object({
  monthlyRate: rate,
  minAmount: money,
  maxAmount: money,
  minTerm: whole,
  maxTerm: whole,
  allocationFeeRate,
  /** Housing offers' up-front costs (docs/domain-rules.md#up-front-costs); counted for konut only. */
  mortgageFee: housingCost.optional(),
  appraisalFee: housingCost.optional(),
  earthquakeInsurance: housingCost.optional(),
});

export const depositOfferFieldsSchema = z.object({
  annualRate: rate,
  minAmount: money,
  maxAmount: money,
  minDays: whole,
  maxDays: whole,
});

type RangeRow = { minAmount: number; maxAmount: number } & (
  | { minTerm: number; maxTerm: number }
  | { minDays: number; maxDays: number }
);

/** The upside-down ranges of a row, each under the upper bound's field (amounts, then terms). */
export function rangeIssues(row: RangeRow): { path: string; message: string }[] {
  const [low, high, field] =
    'minTerm' in row ? [row.minTerm, row.maxTerm, 'maxTerm'] : [row.minDays, row.maxDays, 'maxDays'];
  const issues: { path: string; message: string }[] = [];
  if (row.minAmount > row.maxAmount) issues.push({ path: 'maxAmount', message: KEYS.range });
  if (low > high) issues.push({ path: field, message: KEYS.range });
  return issues;
}

/** Amount and term ranges must not be upside down (checked on the merged row of a change too). */
export function rangeProblems(row: RangeRow): string[] {
  return rangeIssues(row).length > 0 ? [KEYS.range] : [];
}

const checkRanges = (row: RangeRow, ctx: z.RefinementCtx) => {
  for (const { path, message } of rangeIssues(row)) ctx.addIssue({ code: 'custom', path: [path], message });
};
/** Ranges are judged once every field is valid (a bad field alone is reported, as before). */
const fieldsValid = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

/** POST /api/offers/loans: a bank's new loan offer (the fee defaults to 0). */
export const newLoanOfferSchema = loanOfferFieldsSchema
  .extend({
    allocationFeeRate: allocationFeeRate.default(0),
    bankName,
    loanType: z.enum(LOAN_TYPES, { error: KEYS.loanType }),
  })
  .superRefine(checkRanges, fieldsValid);
export type NewLoanOffer = z.input<typeof newLoanOfferSchema>;

/** POST /api/offers/deposits: a bank's new TL deposit offer. */
export const newDepositOfferSchema = depositOfferFieldsSchema
  .extend({ bankName })
  .superRefine(checkRanges, fieldsValid);
export type NewDepositOffer = z.input<typeof newDepositOfferSchema>;

/** PUT /api/offers/loans/{id} and /deposits/{id}: the fields that change (ranges checked on the merge). */
export const loanOfferChangeSchema = loanOfferFieldsSchema.partial();
export type LoanOfferChange = z.infer<typeof loanOfferChangeSchema>;
export const depositOfferChangeSchema = depositOfferFieldsSchema.partial();
export type DepositOfferChange = z.infer<typeof depositOfferChangeSchema>;

export const offerIdParamsSchema = idParams();

// Row fields in the tables' column order: the answers keep the order they always had.
const rowStart = { id: z.number(), bankId: z.number() };
const rowEnd = {
  /** ISO time the row came into force. */
  effectiveFrom: z.string(),
  /** ISO time it was replaced or retired; null while current. */
  retiredAt: z.string().nullable(),
  replacesId: z.number().nullable(),
  changedBy: z.string().nullable(),
  isSample: z.boolean(),
  /** Date (YYYY-MM-DD) the sample figures describe. */
  asOf: z.string().nullable(),
};

/** One loan offer row (current or retired) of the history and of a save's answer. */
export const loanOfferRowSchema = z.object({
  ...rowStart,
  loanType: z.string(),
  /** Monthly rate, percent. */
  monthlyRate: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minTerm: z.number(),
  maxTerm: z.number(),
  /** Allocation fee, percent of the principal. */
  allocationFeeRate: z.number(),
  /** Housing up-front costs in TL; null: the site's default of the day. */
  mortgageFee: z.number().nullable(),
  appraisalFee: z.number().nullable(),
  earthquakeInsurance: z.number().nullable(),
  ...rowEnd,
});
export type LoanOfferRow = z.infer<typeof loanOfferRowSchema>;

/** One deposit offer row (TL; term range in days). */
export const depositOfferRowSchema = z.object({
  ...rowStart,
  currency: z.string(),
  /** Annual gross rate, percent. */
  annualRate: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minDays: z.number(),
  maxDays: z.number(),
  ...rowEnd,
});
export type DepositOfferRow = z.infer<typeof depositOfferRowSchema>;

/** GET /api/offers/history/{bankName}: every row of the bank's offers, current and retired. */
export const offerHistorySchema = z.object({
  loans: z.array(loanOfferRowSchema),
  deposits: z.array(depositOfferRowSchema),
});
export type OfferHistory = z.infer<typeof offerHistorySchema>;
export const offerHistoryAnswerSchema = z.object({ data: offerHistorySchema });
export const loanOfferRowAnswerSchema = z.object({ data: loanOfferRowSchema });
export const depositOfferRowAnswerSchema = z.object({ data: depositOfferRowSchema });
