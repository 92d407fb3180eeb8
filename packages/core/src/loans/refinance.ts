import { fromKurus, toKurus } from '../money/round.ts';
import { loanTerms } from './constants.ts';
import { computeEarlyRepayment, type EarlyRepaymentLoanType } from './early-repayment.ts';
import { earlyRepaymentFeePercent } from './early-repayment-rules.ts';
import { computeLoanPlan, type LoanPlan, type PaymentPlanRow } from './payment-plan.ts';
import { personalLoanMaxTerm } from './term-caps.ts';
import type { HousingCosts } from './upfront-cost-rules.ts';

/**
 * Refinancing (kredi yapılandırma / borç transferi), docs/domain-rules.md#refinancing: the visitor's
 * current loan against today's offers for its payoff. The current loan is known either by what is
 * still owed (balance, remaining months, rate) or by the original contract and the instalments paid
 * (the early-repayment calculator's figures).
 */
export type CurrentLoanInput =
  | {
      kind: 'balance';
      loanType: EarlyRepaymentLoanType;
      balance: number;
      monthlyRatePercent: number;
      remainingMonths: number;
    }
  | {
      kind: 'original';
      loanType: EarlyRepaymentLoanType;
      principal: number;
      monthlyRatePercent: number;
      months: number;
      paidCount: number;
    };

/** Where the current loan stands today, right after its last paid instalment. */
export interface CurrentLoanPosition {
  loanType: EarlyRepaymentLoanType;
  monthlyRatePercent: number;
  /** The payoff: principal still owed, to the kuruş. */
  balance: number;
  remainingMonths: number;
  /** The current loan's instalment (the first remaining row's). */
  instalment: number;
  /** The rows still to pay if the loan is kept, numbered from 1. */
  rows: PaymentPlanRow[];
  /** Sum of those rows: what keeping the loan costs from today. */
  remainingTotal: number;
  /** Early-repayment fee on the payoff (law 6502 art. 30 / 37), percent and TL. */
  feePercent: number;
  fee: number;
}

const sumKurus = (values: readonly number[]) => values.reduce((sum, value) => sum + toKurus(value), 0);

/** The current loan's position from either way of describing it (validated input). */
export function currentLoanPosition(input: CurrentLoanInput): CurrentLoanPosition {
  const { loanType, monthlyRatePercent } = input;
  let balance: number;
  let rows: PaymentPlanRow[];
  if (input.kind === 'original') {
    // The early-repayment code: the plan's balance after the paid rows, and those rows' successors.
    const { principal, months, paidCount } = input;
    const payoff = computeEarlyRepayment({ loanType, principal, monthlyRatePercent, months, paidCount });
    balance = payoff.remainingBalance;
    rows = payoff.original.rows.slice(paidCount);
  } else {
    // Only the balance is known: the rest is the annuity of it at the contract rate (the bank's own
    // plan may differ from it by the kuruş its rounding carried over the paid rows).
    balance = input.balance;
    rows = computeLoanPlan({
      principal: balance,
      monthlyRatePercent,
      months: input.remainingMonths,
      loanType,
    }).rows;
  }
  const remainingMonths = rows.length;
  const feePercent = earlyRepaymentFeePercent(loanType, remainingMonths);
  return {
    loanType,
    monthlyRatePercent,
    balance,
    remainingMonths,
    instalment: rows[0]?.installment ?? 0,
    rows: rows.map((row, index) => ({ ...row, month: index + 1 })),
    remainingTotal: fromKurus(sumKurus(rows.map((row) => row.installment))),
    feePercent,
    fee: fromKurus(Math.round((toKurus(balance) * feePercent) / 100)),
  };
}

/** The new loan's amount: the payoff in whole lira, rounded up (offers lend whole lira). */
export function refinanceAmount(balance: number): number {
  return Math.ceil(fromKurus(toKurus(balance)));
}

/**
 * The new loan's term: the listed term nearest the remaining months (a tie: the shorter); a personal
 * loan's term also within BDDK's cap for its amount (docs/domain-rules.md#term-caps).
 */
export function refinanceTerm(loanType: EarlyRepaymentLoanType, remainingMonths: number, amount = 0): number {
  const cap = loanType === 'ihtiyac' ? personalLoanMaxTerm(amount) : Number.POSITIVE_INFINITY;
  const terms = loanTerms(loanType, 'page').filter((term) => term <= cap);
  let best = terms[0] ?? remainingMonths;
  for (const term of terms)
    if (Math.abs(term - remainingMonths) < Math.abs(best - remainingMonths)) best = term;
  return best;
}

