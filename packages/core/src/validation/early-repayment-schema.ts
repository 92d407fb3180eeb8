import { z } from 'zod';
import { loanTerms, MAX_AMOUNT, RATE_MAX, RATE_MIN } from '../loans/constants.ts';
import {
  EARLY_REPAYMENT_LOAN_TYPES,
  type EarlyRepaymentInput,
  PREPAYMENT_MODES,
  remainingBalanceAfter,
} from '../loans/early-repayment.ts';
import { minimumPartialPrepayment } from '../loans/early-repayment-rules.ts';
import { computeLoanPlan } from '../loans/payment-plan.ts';
import { EARLY_REPAYMENT_MESSAGES } from './early-repayment-messages.ts';
import { isBlank, rateField, readWholeNumber, wholeAmountField } from './fields.ts';

const M = EARLY_REPAYMENT_MESSAGES;

/** A whole number ≥ 0 (instalments paid); the upper bound needs the term, so it is checked below. */
const paidField = z.unknown().transform((value, ctx): number => {
  const paid = readWholeNumber(value);
  if (paid !== null && paid >= 0) return paid;
  ctx.addIssue({ code: 'custom', message: isBlank(value) ? M.required : M.paidRange });
  return z.NEVER;
});

/** The optional partial amount: blank → a full payoff; otherwise whole lira above 0. */
const partialField = z.unknown().transform((value, ctx): number | undefined => {
  if (isBlank(value)) return undefined;
  const checked = wholeAmountField(
    { required: M.invalidPartial, invalid: M.invalidPartial, max: M.partialTooLarge },
    MAX_AMOUNT,
  ).safeParse(value);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? M.invalidPartial });
  return z.NEVER;
});

/**
 * Early-repayment calculator (docs/domain-rules.md#early-repayment): loan type (personal, vehicle,
 * housing), amount in whole lira, monthly rate 0–500, a term from the type's list, instalments paid
 * 0 … term − 1, an optional partial amount below the balance still owed (for housing at least one
 * instalment), and the partial's mode.
 */
export const earlyRepaymentSchema = z
  .object(
    {
      loanType: z.enum(EARLY_REPAYMENT_LOAN_TYPES, { error: M.invalidLoanType }),
      amount: wholeAmountField(
        { required: M.required, invalid: M.invalidAmount, max: M.maxAmount },
        MAX_AMOUNT,
      ),
      ratePercent: rateField(RATE_MIN, RATE_MAX, M.required, M.rateRange),
      months: z.unknown().transform((value, ctx): number => {
        const term = readWholeNumber(value);
        if (term !== null && term > 0) return term;
        ctx.addIssue({ code: 'custom', message: isBlank(value) ? M.required : M.invalidTerm });
        return z.NEVER;
      }),
      paidCount: paidField,
      partial: partialField.optional(),
      mode: z.enum(PREPAYMENT_MODES, { error: M.invalidMode }).default('shorterTerm'),
    },
    { error: M.invalidInput },
  )
  .superRefine((input, ctx) => {
    if (!loanTerms(input.loanType, 'page').includes(input.months)) {
      ctx.addIssue({ code: 'custom', path: ['months'], message: M.invalidTerm });
      return;
    }
    if (input.paidCount >= input.months) {
      ctx.addIssue({ code: 'custom', path: ['paidCount'], message: M.paidRange });
      return;
    }
    if (input.partial === undefined) return;
    const balance = remainingBalanceAfter({
      loanType: input.loanType,
      principal: input.amount,
      monthlyRatePercent: input.ratePercent,
      months: input.months,
      paidCount: input.paidCount,
    });
    if (input.partial >= balance) {
      ctx.addIssue({ code: 'custom', path: ['partial'], message: M.partialTooLarge });
      return;
    }
    // Housing: at least one instalment (docs/domain-rules.md#early-repayment).
    const { installment } = computeLoanPlan({
      loanType: input.loanType,
      principal: input.amount,
      monthlyRatePercent: input.ratePercent,
      months: input.months,
    });
    if (input.partial < minimumPartialPrepayment(input.loanType, installment))
      ctx.addIssue({ code: 'custom', path: ['partial'], message: M.partialBelowInstalment });
  })
  .transform(
    (input): EarlyRepaymentInput => ({
      loanType: input.loanType,
      principal: input.amount,
      monthlyRatePercent: input.ratePercent,
      months: input.months,
      paidCount: input.paidCount,
      ...(input.partial === undefined ? {} : { partial: input.partial, mode: input.mode }),
    }),
  );
