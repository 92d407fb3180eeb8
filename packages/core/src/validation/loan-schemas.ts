import { z } from 'zod';
import {
  INTEREST_CALCULATOR_TERMS,
  LOAN_TYPES,
  type LoanType,
  loanTerms,
  MAX_AMOUNT,
  RATE_MAX,
  RATE_MIN,
  type TermListContext,
} from '../loans/constants.ts';
import { personalLoanMaxTerm } from '../loans/term-caps.ts';
import { TRADESMAN_MAX_YEARS, TRADESMAN_MIN_YEARS } from '../tradesman/constants.ts';
import {
  isBlank,
  optionalRateField,
  rateField,
  readWholeNumber,
  termField,
  wholeAmountField,
} from './fields.ts';
import { CALC_MESSAGES } from './message-keys.ts';

const { loan, interest, tradesman, common } = CALC_MESSAGES;

const loanAmount = wholeAmountField(
  { required: loan.amountAndTermRequired, invalid: loan.invalidAmount, max: loan.maxAmount },
  MAX_AMOUNT,
);

export const loanTypeSchema = z.enum(LOAN_TYPES, { error: loan.invalidLoanType });

/**
 * Loan search input for one loan type: amount in whole lira (> 0, ≤ 50,000,000; number or '50.000')
 * and maturity in months from that type's list (konut: widget 12–120 or page 12–180).
 */
export function loanSearchSchema(loanType: LoanType, context: TermListContext = 'page') {
  return z
    .object(
      {
        amount: loanAmount,
        maturity: termField(loanTerms(loanType, context), loan.amountAndTermRequired, loan.invalidTerm),
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