/** The figures of an offer the comparison needs (POST /api/banks/search/{type} returns them). */
export interface RefinanceOfferFigures {
  interestRate: number;
  amount: number;
  maturity: number;
  allocationFee: number;
  housingCosts?: HousingCosts;
}

/** One offer against keeping the current loan. */
export interface RefinanceComparison {
  /** The new loan's plan, priced as the loan pages price the offer. */
  plan: LoanPlan;
  earlyRepaymentFee: number;
  allocationFee: number;
  allocationFeeBsmv: number;
  /** Housing: mortgage registration and appraisal of the new loan (DASK is owed whichever bank lends). */
  housingSwitchCosts: number;
  /** The new loan's amount above the payoff (under 1 TL), which the borrower keeps. */
  surplus: number;
  /** Paid on the day of the switch: fee + allocation fee + its BSMV + housing costs − surplus. */
  switchCost: number;
  newInstalment: number;
  /** The current instalment minus the new one (negative: the new one is higher). */
  monthlyDifference: number;
  newTotal: number;
  /** remainingTotal − newTotal − switchCost: above 0, the switch saves money. */
  saving: number;
  /** First month whose cumulative instalment savings cover the switch cost; null: never. */
  breakEvenMonth: number | null;
}

/**
 * The first month k (from 1) at which Σ_{j≤k} (current_j − new_j) ≥ cost, payments missing past a
 * plan's end counting as 0; null when the savings never cover it. All sums in kuruş.
 */
export function breakEvenMonth(
  cost: number,
  currentPayments: readonly number[],
  newPayments: readonly number[],
): number | null {
  const costKurus = toKurus(cost);
  let cumulative = 0;
  const months = Math.max(currentPayments.length, newPayments.length);
  for (let month = 1; month <= months; month += 1) {
    cumulative += toKurus(currentPayments[month - 1] ?? 0) - toKurus(newPayments[month - 1] ?? 0);
    if (cumulative >= costKurus) return month;
  }
  return null;
}

/** Compares one offer (for the payoff's amount) with keeping the current loan; `onDate` as the offers'. */
export function compareRefinanceOffer(
  position: CurrentLoanPosition,
  offer: RefinanceOfferFigures,
  onDate?: string,
): RefinanceComparison {
  const plan = computeLoanPlan({
    principal: offer.amount,
    monthlyRatePercent: offer.interestRate,
    months: offer.maturity,
    loanType: position.loanType,
    allocationFee: offer.allocationFee,
    ...(offer.housingCosts ? { housingCosts: offer.housingCosts } : {}),
    ...(onDate ? { onDate } : {}),
  });
  const housingKurus =
    position.loanType === 'konut' ? toKurus(plan.mortgageFee) + toKurus(plan.appraisalFee) : 0;
  const surplusKurus = toKurus(offer.amount) - toKurus(position.balance);
  const switchKurus =
    toKurus(position.fee) +
    toKurus(plan.allocationFee) +
    toKurus(plan.allocationFeeBsmv) +
    housingKurus -
    surplusKurus;
  const newPayments = plan.rows.map((row) => row.installment);
  return {
    plan,
    earlyRepaymentFee: position.fee,
    allocationFee: plan.allocationFee,
    allocationFeeBsmv: plan.allocationFeeBsmv,
    housingSwitchCosts: fromKurus(housingKurus),
    surplus: fromKurus(surplusKurus),
    switchCost: fromKurus(switchKurus),
    newInstalment: plan.installment,
    monthlyDifference: fromKurus(toKurus(position.instalment) - toKurus(plan.installment)),
    newTotal: plan.totalPayment,
    saving: fromKurus(toKurus(position.remainingTotal) - toKurus(plan.totalPayment) - switchKurus),
    breakEvenMonth: breakEvenMonth(
      fromKurus(switchKurus),
      position.rows.map((row) => row.installment),
      newPayments,
    ),
  };
}

/** The index of the offer that saves the most, or 'keep' when none saves money. */
export function refinanceVerdict(
  comparisons: readonly Pick<RefinanceComparison, 'saving'>[],
): number | 'keep' {
  let best: number | 'keep' = 'keep';
  comparisons.forEach((comparison, index) => {
    if (comparison.saving <= 0) return;
    if (best === 'keep' || comparison.saving > (comparisons[best]?.saving ?? 0)) best = index;
  });
  return best;
}
