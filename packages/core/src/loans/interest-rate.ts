import { BSMV_RATE, KKDF_RATE } from './constants.ts';
import { buildPaymentPlan, type LoanPlan, summarisePlan } from './payment-plan.ts';

export interface InterestRateInput {
  principal: number;
  /** Monthly rate in percent as entered (0–500). */
  ratePercent: number;
  months: number;
}

/**
 * Interest-rate calculator (docs/domain-rules.md#interest-rate-calculator): the entered rate is uplifted by KKDF 15 % and BSMV 15 %
 * (effective per-period rate = rate × 1.30) and compounded monthly as an annuity. The plan rows split
 * each instalment into principal, interest, KKDF and BSMV exactly like a personal loan.
 */
export function computeInterestRatePlan(input: InterestRateInput): LoanPlan {
  const taxes = { kkdf: KKDF_RATE, bsmv: BSMV_RATE };
  const rate = input.ratePercent / 100;
  const plan = buildPaymentPlan(input.principal, rate, input.months, taxes);
  return summarisePlan(input.principal, plan, rate * (1 + KKDF_RATE + BSMV_RATE));
}
