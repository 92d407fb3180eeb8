import { fromKurus, toKurus } from '../money/round.ts';
import { annuityPayment, effectiveMonthlyRate, loanTaxRates } from './annuity.ts';
import type { LoanType } from './constants.ts';
import { fixedInstalmentRows } from './early-repayment-rows.ts';
import {
  type EarlyRepaymentFeeBand,
  earlyRepaymentFeeBand,
  earlyRepaymentFeePercent,
} from './early-repayment-rules.ts';
import { computeLoanPlan, type LoanPlan, type PaymentPlanRow, summarisePlan } from './payment-plan.ts';

/** The loan types the calculator offers (tradesman loans follow their cooperative's own contract). */
export const EARLY_REPAYMENT_LOAN_TYPES = [
  'ihtiyac',
  'tasit',
  'konut',
] as const satisfies readonly LoanType[];
export type EarlyRepaymentLoanType = (typeof EARLY_REPAYMENT_LOAN_TYPES)[number];

/** After a partial prepayment: keep the instalment and end sooner, or keep the end and pay less. */
export const PREPAYMENT_MODES = ['shorterTerm', 'lowerInstalment'] as const;
export type PrepaymentMode = (typeof PREPAYMENT_MODES)[number];

export interface EarlyRepaymentInput {
  loanType: LoanType;
  principal: number;
  /** Monthly contract rate in percent (2.5 means 2.5 % a month). */
  monthlyRatePercent: number;
  months: number;
  /** Instalments already paid, 0 ≤ paidCount < months; the prepayment is made right after the last. */
  paidCount: number;
  /** A partial prepayment in TL (0 < partial < remaining balance); absent → the whole loan is paid off. */
  partial?: number;
  /** Default 'shorterTerm'. */
  mode?: PrepaymentMode;
}

export interface EarlyRepaymentResult {
  /** The loan's original plan. */
  original: LoanPlan;
  remainingMonths: number;
  /** Principal still owed after the paid instalments: the payoff amount of a full repayment. */
  remainingBalance: number;
  /** Principal and interest + KKDF + BSMV of the instalments already paid. */
  principalRepaid: number;
  interestPaid: number;
  /** The principal prepaid now: the remaining balance, or the partial amount. */
  prepaid: number;
  feeBand: EarlyRepaymentFeeBand;
  feePercent: number;
  /** The largest fee the law allows on the prepaid principal, in TL. */
  fee: number;
  /** prepaid + fee: what is paid on the day. */
  payNow: number;
  /** Interest + KKDF + BSMV no longer owed. */
  interestSaved: number;
  /** interestSaved − fee (negative when the fee outweighs the saving). */
  netSaving: number;
  /** Partial only: the plan of the reduced balance; its months continue the original numbering. */
  newPlan: LoanPlan | null;
  mode: PrepaymentMode | null;
}

const costKurus = (rows: readonly PaymentPlanRow[]) =>
  rows.reduce((sum, row) => sum + toKurus(row.interest) + toKurus(row.kkdf) + toKurus(row.bsmv), 0);
const principalKurus = (rows: readonly PaymentPlanRow[]) =>
  rows.reduce((sum, row) => sum + toKurus(row.principal), 0);

/** The plan of the balance left after a partial prepayment, months numbered on from `paidCount`. */
function reducedPlan(
  input: EarlyRepaymentInput,
  original: LoanPlan,
  balance: number,
  mode: PrepaymentMode,
): LoanPlan {
  const taxes = loanTaxRates(input.loanType);
  const rate = input.monthlyRatePercent / 100;
  const remaining = input.months - input.paidCount;
  const effective = effectiveMonthlyRate(input.monthlyRatePercent, taxes);
  // Lower instalment: the annuity of the reduced balance over the remaining months, rounded like
  // the plan's and never above the old one (the old plan's own rounding can leave a balance a
  // kuruş-rounded annuity would not); no row may leave more owed than the old plan that month.
  const installment =
    mode === 'lowerInstalment'
      ? Math.min(fromKurus(toKurus(annuityPayment(balance, effective, remaining))), original.installment)
      : original.installment;
  const ceiling =
    mode === 'lowerInstalment' ? original.rows.slice(input.paidCount).map((row) => row.balance) : undefined;
  const built = {
    installment,
    rows: fixedInstalmentRows(balance, rate, taxes, installment, remaining, ceiling),
  };
  const rows = built.rows.map((row) => ({ ...row, month: row.month + input.paidCount }));
  return summarisePlan(balance, { installment: built.installment, rows }, effective);
}

/**
 * Early repayment (docs/domain-rules.md#early-repayment), made on an instalment date right after
 * instalment `paidCount`. Full: the payoff is the plan's balance after that row; the interest and
 * taxes of the remaining rows are not owed. Partial: the balance less the amount is re-planned at
 * the same rate. The fee is the legal maximum on the prepaid principal. Expects validated input.
 */
export function computeEarlyRepayment(input: EarlyRepaymentInput): EarlyRepaymentResult {
  const { loanType, principal, monthlyRatePercent, months, paidCount } = input;
  const original = computeLoanPlan({ principal, monthlyRatePercent, months, loanType });
  const paidRows = original.rows.slice(0, paidCount);
  const remainingRows = original.rows.slice(paidCount);
  const remainingBalanceKurus = toKurus(principal) - principalKurus(paidRows);
  const remainingMonths = months - paidCount;
  const partial = input.partial;
  const mode = partial === undefined ? null : (input.mode ?? 'shorterTerm');
  const prepaidKurus = partial === undefined ? remainingBalanceKurus : toKurus(partial);
  const feeBand = earlyRepaymentFeeBand(loanType, remainingMonths);
  const feePercent = earlyRepaymentFeePercent(loanType, remainingMonths);
  const feeKurus = Math.round((prepaidKurus * feePercent) / 100);
  const newPlan =
    mode === null
      ? null
      : reducedPlan(input, original, fromKurus(remainingBalanceKurus - prepaidKurus), mode);
  const savedKurus = costKurus(remainingRows) - (newPlan ? costKurus(newPlan.rows) : 0);
  return {
    original,
    remainingMonths,
    remainingBalance: fromKurus(remainingBalanceKurus),
    principalRepaid: fromKurus(principalKurus(paidRows)),
    interestPaid: fromKurus(costKurus(paidRows)),
    prepaid: fromKurus(prepaidKurus),
    feeBand,
    feePercent,
    fee: fromKurus(feeKurus),
    payNow: fromKurus(prepaidKurus + feeKurus),
    interestSaved: fromKurus(savedKurus),
    netSaving: fromKurus(savedKurus - feeKurus),
    newPlan,
    mode,
  };
}

/** The plan's principal still owed after `paidCount` instalments, in TL (the partial amount's bound). */
export function remainingBalanceAfter(
  input: Pick<EarlyRepaymentInput, 'loanType' | 'principal' | 'monthlyRatePercent' | 'months' | 'paidCount'>,
): number {
  const plan = computeLoanPlan(input);
  const row = plan.rows[input.paidCount - 1];
  return row ? row.balance : input.principal;
}
