import { fromKurus, roundHalfUp, toKurus } from '../money/round.ts';
import { annuityPayment, effectiveMonthlyRate, loanTaxRates, type TaxRates } from './annuity.ts';
import { ALLOCATION_FEE_CAP_RATE, type LoanType } from './constants.ts';
import { annualiseMonthlyRate, monthlyInternalRate } from './cost-rate.ts';
import {
  allocationFeeBsmv,
  cleanHousingCosts,
  type HousingCosts,
  housingCostTotal,
  NO_HOUSING_COSTS,
} from './upfront-cost-rules.ts';

export interface PaymentPlanRow {
  month: number;
  installment: number;
  principal: number;
  interest: number;
  kkdf: number;
  bsmv: number;
  /** Balance after this instalment; 0 after the last one. */
  balance: number;
}

export interface LoanPlan {
  /** The regular instalment A, rounded to kuruş (the last row may differ by rounding). */
  installment: number;
  /** Effective monthly rate i = r × (1 + KKDF + BSMV), as a fraction. */
  effectiveMonthlyRate: number;
  rows: PaymentPlanRow[];
  /** Sum of all instalments. */
  totalPayment: number;
  totalInterest: number;
  totalKkdf: number;
  totalBsmv: number;
  /** Allocation fee actually charged (capped at 0.5 % of the principal). */
  allocationFee: number;
  /** BSMV on the allocation fee (docs/domain-rules.md#up-front-costs); 0 for housing. */
  allocationFeeBsmv: number;
  /** A housing loan's up-front costs (0 for other loans): mortgage registration, appraisal, DASK. */
  mortgageFee: number;
  appraisalFee: number;
  earthquakeInsurance: number;
  /** Everything paid at disbursement: fee + its BSMV + the housing costs. */
  upfrontCosts: number;
  /** totalPayment + upfrontCosts. */
  totalCost: number;
  /** Monthly and annual cost rates in percent, 2 decimals: (1 + m)^12 − 1 with m the IRR of the plan. */
  monthlyCostRatePercent: number;
  annualCostRatePercent: number;
}

export interface LoanPlanInput {
  principal: number;
  /** Monthly contract rate in percent (2.5 means 2.5 % a month). */
  monthlyRatePercent: number;
  months: number;
  loanType: LoanType;
  /** Allocation fee in TL; clamped to 0 … 0.5 % of the principal. Default 0. */
  allocationFee?: number;
  /** Housing loans only (ignored otherwise): mortgage registration, appraisal, DASK. Default none. */
  housingCosts?: HousingCosts;
  /** The day whose rules apply (fee BSMV), YYYY-MM-DD; default today in Istanbul. */
  onDate?: string;
}

/** What is paid at disbursement besides the principal's instalments. */
export interface UpfrontCostInput {
  allocationFee?: number;
  loanType?: LoanType;
  housingCosts?: HousingCosts;
  onDate?: string;
}

/** Largest allocation fee allowed for a principal: 0.5 % of it, rounded to kuruş. */
export function maxAllocationFee(principal: number): number {
  return roundHalfUp(principal * ALLOCATION_FEE_CAP_RATE, 2);
}

/**
 * Builds the kuruş-exact plan. Each row: interest = round(balance × r), KKDF = BSMV = round(0.15 ×
 * interest) (0 for konut), principal part = A − interest − taxes, kept within 0 … balance (so extreme
 * rates or tiny loans never show a negative part or overshoot), instalment = principal + interest +
 * taxes. The last row repays the whole remaining balance, so principal parts sum exactly to P.
 */
