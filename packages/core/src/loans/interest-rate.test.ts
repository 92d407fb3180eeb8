import { describe, expect, it } from 'vitest';
import { annuityPayment, effectiveMonthlyRate, loanTaxRates } from './annuity.ts';
import {
  INTEREST_CALCULATOR_UPLIFT,
  isLoanType,
  KONUT_PAGE_TERMS,
  KONUT_WIDGET_TERMS,
  loanTerms,
} from './constants.ts';
import { annualiseMonthlyRate, monthlyInternalRate } from './cost-rate.ts';
import { computeInterestRatePlan } from './interest-rate.ts';

describe('computeInterestRatePlan', () => {
  it('uplifts the rate by 1.30 and compounds monthly: 100.000 TL, 2 %, 12 months', () => {
    // effective rate = 0.02 × 1.30 = 0.026; A = 100000 × 0.026 / (1 − 1.026^−12)
    // 1.026^12 = 1.3607186…, 1.026^−12 = 0.7349058… → A = 2600 / 0.2650942… = 9807.834 → 9807.83
    const plan = computeInterestRatePlan({ principal: 100_000, ratePercent: 2, months: 12 });
    expect(INTEREST_CALCULATOR_UPLIFT).toBeCloseTo(1.3, 12);
    expect(plan.effectiveMonthlyRate).toBeCloseTo(0.026, 12);
    expect(plan.installment).toBe(9807.83);
    // Row 1: interest 2000, KKDF = BSMV = 300, principal = 9807.83 − 2600 = 7207.83
    expect(plan.rows[0]).toMatchObject({ interest: 2000, kkdf: 300, bsmv: 300, principal: 7207.83 });
    expect(plan.rows.at(-1)?.balance).toBe(0);
  });

  it('rate 0 is an even split', () => {
    const plan = computeInterestRatePlan({ principal: 90_000, ratePercent: 0, months: 9 });
    expect(plan.rows.every((row) => row.installment === 10_000)).toBe(true);
    expect(plan.totalInterest).toBe(0);
  });
});

describe('annuity helpers and constants', () => {
  it('charges KKDF and BSMV on every type except konut', () => {
    expect(loanTaxRates('konut')).toEqual({ kkdf: 0, bsmv: 0 });
    expect(loanTaxRates('esnaf')).toEqual({ kkdf: 0.15, bsmv: 0.15 });
    expect(effectiveMonthlyRate(2, loanTaxRates('tasit'))).toBeCloseTo(0.026, 12);
    expect(annuityPayment(1200, 0, 12)).toBe(100);
  });

  it('lists konut terms per context and recognises loan types', () => {
    expect(KONUT_WIDGET_TERMS).toEqual([12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    expect(KONUT_PAGE_TERMS.at(-1)).toBe(180);
    expect(loanTerms('konut', 'widget')).toBe(KONUT_WIDGET_TERMS);
    expect(loanTerms('esnaf')).toEqual([12, 24, 36, 48, 60]);
    expect(loanTerms('tasit').at(-1)).toBe(48);
    expect(isLoanType('konut')).toBe(true);
    expect(isLoanType('kredi')).toBe(false);
    expect(isLoanType(3)).toBe(false);
  });

  it('solves the internal rate deterministically', () => {
    // Three payments of 100 for 250 today: m solves 100/(1+m) + 100/(1+m)^2 + 100/(1+m)^3 = 250 → m ≈ 9.7 %
    const m = monthlyInternalRate([100, 100, 100], 250);
    expect(100 / (1 + m) + 100 / (1 + m) ** 2 + 100 / (1 + m) ** 3).toBeCloseTo(250, 8);
    expect(monthlyInternalRate([100, 100, 100], 250)).toBe(m);
    expect(monthlyInternalRate([100], 150)).toBe(0);
    expect(monthlyInternalRate([100], 0)).toBe(0);
    expect(annualiseMonthlyRate(0.01)).toBeCloseTo(0.126825, 6);
  });
});
