import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, type LoanType, loanTerms, MAX_AMOUNT, RATE_MAX } from './constants.ts';
import { annualiseMonthlyRate, monthlyInternalRate } from './cost-rate.ts';
import { computeLoanPlan, maxAllocationFee } from './payment-plan.ts';

/** Net present value of end-of-month payments at monthly rate m, written with powers (not Horner). */
function npv(payments: readonly number[], amount: number, m: number): number {
  return payments.reduce((sum, payment, k) => sum + payment / (1 + m) ** (k + 1), 0) - amount;
}

/**
 * The solver this module used before Newton–Raphson, kept as the reference: plain bisection on
 * [0, high], high doubled until the present value falls below the amount, to a width of 1e-15.
 */
function bisectionRate(payments: readonly number[], amount: number): number {
  const presentValue = (m: number): number => npv(payments, 0, m);
  if (amount <= 0 || presentValue(0) <= amount) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > amount) high *= 2;
  for (let iteration = 0; iteration < 200 && high - low > 1e-15 * Math.max(1, high); iteration += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amount) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('monthlyInternalRate — worked examples', () => {
  it('one payment of 110 for 100 today is 10 % a month', () => {
    // 110 / (1 + m) = 100 → m = 0.1
    expect(monthlyInternalRate([110], 100)).toBeCloseTo(0.1, 14);
  });

  it('two payments of 60 for 100 today', () => {
    // 60v + 60v² = 100 with v = 1/(1+m) → v² + v − 5/3 = 0 → v = (−1 + √(1 + 20/3)) / 2 = 0.8844…
    // m = 1/v − 1 = 0.13066…
    const v = (-1 + Math.sqrt(1 + 20 / 3)) / 2;
    expect(monthlyInternalRate([60, 60], 100)).toBeCloseTo(1 / v - 1, 14);
    expect(monthlyInternalRate([60, 60], 100)).toBeCloseTo(0.130662, 6);
  });

  it('a rate above 100 % a month (the bracket has to grow): 300 in a month for 100 today', () => {
    // 300 / (1 + m) = 100 → m = 2; the search bracket starts at [0, 1] and doubles to [1, 2].
    expect(monthlyInternalRate([300], 100)).toBeCloseTo(2, 14);
  });

  it('a single balloon after two empty months: 1000 in month 3 for 100 today', () => {
    // 1000 / (1 + m)³ = 100 → (1 + m)³ = 10 → m = ∛10 − 1 = 1.15443…
    expect(monthlyInternalRate([0, 0, 1000], 100)).toBeCloseTo(Math.cbrt(10) - 1, 13);
  });

  it('a level annuity gives back its own rate', () => {
    // 10 000 over 24 months at 2 %: A = 10000 × 0.02 / (1 − 1.02^−24) = 528.71…; solving back gives 0.02.
    const payment = (10_000 * 0.02) / (1 - 1.02 ** -24);
    expect(
      monthlyInternalRate(
        Array.from({ length: 24 }, () => payment),
        10_000,
      ),
    ).toBeCloseTo(0.02, 14);
  });

  it('is 0 when the payments do not exceed the amount, or the amount is not positive', () => {
    expect(monthlyInternalRate([50, 50], 100)).toBe(0);
    expect(monthlyInternalRate([40, 50], 100)).toBe(0);
    expect(monthlyInternalRate([100], 0)).toBe(0);
    expect(monthlyInternalRate([100], -5)).toBe(0);
    expect(monthlyInternalRate([], 100)).toBe(0);
  });

  it('annualises by compounding twelve months', () => {
    // (1.02)^12 − 1 = 0.268241…
    expect(annualiseMonthlyRate(0.02)).toBeCloseTo(0.268242, 6);
    expect(annualiseMonthlyRate(0)).toBe(0);
  });
});

describe('monthlyInternalRate — properties', () => {
  /** Valid loans as the forms accept them: 1 TL … 50 million, 0 … 500 % a month, listed terms, fee ≤ cap. */
  const loan = fc
    .record({
      principal: fc.integer({ min: 1, max: MAX_AMOUNT }),
      monthlyRatePercent: fc.integer({ min: 0, max: RATE_MAX * 100 }).map((h) => h / 100),
      loanType: fc.constantFrom<LoanType>(...LOAN_TYPES),
      pick: fc.nat(),
      feeShare: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ pick, feeShare, ...rest }) => {
      const terms = loanTerms(rest.loanType);
      return {
        ...rest,
        months: terms[pick % terms.length]!,
        allocationFee: Math.floor(maxAllocationFee(rest.principal) * feeShare) / 100,
      };
    });

  it('zeroes the net present value of the plan and agrees with bisection', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const plan = computeLoanPlan(input);
        const payments = plan.rows.map((row) => row.installment);
        const amount = input.principal - plan.allocationFee;
        const m = monthlyInternalRate(payments, amount);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(Math.abs(npv(payments, amount, m))).toBeLessThanOrEqual(1e-6 * input.principal);
        expect(Math.abs(m - bisectionRate(payments, amount))).toBeLessThanOrEqual(1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('does the same for irregular non-negative cash flows (balloons, gaps, large rates)', () => {
    const flows = fc
      .record({
        payments: fc.array(
          fc.integer({ min: 0, max: 10_000_000 }).map((k) => k / 100),
          {
            minLength: 1,
            maxLength: 240,
          },
        ),
        share: fc.double({ min: 0.001, max: 0.999, noNaN: true }),
      })
      .filter(({ payments }) => payments.some((payment) => payment > 0))
      .map(({ payments, share }) => ({
        payments,
        amount: share * payments.reduce((sum, payment) => sum + payment, 0),
      }));
    fc.assert(
      fc.property(flows, ({ payments, amount }) => {
        const m = monthlyInternalRate(payments, amount);
        expect(m).toBeGreaterThan(0);
        expect(Math.abs(npv(payments, amount, m))).toBeLessThanOrEqual(1e-6 * amount);
        expect(Math.abs(m - bisectionRate(payments, amount))).toBeLessThanOrEqual(1e-9 * Math.max(1, m));
      }),
      { numRuns: 200 },
    );
  });
});
