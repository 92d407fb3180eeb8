import { describe, expect, it } from 'vitest';
import { computeLoanPlan } from './payment-plan.ts';
import { planOfferFigures } from './plan-offer.ts';

const housingCosts = { mortgageFee: 3_000, appraisalFee: 15_000, earthquakeInsurance: 1_800 };

describe('a priced plan as an offer (docs/domain-rules.md#up-front-costs)', () => {
  it('names the plan’s figures as the offer search answers them', () => {
    const plan = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 3,
      months: 12,
      loanType: 'ihtiyac',
      allocationFee: 500,
    });
    expect(planOfferFigures(plan, 'ihtiyac', 100_000, 12)).toEqual({
      monthlyPayment: plan.installment,
      totalPayment: plan.totalPayment,
      amount: 100_000,
      maturity: 12,
      totalInterest: plan.totalInterest,
      totalKkdf: plan.totalKkdf,
      totalBsmv: plan.totalBsmv,
      allocationFee: 500,
      allocationFeeBsmv: plan.allocationFeeBsmv,
      annualCostRate: plan.annualCostRatePercent,
    });
    expect(plan.allocationFeeBsmv).toBeGreaterThan(0);
  });

  it('leaves out a fee BSMV that is not charged and costs a loan other than housing has not', () => {
    const plan = computeLoanPlan({ principal: 50_000, monthlyRatePercent: 2, months: 6, loanType: 'tasit' });
    const figures = planOfferFigures(plan, 'tasit', 50_000, 6);
    expect(figures).not.toHaveProperty('allocationFeeBsmv');
    expect(figures).not.toHaveProperty('housingCosts');
  });

  it('carries a housing loan’s up-front costs', () => {
    const plan = computeLoanPlan({
      principal: 1_000_000,
      monthlyRatePercent: 2.5,
      months: 120,
      loanType: 'konut',
      housingCosts,
    });
    const figures = planOfferFigures(plan, 'konut', 1_000_000, 120);
    expect(figures.housingCosts).toEqual(housingCosts);
    expect(figures).not.toHaveProperty('allocationFeeBsmv');
  });
});
