// The API contract for the offer searches (docs/requirements/api.md#offer-search), shared by the API that answers and the
// pages that read the answers. The request bodies are the calculators' own schemas (validation/).
import { z } from 'zod';
import type { depositSchema } from '../validation/deposit-schema.ts';
import type { loanSearchSchema } from '../validation/loan-schemas.ts';

/**
 * POST /api/banks/search/{type} body: `{ amount, maturity, assetValue? }`, for tasit also `vehicleKind?`, for
 * konut `energyClass?` and `ownsHome?` (the loan type is in the path).
 */
export type LoanSearchBody = z.output<ReturnType<typeof loanSearchSchema>>;
/** POST /api/mevduat/search/all body: `{ enteredAmount, maturity, depositType }`. */
export type DepositSearchBody = z.output<typeof depositSchema>;

const offerFields = {
  bankName: z.string(),
  displayName: z.string(),
  logoColor: z.string(),
  interestRate: z.number(),
  isParticipation: z.boolean(),
  offerId: z.number(),
  effectiveFrom: z.string(),
  isSample: z.boolean(),
  asOf: z.string().nullable(),
};

/**
 * The asset value's cap on a vehicle or housing request over it (docs/domain-rules.md#asset-value-caps): the
 * largest amount and term (null: the value caps no term), the Turkish sentence saying so, and the amount
 * and term the offers were computed for (the request brought within the cap).
 */
export const capNoticeSchema = z.object({
  maxAmount: z.number(),
  maxMaturity: z.number().nullable(),
  message: z.string(),
  appliedAmount: z.number(),
  appliedMaturity: z.number(),
});

/** A housing offer's up-front costs in TL (docs/domain-rules.md#up-front-costs). */
export const housingCostsSchema = z.object({
  mortgageFee: z.number(),
  appraisalFee: z.number(),
  earthquakeInsurance: z.number(),
});

/** One ranked loan offer as POST /api/banks/search/{type} returns it. */
export const loanSearchResultSchema = z.object({
  ...offerFields,
  monthlyPayment: z.number(),
  totalPayment: z.number(),
  amount: z.number(),
  maturity: z.number(),
  totalInterest: z.number(),
  totalKkdf: z.number(),
  totalBsmv: z.number(),
  allocationFee: z.number(),
  /** BSMV on the allocation fee; only when there is one (not on housing loans). */
  allocationFeeBsmv: z.number().optional(),
  /** Housing offers only: mortgage registration, appraisal and DASK, counted in the annual cost rate. */
  housingCosts: housingCostsSchema.optional(),
  /** Every up-front cost counted (docs/domain-rules.md#annual-cost-rate). */
  annualCostRate: z.number(),
  /**
   * Only with an `assetValue` the request is over (the same notice on every offer); the offers are then
   * computed for its `appliedAmount` and `appliedMaturity`, which their `amount` and `maturity` repeat.
   */
  capNotice: capNoticeSchema.optional(),
});
export type LoanSearchResult = z.infer<typeof loanSearchResultSchema>;

/** One ranked deposit offer as POST /api/mevduat/search/all returns it. */
export const depositSearchResultSchema = z.object({
  ...offerFields,
  enteredAmount: z.number(),
  maturity: z.number(),
  depositType: z.string(),
  grossInterestAmount: z.number(),
  /** Stopaj in percent (17.5 means 17.5 %). */
  withholdingRate: z.number(),
  withholdingAmount: z.number(),
  netInterestAmount: z.number(),
  totalReturnAmount: z.number(),
  isPublicBank: z.boolean(),
  hasStateGuarantee: z.boolean(),
});
export type DepositSearchResult = z.infer<typeof depositSearchResultSchema>;

export const loanSearchAnswerSchema = z.object({ data: z.array(loanSearchResultSchema) });
export const depositSearchAnswerSchema = z.object({ data: z.array(depositSearchResultSchema) });
