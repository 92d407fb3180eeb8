import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../money/round.ts';
import { annualiseMonthlyRate, monthlyInternalRate } from './cost-rate.ts';
import { buildPaymentPlan, computeLoanPlan } from './payment-plan.ts';
import {
  ALLOCATION_FEE_BSMV_RULES,
  allocationFeeBsmv,
  defaultHousingCosts,
  HOUSING_UPFRONT_COST_RULES,
} from './upfront-cost-rules.ts';

const annualPercent = (payments: readonly number[], amount: number, decimals = 2) =>
  roundHalfUp(annualiseMonthlyRate(monthlyInternalRate(payments, amount)) * 100, decimals);

describe('the allocation fee bears BSMV (docs/domain-rules.md#up-front-costs)', () => {
  const base = { principal: 100_000, monthlyRatePercent: 2.5, months: 12, allocationFee: 500 } as const;

  it('a 0.5 % fee costs 0.575 % of the principal, and the cost rate counts all of it', () => {
    const plan = computeLoanPlan({ ...base, loanType: 'ihtiyac', onDate: '2026-11-25' });
    expect(plan.allocationFeeBsmv).toBe(75);
    expect(plan.upfrontCosts).toBe(575); // 0.575 % of 100.000
    const payments = plan.rows.map((row) => row.installment);
    expect(plan.annualCostRatePercent).toBe(annualPercent(payments, 100_000 - 575));
    // Counting the fee alone would understate it.
    expect(plan.annualCostRatePercent).toBeGreaterThan(annualPercent(payments, 100_000 - 500));
    expect(plan.totalCost).toBe(plan.totalPayment + 575);
  });

  it('vehicle and tradesman fees bear it; housing finance is exempt', () => {
    for (const loanType of ['tasit', 'esnaf'] as const)
      expect(computeLoanPlan({ ...base, loanType }).allocationFeeBsmv).toBe(75);
    const housing = computeLoanPlan({ ...base, loanType: 'konut' });
    expect(housing.allocationFeeBsmv).toBe(0);
    expect(housing.upfrontCosts).toBe(500);
  });

  it('is dated data with its sources; no rule is known before its first date', () => {
    expect(ALLOCATION_FEE_BSMV_RULES[0]?.figures.rate).toBe(0.15);
    expect(ALLOCATION_FEE_BSMV_RULES[0]?.sources.length).toBeGreaterThan(0);
    expect(allocationFeeBsmv(333.33, 'ihtiyac', '2023-07-07')).toBe(50); // 49.9995 → 50.00
    expect(allocationFeeBsmv(500, 'ihtiyac', '2023-07-06')).toBe(0);
  });
});

describe("a housing loan's up-front costs", () => {
  const costs = { mortgageFee: 4_000, appraisalFee: 5_000, earthquakeInsurance: 2_000 };

  it('are counted in the total cost and the annual cost rate, itemised', () => {
    const plan = computeLoanPlan({
      principal: 1_000_000,
      monthlyRatePercent: 2.5,
      months: 120,
      loanType: 'konut',
      allocationFee: 5_000,
      housingCosts: costs,
    });
    expect(plan).toMatchObject({
      ...costs,
      allocationFee: 5_000,
      allocationFeeBsmv: 0,
      upfrontCosts: 16_000,
    });
    expect(plan.totalCost).toBe(roundHalfUp(plan.totalPayment + 16_000, 2));
    const payments = plan.rows.map((row) => row.installment);
    expect(plan.annualCostRatePercent).toBe(annualPercent(payments, 1_000_000 - 16_000));
    expect(plan.annualCostRatePercent).toBeGreaterThan(annualPercent(payments, 1_000_000 - 5_000));
  });

  it('apply to housing loans only, and are kept within 0 … 10.000.000 TL', () => {
    const personal = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 2.5,
      months: 12,
      loanType: 'ihtiyac',
      housingCosts: costs,
    });
    expect(personal).toMatchObject({
      mortgageFee: 0,
      appraisalFee: 0,
      earthquakeInsurance: 0,
      upfrontCosts: 0,
    });
    const odd = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 1,
      months: 12,
      loanType: 'konut',
      housingCosts: { mortgageFee: -5, appraisalFee: 20_000_000, earthquakeInsurance: 0.005 },
    });
    expect(odd).toMatchObject({ mortgageFee: 0, appraisalFee: 10_000_000, earthquakeInsurance: 0.01 });
  });

  it("the site's defaults are dated data with sources", () => {
    expect(defaultHousingCosts('2026-11-25')).toEqual(costs);
    expect(defaultHousingCosts('2025-12-31')).toEqual({
      mortgageFee: 0,
      appraisalFee: 0,
      earthquakeInsurance: 0,
    });
    expect(HOUSING_UPFRONT_COST_RULES[0]?.effectiveFrom).toBe('2026-01-01');
    expect(HOUSING_UPFRONT_COST_RULES[0]?.sources.length).toBeGreaterThan(0);
  });
});