export function buildPaymentPlan(
  principal: number,
  monthlyRate: number,
  months: number,
  taxes: TaxRates,
): { installment: number; rows: PaymentPlanRow[] } {
  const installmentKurus = toKurus(
    annuityPayment(principal, monthlyRate * (1 + taxes.kkdf + taxes.bsmv), months),
  );
  const rows: PaymentPlanRow[] = [];
  let balanceKurus = toKurus(principal);
  for (let month = 1; month <= months; month += 1) {
    const interestKurus = toKurus(fromKurus(balanceKurus) * monthlyRate);
    const kkdfKurus = toKurus(fromKurus(interestKurus) * taxes.kkdf);
    const bsmvKurus = toKurus(fromKurus(interestKurus) * taxes.bsmv);
    const due = installmentKurus - interestKurus - kkdfKurus - bsmvKurus;
    const principalKurus = month === months ? balanceKurus : Math.min(balanceKurus, Math.max(0, due));
    balanceKurus -= principalKurus;
    rows.push({
      month,
      installment: fromKurus(principalKurus + interestKurus + kkdfKurus + bsmvKurus),
      principal: fromKurus(principalKurus),
      interest: fromKurus(interestKurus),
      kkdf: fromKurus(kkdfKurus),
      bsmv: fromKurus(bsmvKurus),
      balance: fromKurus(balanceKurus),
    });
  }
  return { installment: fromKurus(installmentKurus), rows };
}

function sumKurus(rows: readonly PaymentPlanRow[], pick: (row: PaymentPlanRow) => number): number {
  return fromKurus(rows.reduce((sum, row) => sum + toKurus(pick(row)), 0));
}

/**
 * Totals, up-front costs and cost rates of a built plan. The annual cost rate counts every cost: the
 * instalments repay the principal less everything paid at disbursement (fee, its BSMV, housing costs).
 */
export function summarisePlan(
  principal: number,
  plan: { installment: number; rows: PaymentPlanRow[] },
  effectiveRate: number,
  costs: UpfrontCostInput = {},
): LoanPlan {
  const fee = Math.min(Math.max(0, roundHalfUp(costs.allocationFee ?? 0, 2)), maxAllocationFee(principal));
  const feeBsmv = costs.loanType ? allocationFeeBsmv(fee, costs.loanType, costs.onDate) : 0;
  const housing =
    costs.loanType === 'konut' && costs.housingCosts
      ? cleanHousingCosts(costs.housingCosts)
      : NO_HOUSING_COSTS;
  const upfrontKurus = toKurus(fee) + toKurus(feeBsmv) + toKurus(housingCostTotal(housing));
  const totalPayment = sumKurus(plan.rows, (row) => row.installment);
  const monthly = monthlyInternalRate(
    plan.rows.map((row) => row.installment),
    principal - fromKurus(upfrontKurus),
  );
  return {
    installment: plan.installment,
    effectiveMonthlyRate: effectiveRate,
    rows: plan.rows,
    totalPayment,
    totalInterest: sumKurus(plan.rows, (row) => row.interest),
    totalKkdf: sumKurus(plan.rows, (row) => row.kkdf),
    totalBsmv: sumKurus(plan.rows, (row) => row.bsmv),
    allocationFee: fee,
    allocationFeeBsmv: feeBsmv,
    ...housing,
    upfrontCosts: fromKurus(upfrontKurus),
    totalCost: fromKurus(toKurus(totalPayment) + upfrontKurus),
    monthlyCostRatePercent: roundHalfUp(monthly * 100, 2),
    annualCostRatePercent: roundHalfUp(annualiseMonthlyRate(monthly) * 100, 2),
  };
}

/**
 * Annuity payment plan of a loan (domain README): i = r × 1.30 for ihtiyac/tasit/esnaf, r for konut;
 * rate 0 gives an even split; the fee's BSMV and a housing loan's costs are added up front.
 * Expects validated input: principal > 0, rate 0–500, whole months ≥ 1.
 */
export function computeLoanPlan(input: LoanPlanInput): LoanPlan {
  const { principal, monthlyRatePercent, months, loanType, allocationFee = 0, housingCosts, onDate } = input;
  const taxes = loanTaxRates(loanType);
  const plan = buildPaymentPlan(principal, monthlyRatePercent / 100, months, taxes);
  return summarisePlan(principal, plan, effectiveMonthlyRate(monthlyRatePercent, taxes), {
    allocationFee,
    loanType,
    ...(housingCosts ? { housingCosts } : {}),
    ...(onDate ? { onDate } : {}),
  });
}
