import { fromKurus, toKurus } from '../money/round.ts';
import { loanTaxRates } from './annuity.ts';
import { type LoanType, MAX_AMOUNT } from './constants.ts';
import { buildPaymentPlan } from './payment-plan.ts';
import { PERSONAL_LOAN_TERM_CAPS } from './term-caps.ts';

/**
 * "How much can I borrow" (docs/domain-rules.md#borrowing-limit): the largest whole-lira amount whose
 * instalment, added to the existing monthly payments, stays at or below a share of the net income.
 * 40 % is the site's guidance (the seed guide's figure) and the default; 50 % is the share banks
 * commonly look at. Neither is a legal cap.
 */
export const BORROWING_INCOME_SHARE_PERCENT = 40;
/** The shares the visitor may choose: the site's guidance first. */
export const BORROWING_INCOME_SHARES = [BORROWING_INCOME_SHARE_PERCENT, 50] as const;
export type BorrowingIncomeShare = (typeof BORROWING_INCOME_SHARES)[number];

/** The loan types the borrowing calculator offers (tradesman loans have their own cooperative rules). */
export const BORROWING_LOAN_TYPES = ['ihtiyac', 'tasit', 'konut'] as const satisfies readonly LoanType[];
export type BorrowingLoanType = (typeof BORROWING_LOAN_TYPES)[number];

export interface BorrowingLimitInput {
  /** Monthly net income in TL (> 0). */
  income: number;
  /** Existing monthly debt payments in TL (≥ 0). */
  existingPayments: number;
  loanType: LoanType;
  /** Whole months ≥ 1. */
  months: number;
  /** The assumed offer's monthly contract rate in percent (2.5 means 2.5 % a month). */
  monthlyRatePercent: number;
  /** A further ceiling in TL (the amount the assumed offer was found for), if any. */
  ceiling?: number;
  /** The share of the income all payments may take, in percent (default 40, the site's guidance). */
  sharePercent?: BorrowingIncomeShare;
}

/** What bound the answer: the income share, BDDK's term cap, the forms' 50.000.000 TL, or the caller's ceiling. */
export type BorrowingLimitedBy = 'income' | 'termCap' | 'maxAmount' | 'ceiling';
/** Why there is no amount: the payments already take the income, or the chosen share of it. */
export type BorrowingRefusal = 'incomeCovered' | 'noRoom' | 'termNotAllowed';

export type BorrowingLimitResult =
  | {
      ok: true;
      /** Whole TL, rounded down. */
      maxAmount: number;
      /** The first instalment of maxAmount's plan (its regular one but in a plan of a few lira), TL with kuruş. */
      instalment: number;
      /** (instalment + existing payments) / income, in percent (≤ the chosen share). */
      ratioUsedPercent: number;
      /** The share of the income minus the existing payments, in TL: the most an instalment may be. */
      room: number;
      limitedBy: BorrowingLimitedBy;
    }
  | { ok: false; reason: BorrowingRefusal };

/**
 * The largest personal-loan amount for which a term is allowed (BDDK 2025-02-13): 36 months up to
 * 125.000 TL, 24 up to 250.000, 12 for any amount; Infinity when the term is allowed at every amount,
 * 0 when never. Other loan types: Infinity (their caps depend on the vehicle's or home's value).
 */
export function maxAmountForTerm(loanType: LoanType, months: number): number {
  if (loanType !== 'ihtiyac') return Number.POSITIVE_INFINITY;
  const allowed = PERSONAL_LOAN_TERM_CAPS.filter((step) => step.maxMonths >= months);
  return allowed.length === 0 ? 0 : Math.max(...allowed.map((step) => step.upTo));
}

/** The share (default 40 %) of the income, in kuruş, rounded down so the limit is never exceeded. */
export function incomeShareKurus(
  income: number,
  sharePercent: BorrowingIncomeShare = BORROWING_INCOME_SHARE_PERCENT,
): number {
  return Math.floor((toKurus(income) * sharePercent) / 100);
}

/** The refusals that do not depend on the rate: payments ≥ income, no room under the share, term not allowed. */
export function borrowingRefusal(
  input: Pick<BorrowingLimitInput, 'income' | 'existingPayments' | 'loanType' | 'months' | 'sharePercent'>,
): BorrowingRefusal | null {
  const existingKurus = toKurus(input.existingPayments);
  if (toKurus(input.income) <= existingKurus) return 'incomeCovered';
  if (incomeShareKurus(input.income, input.sharePercent) - existingKurus <= 0) return 'noRoom';
  if (maxAmountForTerm(input.loanType, input.months) <= 0) return 'termNotAllowed';
  return null;
}

/**
 * The first instalment of `amount`'s plan in kuruş, exactly as the payment plan rounds it: the regular
 * instalment, or more in a plan so small that it does not cover the first month's rounded interest and
 * taxes (payment-plan.ts keeps the principal part at 0 or more). It grows with the amount.
 */
function instalmentKurus(amount: number, input: BorrowingLimitInput): number {
  const plan = buildPaymentPlan(
    amount,
    input.monthlyRatePercent / 100,
    input.months,
    loanTaxRates(input.loanType),
  );
  return toKurus(plan.rows[0]?.installment ?? plan.installment);
}

/**
 * Largest whole-lira amount whose instalment fits the share of the income minus the existing payments,
 * within the term cap and 50.000.000 TL. The instalment grows with the amount, so a binary search
 * over whole lira finds it. Expects validated input (income > 0, existing ≥ 0, rate 0–500).
 */
export function computeBorrowingLimit(input: BorrowingLimitInput): BorrowingLimitResult {
  const refusal = borrowingRefusal(input);
  if (refusal) return { ok: false, reason: refusal };
  const incomeKurus = toKurus(input.income);
  const existingKurus = toKurus(input.existingPayments);
  const roomKurus = incomeShareKurus(input.income, input.sharePercent) - existingKurus;
  const termCap = maxAmountForTerm(input.loanType, input.months);
  const ceiling = input.ceiling ?? Number.POSITIVE_INFINITY;
  const upper = Math.floor(Math.min(termCap, MAX_AMOUNT, ceiling));
  const fits = (amount: number) => instalmentKurus(amount, input) <= roomKurus;
  let low = 0;
  let high = upper;
  if (fits(high)) low = high;
  else {
    // Invariant: fits(low), !fits(high).
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle;
    }
  }
  if (low < 1) return { ok: false, reason: 'noRoom' };
  const instalment = instalmentKurus(low, input);
  let limitedBy: BorrowingLimitedBy = 'income';
  if (low === upper) {
    if (ceiling < Math.min(termCap, MAX_AMOUNT)) limitedBy = 'ceiling';
    else limitedBy = termCap < MAX_AMOUNT ? 'termCap' : 'maxAmount';
  }
  return {
    ok: true,
    maxAmount: low,
    instalment: fromKurus(instalment),
    ratioUsedPercent: ((instalment + existingKurus) / incomeKurus) * 100,
    room: fromKurus(roomKurus),
    limitedBy,
  };
}
