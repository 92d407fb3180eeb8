import { describe, expect, it } from 'vitest';
import { computeLoanPlan, maxAllocationFee } from './payment-plan.ts';

const kurus = (value: number): number => Math.round(value * 100);

describe('computeLoanPlan — worked example: 100.000 TL, 2,5 %/month, 12 months, ihtiyac', () => {
  // i = 0.025 × (1 + 0.15 + 0.15) = 0.0325
  // (1.0325)^−12 = 0.681270017…  →  A = 100000 × 0.0325 / (1 − 0.681270017) = 3250 / 0.318729983 = 10196.7188 → 10196.72
  // Row 1: interest = 100000 × 0.025 = 2500; KKDF = BSMV = 0.15 × 2500 = 375;
  //        principal = 10196.72 − 2500 − 375 − 375 = 6946.72; balance = 93053.28
  // Row 2: interest = 93053.28 × 0.025 = 2326.332 → 2326.33; taxes 348.9495 → 348.95 each;
  //        principal = 10196.72 − 2326.33 − 697.90 = 7172.49; balance = 85880.79
  // Row 12 repays the remaining 9875.72: interest 246.893 → 246.89, taxes 37.03 each → 10196.67
  const plan = computeLoanPlan({
    principal: 100_000,
    monthlyRatePercent: 2.5,
    months: 12,
    loanType: 'ihtiyac',
  });

  it('computes the instalment and the first rows', () => {
    expect(plan.installment).toBe(10196.72);
    expect(plan.effectiveMonthlyRate).toBeCloseTo(0.0325, 12);
    expect(plan.rows[0]).toEqual({
      month: 1,
      installment: 10196.72,
      principal: 6946.72,
      interest: 2500,
      kkdf: 375,
      bsmv: 375,
      balance: 93053.28,
    });
    expect(plan.rows[1]).toEqual({
      month: 2,
      installment: 10196.72,
      principal: 7172.49,
      interest: 2326.33,
      kkdf: 348.95,
      bsmv: 348.95,
      balance: 85880.79,
    });
  });

  it('lets the last row absorb rounding', () => {
    expect(plan.rows[11]).toEqual({
      month: 12,
      installment: 10196.67,
      principal: 9875.72,
      interest: 246.89,
      kkdf: 37.03,
      bsmv: 37.03,
      balance: 0,
    });
  });

  it('totals the plan', () => {
    // 11 × 10196.72 + 10196.67 = 122360.59; interest 17200.47; each tax 2580.06
    expect(plan.totalPayment).toBe(122360.59);
    expect(plan.totalInterest).toBe(17200.47);
    expect(plan.totalKkdf).toBe(2580.06);
    expect(plan.totalBsmv).toBe(2580.06);
    expect(plan.totalCost).toBe(122360.59);
    expect(kurus(plan.totalInterest + plan.totalKkdf + plan.totalBsmv + 100_000)).toBe(
      kurus(plan.totalPayment),
    );
  });

  it('annual cost rate without fees is (1.0325)^12 − 1 = 46.78 %', () => {
    expect(plan.monthlyCostRatePercent).toBe(3.25);
    expect(plan.annualCostRatePercent).toBe(46.78);
  });

  it('an allocation fee raises the cost rate; the fee is capped at 0.5 %', () => {
    const withFee = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 2.5,
      months: 12,
      loanType: 'ihtiyac',
      allocationFee: 900,
    });
    expect(maxAllocationFee(100_000)).toBe(500);
    expect(withFee.allocationFee).toBe(500);
    // 500 TL fee + 15 % BSMV on it (75 TL) on top of the instalments: 122.360,59 + 575.
    expect(withFee.allocationFeeBsmv).toBe(75);
    expect(withFee.upfrontCosts).toBe(575);
    expect(withFee.totalCost).toBe(122935.59);
    expect(withFee.annualCostRatePercent).toBeGreaterThan(plan.annualCostRatePercent);
    const negative = computeLoanPlan({
      principal: 1000,
      monthlyRatePercent: 1,
      months: 3,
      loanType: 'tasit',
      allocationFee: -5,
    });
    expect(negative.allocationFee).toBe(0);
  });
});

describe('computeLoanPlan — housing and zero rate', () => {
  it('konut has no KKDF/BSMV: i = r', () => {
    // A = 100000 × 0.025 / (1 − 1.025^−12) = 2500 / 0.256444… = 9748.71
    const plan = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 2.5,
      months: 12,
      loanType: 'konut',
    });
    expect(plan.installment).toBe(9748.71);
    expect(plan.totalKkdf).toBe(0);
    expect(plan.totalBsmv).toBe(0);
    expect(plan.annualCostRatePercent).toBe(34.49);
  });

  it('rate 0 splits evenly; a fee then gives a positive cost rate', () => {
    const plan = computeLoanPlan({
      principal: 1_200_000,
      monthlyRatePercent: 0,
      months: 120,
      loanType: 'konut',
    });
    expect(plan.installment).toBe(10000);
    expect(plan.rows.every((row) => row.installment === 10000 && row.interest === 0)).toBe(true);
    expect(plan.annualCostRatePercent).toBe(0);
    const withFee = computeLoanPlan({
      principal: 120_000,
      monthlyRatePercent: 0,
      months: 12,
      loanType: 'konut',
      allocationFee: 600,
    });
    expect(withFee.annualCostRatePercent).toBeGreaterThan(0);
  });

  it('extreme rates never produce a negative principal part', () => {
    const plan = computeLoanPlan({ principal: 1, monthlyRatePercent: 500, months: 180, loanType: 'tasit' });
    expect(plan.rows[0]?.principal).toBe(0);
    expect(plan.rows.at(-1)?.principal).toBe(1);
    expect(Number.isFinite(plan.annualCostRatePercent)).toBe(true);
  });
});