describe("the cost rate reproduces a lender's published figures from the same cash flows", () => {
  it("Akbank's example: 7.500 TL, 0,99 % a month, 12 months, fee 41,25 TL incl. 10 % BSMV → 17,1183 %", () => {
    // Akbank's "ÖRNEK ÖDEME TABLOSU" as published by emlakkulisi.com.tr (undated; the 10 % BSMV of the
    // time places it before 2023-07-07): instalment 676,41 TL, total repayment 8.158,13 TL (instalments
    // + fee), "Efektif Yıllık Faiz Oranı (Yıllık Maliyet Oranı)" 17,1183 %; fee = 0.5 % of 7.500 = 37,50
    // + 10 % BSMV = 41,25 TL. The bank leaves the life-insurance premium (100,15 TL) out of the rate.
    // https://emlakkulisi.com.tr/akbankta-deprem-inanilmaz-kampanya-simdi-basladi-faizleri-dibe-cekti-2-is-gunu-icinde-gormeyen-kalmasin/722602?p=4
    const plan = buildPaymentPlan(7_500, 0.0099, 12, { kkdf: 0.15, bsmv: 0.1 });
    const payments = plan.rows.map((row) => row.installment);
    expect(plan.installment).toBe(676.41);
    expect(roundHalfUp(payments.reduce((sum, payment) => sum + payment, 0) + 41.25, 2)).toBe(8_158.13);
    const fee = 37.5;
    const feeBsmv = roundHalfUp(fee * 0.1, 2);
    expect(annualPercent(payments, 7_500 - fee - feeBsmv, 4)).toBe(17.1183);
  });

  it('eqlx-bankmath README (PyPI): 100.000 TL, 3,99 % a month, 24 months, 500 TL paid up front → 84,5548 %', () => {
    // An independent calculator's published example (not a bank's): instalment 7.379,48, last 7.379,72,
    // total repayment 177.607,76 (instalments + the 500 TL), annual cost rate 84,5548 %.
    // https://pypi.org/project/eqlx-bankmath/
    const plan = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 3.99,
      months: 24,
      loanType: 'ihtiyac',
    });
    const payments = plan.rows.map((row) => row.installment);
    expect([plan.installment, payments.at(-1)]).toEqual([7_379.48, 7_379.72]);
    expect(roundHalfUp(plan.totalPayment + 500, 2)).toBe(177_607.76);
    expect(annualPercent(payments, 100_000 - 500, 4)).toBe(84.5548);
    // The site adds the fee's 15 % BSMV: 575 TL up front.
    const priced = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 3.99,
      months: 24,
      loanType: 'ihtiyac',
      allocationFee: 500,
      onDate: '2026-11-10',
    });
    expect(priced.annualCostRatePercent).toBe(84.72);
  });
});
