import { offerTotalCost } from '@pusula/core/loans/offer-cost.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { defaultHousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { describe, expect, it } from 'vitest';
import { customRateOffer } from './loans-calculate.ts';

describe("the visitor's own rate (docs/domain-rules.md#up-front-costs)", () => {
  it("a housing loan carries the day's default up-front costs, counted in its cost rate and total", () => {
    const offer = customRateOffer('konut', 1_000_000, 120, 2.5);
    const costs = defaultHousingCosts();
    expect(offer.housingCosts).toEqual(costs);
    const bare = computeLoanPlan({
      principal: 1_000_000,
      monthlyRatePercent: 2.5,
      months: 120,
      loanType: 'konut',
    });
    expect(offer.annualCostRate).toBeGreaterThan(bare.annualCostRatePercent);
    const extra = costs.mortgageFee + costs.appraisalFee + costs.earthquakeInsurance;
    expect(offerTotalCost(offer)).toBe(Math.round((offer.totalPayment + extra) * 100) / 100);
  });

  it('other loans have no fee, so no fee BSMV and no housing costs', () => {
    const offer = customRateOffer('ihtiyac', 100_000, 12, 2.5);
    expect(offer).not.toHaveProperty('housingCosts');
    expect(offer).not.toHaveProperty('allocationFeeBsmv');
    expect(offerTotalCost(offer)).toBe(offer.totalPayment);
  });
});
