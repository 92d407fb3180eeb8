import { z } from 'zod';
import { loanTerms, MAX_AMOUNT, RATE_MAX, RATE_MIN } from '../loans/constants.ts';
import { EARLY_REPAYMENT_LOAN_TYPES } from '../loans/early-repayment.ts';
import type { CurrentLoanInput } from '../loans/refinance.ts';
import { isBlank, rateField, readWholeNumber, wholeAmountField } from './fields.ts';
import { REFINANCE_MESSAGES } from './refinance-messages.ts';

const M = REFINANCE_MESSAGES;

/** How the visitor knows the loan: what is still owed, or the original contract and instalments paid. */
export const REFINANCE_KNOWN = ['balance', 'original'] as const;
export type RefinanceKnown = (typeof REFINANCE_KNOWN)[number];

/** The most months a loan still running may have left (the longest housing term the site lists is 180). */
export const REFINANCE_MAX_REMAINING = 360;

const amount = wholeAmountField(
  { required: M.required, invalid: M.invalidAmount, max: M.maxAmount },
  MAX_AMOUNT,
);

/** A whole number in min … max, or the message (required when blank). */
function wholeIn(min: number, max: number, rangeKey: string) {
  return z.unknown().transform((value, ctx): number => {
    const whole = readWholeNumber(value);
    if (whole !== null && whole >= min && whole <= max) return whole;
    ctx.addIssue({ code: 'custom', message: isBlank(value) ? M.required : rangeKey });
    return z.NEVER;
  });
}

/**
 * Refinancing calculator (docs/domain-rules.md#refinancing): the loan type (personal, vehicle,
 * housing), the monthly rate 0–500, and either the balance still owed (whole lira) with the months
 * left (1–360), or the original amount, a term from the type's list and the instalments paid
 * (0 … term − 1). Only the chosen way's fields are read.
 */
export const refinanceSchema = z
  .object(
    {
      known: z.enum(REFINANCE_KNOWN, { error: M.invalidKnown }),
      loanType: z.enum(EARLY_REPAYMENT_LOAN_TYPES, { error: M.invalidLoanType }),
      ratePercent: rateField(RATE_MIN, RATE_MAX, M.required, M.rateRange),
      balance: z.unknown().optional(),
      remainingMonths: z.unknown().optional(),
      amount: z.unknown().optional(),
      months: z.unknown().optional(),
      paidCount: z.unknown().optional(),
    },
    { error: M.invalidInput },
  )
  .transform((input, ctx): CurrentLoanInput => {
    const check = <T>(schema: z.ZodType<T>, value: unknown, path: string): T | undefined => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message ?? M.required });
      return undefined;
    };
    const { loanType, ratePercent: monthlyRatePercent } = input;
    if (input.known === 'balance') {
      const balance = check(amount, input.balance, 'balance');
      const remainingMonths = check(
        wholeIn(1, REFINANCE_MAX_REMAINING, M.remainingRange),
        input.remainingMonths,
        'remainingMonths',
      );
      if (balance === undefined || remainingMonths === undefined) return z.NEVER;
      return { kind: 'balance', loanType, monthlyRatePercent, balance, remainingMonths };
    }
    const principal = check(amount, input.amount, 'amount');
    const terms = loanTerms(loanType, 'page');
    const months = check(wholeIn(1, Number.MAX_SAFE_INTEGER, M.invalidTerm), input.months, 'months');
    const paidCount = check(wholeIn(0, REFINANCE_MAX_REMAINING, M.paidRange), input.paidCount, 'paidCount');
    if (months !== undefined && !terms.includes(months)) {
      ctx.addIssue({ code: 'custom', path: ['months'], message: M.invalidTerm });
      return z.NEVER;
    }
    if (months !== undefined && paidCount !== undefined && paidCount >= months) {
      ctx.addIssue({ code: 'custom', path: ['paidCount'], message: M.paidRange });
      return z.NEVER;
    }
    if (principal === undefined || months === undefined || paidCount === undefined) return z.NEVER;
    return { kind: 'original', loanType, monthlyRatePercent, principal, months, paidCount };
  });
