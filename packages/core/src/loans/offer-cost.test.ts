import { describe, expect, it } from 'vitest';
import { offerCostSummary, offerTotalCost, upfrontCostLines } from './offer-cost.ts';
import { computeLoanPlan } from './payment-plan.ts';

describe('offerTotalCost (docs/domain-rules.md#true-cost)', () => {
  it('adds the allocation fee to the total payment, exact to the kuruş', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in doubles; in kuruş it is 30.
    expect(offerTotalCost({ totalPayment: 0.1, allocationFee: 0.2 })).toBe(0.3);
    expect(offerTotalCost({ totalPayment: 117_694, allocationFee: 500 })).toBe(118_194);
    expect(offerTotalCost({ totalPayment: 1234.56, allocationFee: 0 })).toBe(1234.56);
  });

  it("equals the total cost core's payment plan reports for the same offer", () => {
    // 100.000 TL, 12 months, 2.5 % a month, the capped fee 0.5 % = 500 TL.
    const plan = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 2.5,
      months: 12,
      loanType: 'ihtiyac',
      allocationFee: 500,
    });
    const summary = offerCostSummary({
      totalPayment: plan.totalPayment,
      allocationFee: plan.allocationFee,
      allocationFeeBsmv: plan.allocationFeeBsmv,
      totalKkdf: plan.totalKkdf,
      totalBsmv: plan.totalBsmv,
      annualCostRate: plan.annualCostRatePercent,
    });
    expect(summary.totalCost).toBe(plan.totalCost);
    expect(summary.totalCost).toBeGreaterThan(plan.totalPayment);
    expect(summary).toMatchObject({ allocationFee: 500, allocationFeeBsmv: 75, totalKkdf: plan.totalKkdf });
  });

  it("adds the fee BSMV and a housing offer's up-front costs", () => {
    const housingCosts = { mortgageFee: 4000, appraisalFee: 5000.5, earthquakeInsurance: 2000.25 };
    expect(offerTotalCost({ totalPayment: 100_000, allocationFee: 500, allocationFeeBsmv: 75 })).toBe(
      100_575,
    );
    expect(offerTotalCost({ totalPayment: 100_000.1, allocationFee: 500, housingCosts })).toBe(111_500.85);
    const plan = computeLoanPlan({
      principal: 1_000_000,
      monthlyRatePercent: 2.5,
      months: 120,
      loanType: 'konut',
      allocationFee: 5000,
      housingCosts,
    });
    const summary = offerCostSummary({
      totalPayment: plan.totalPayment,
      allocationFee: plan.allocationFee,
      housingCosts,
      totalKkdf: 0,
      totalBsmv: 0,
      annualCostRate: plan.annualCostRatePercent,
    });
    expect(summary.totalCost).toBe(plan.totalCost);
    expect(summary).not.toHaveProperty('allocationFeeBsmv');
  });

  it('lists the up-front lines in order: fee, its BSMV when charged, the housing costs', () => {
    expect(upfrontCostLines({ allocationFee: 0 })).toEqual([['allocationFee', 0]]);
    expect(upfrontCostLines({ allocationFee: 500, allocationFeeBsmv: 75 })).toEqual([
      ['allocationFee', 500],
      ['allocationFeeBsmv', 75],
    ]);
    const housingCosts = { mortgageFee: 1, appraisalFee: 2, earthquakeInsurance: 3 };
    expect(upfrontCostLines({ allocationFee: 500, housingCosts }).map(([key]) => key)).toEqual([
      'allocationFee',
      'mortgageFee',
      'appraisalFee',
      'earthquakeInsurance',
    ]);
  });
});
