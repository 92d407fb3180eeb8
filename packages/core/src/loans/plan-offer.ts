import type { LoanType } from './constants.ts';
import type { OfferCostInput } from './offer-cost.ts';
import type { LoanPlan } from './payment-plan.ts';

/** The figures of a loan offer priced with computeLoanPlan (a bank's offer, or the visitor's own rate). */
export interface PlanOfferFigures extends OfferCostInput {
  monthlyPayment: number;
  amount: number;
  maturity: number;
  totalInterest: number;
}

/**
 * A priced plan as an offer's figures, written once for the offer search's answers and the visitor's
 * own rate (docs/domain-rules.md#up-front-costs): the fee's BSMV only when one is charged and the
 * up-front costs only on a housing loan, so offers without them keep their shape.
 */
export function planOfferFigures(
  plan: LoanPlan,
  loanType: LoanType,
  amount: number,
  maturity: number,
): PlanOfferFigures {
  return {
    monthlyPayment: plan.installment,
    totalPayment: plan.totalPayment,
    amount,
    maturity,
    totalInterest: plan.totalInterest,
    totalKkdf: plan.totalKkdf,
    totalBsmv: plan.totalBsmv,
    allocationFee: plan.allocationFee,
    ...(plan.allocationFeeBsmv > 0 ? { allocationFeeBsmv: plan.allocationFeeBsmv } : {}),
    ...(loanType === 'konut'
      ? {
          housingCosts: {
            mortgageFee: plan.mortgageFee,
            appraisalFee: plan.appraisalFee,
            earthquakeInsurance: plan.earthquakeInsurance,
          },
        }
      : {}),
    annualCostRate: plan.annualCostRatePercent,
  };
}
