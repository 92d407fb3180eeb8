import { z } from 'zod';
import { assetCap, takesAssetValue } from '../loans/asset-caps.ts';
import {
  INTEREST_CALCULATOR_TERMS,
  LOAN_TYPES,
  type LoanType,
  loanTerms,
  MAX_AMOUNT,
  MAX_ASSET_VALUE,
  RATE_MAX,
  RATE_MIN,
  type TermListContext,
} from '../loans/constants.ts';
import { personalLoanMaxTerm } from '../loans/term-caps.ts';
import { TRADESMAN_MAX_YEARS, TRADESMAN_MIN_YEARS } from '../tradesman/constants.ts';
import {
  decimalAmountField,
  isBlank,
  optionalRateField,
  rateField,
  readWholeNumber,
  termField,
  wholeAmountField,
} from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { loan, interest, tradesman, common, asset: assetMessages } = CALC_MESSAGES;

const loanAmount = wholeAmountField(
  { required: loan.amountAndTermRequired, invalid: loan.invalidAmount, max: loan.maxAmount },
  MAX_AMOUNT,
);

export const loanTypeSchema = z.enum(LOAN_TYPES, { error: loan.invalidLoanType });

/**
 * The optional asset value of the vehicle and housing forms (docs/domain-rules.md#asset-value-caps): blank →
 * undefined; else TL with at most 2 decimals, over 0 and up to MAX_ASSET_VALUE. Other types ignore it,
 * as they ignore any key they do not know.
 */
function assetValueField(loanType: LoanType) {
  const read = decimalAmountField(assetMessages.invalid, assetMessages.max, MAX_ASSET_VALUE);
  return z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (!takesAssetValue(loanType) || isBlank(value)) return undefined;
      const parsed = read.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      // Over the caps is answered with a notice; only a refused vehicle, or a value too small to lend
      // one lira on, is an error.
      const cap = assetCap(loanType, parsed.data);
      if (cap === null || (!cap.refused && cap.maxAmount >= 1)) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: cap?.refused ? assetMessages.vehicleRefused : assetMessages.invalid,
      });
      return z.NEVER;
    })
    .optional();
}

/**
 * Loan search input for one loan type: amount in whole lira (> 0, ≤ 50,000,000; number or '50.000')
 * and maturity in months from that type's list (konut: widget 12–120 or page 12–180); vehicle and
 * housing also an optional asset value (a vehicle above the last band is refused).
 */
export function loanSearchSchema(loanType: LoanType, context: TermListContext = 'page') {
  return z
    .object(
      {
        amount: loanAmount,
        maturity: termField(loanTerms(loanType, context), loan.amountAndTermRequired, loan.invalidTerm),
        assetValue: assetValueField(loanType),
      },
      { error: common.invalidInput },
    )
    .superRefine(({ amount, maturity }, ctx) => {
      // Personal loans: BDDK's term caps by amount (other types have no amount-based cap we can check).
      if (loanType !== 'ihtiyac') return;
      const max = personalLoanMaxTerm(amount);
      if (maturity > max) {
        const message = max === 24 ? loan.termCapMid : loan.termCapHigh;
        ctx.addIssue({ code: 'custom', path: ['maturity'], message });
      }
    });
}

/** The optional custom monthly rate of the loan forms: blank → undefined, else a number 0–500. */
export const customRateSchema = optionalRateField(RATE_MIN, RATE_MAX, loan.invalidRate);

/** Interest-rate calculator: amount, term (from its list) and rate 0–500, all required. */
export const interestCalculatorSchema = z.object(
  {
    amount: wholeAmountField(
      { required: interest.allFieldsRequired, invalid: interest.invalidAmount, max: interest.maxAmount },
      MAX_AMOUNT,
    ),
    months: termField(INTEREST_CALCULATOR_TERMS, interest.allFieldsRequired, interest.invalidTerm),
    ratePercent: rateField(RATE_MIN, RATE_MAX, interest.allFieldsRequired, interest.rateRange),
  },
  { error: common.invalidInput },
);

/** Tradesman loan page: amount like the other loans and a term of 1–5 whole years. */
export const tradesmanSchema = z.object(
  {
    amount: loanAmount,
    years: z.unknown().transform((value, ctx): number => {
      const years = readWholeNumber(value);
      if (years !== null && years >= TRADESMAN_MIN_YEARS && years <= TRADESMAN_MAX_YEARS) return years;
      ctx.addIssue({
        code: 'custom',
        message: isBlank(value) ? loan.amountAndTermRequired : tradesman.invalidYears,
      });
      return z.NEVER;
    }),
  },
  { error: common.invalidInput },
);

export type LoanSearchInput = z.output<ReturnType<typeof loanSearchSchema>>;
export type InterestCalculatorInput = z.output<typeof interestCalculatorSchema>;
export type TradesmanFormInput = z.output<typeof tradesmanSchema>;
