import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../rules/calendar.ts';
import { DEPOSIT_INSURANCE_LIMIT, depositInsuranceLimitOn } from './constants.ts';
import { computeDepositReturn } from './deposit-return.ts';

describe('computeDepositReturn — worked example: 100.000 TL, 45 % a year, 90 days', () => {
  it('applies the 17.5 % stopaj of terms up to 6 months', () => {
    // gross = 100000 × 0.45 × 90 / 365 = 4050000 / 365 = 11095.890… → 11095.89
    // stopaj = 11095.89 × 0.175 = 1941.78075 → 1941.78; net = 9154.11; total = 109154.11
    expect(
      computeDepositReturn({ principal: 100_000, annualRatePercent: 45, days: 90, startDate: '2026-11-25' }),
    ).toEqual({
      grossInterest: 11095.89,
      withholdingRate: 0.175,
      withholdingAmount: 1941.78,
      netInterest: 9154.11,
      totalReturn: 109154.11,
      maturityDate: '2027-02-23',
      withholdingBand: 'upTo6Months',
    });
  });

  it('365 days at 40 % pays 15 %; 400 days pays 10 %', () => {
    // gross = 50000 × 0.40 × 365/365 = 20000; stopaj 15 % = 3000; net 17000
    expect(
      computeDepositReturn({ principal: 50_000, annualRatePercent: 40, days: 365, startDate: '2026-11-25' }),
    ).toMatchObject({
      grossInterest: 20000,
      withholdingAmount: 3000,
      netInterest: 17000,
      totalReturn: 67000,
    });
    // gross = 36500 × 0.10 × 400/365 = 4000; stopaj 10 % = 400
    expect(
      computeDepositReturn({ principal: 36_500, annualRatePercent: 10, days: 400, startDate: '2026-11-25' })
        .withholdingAmount,
    ).toBe(400);
  });
});

describe('deposit constants', () => {
  it('knows the insurance limit by date', () => {
    expect(DEPOSIT_INSURANCE_LIMIT).toBe(1_200_000);
    expect(depositInsuranceLimitOn('2026-03-01')).toBe(1_200_000);
    expect(depositInsuranceLimitOn('2025-06-30')).toBe(950_000);
    expect(depositInsuranceLimitOn('2024-12-31')).toBeNull();
  });
});

describe('computeDepositReturn — properties', () => {
  it('outputs are finite, non-negative and add up to the kuruş', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000 }).map((h) => h / 100),
        fc.integer({ min: 32, max: 3650 }),
        fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-07-09', offset)),
        (principal, annualRatePercent, days, startDate) => {
          const r = computeDepositReturn({ principal, annualRatePercent, days, startDate });
          const { maturityDate: _m, withholdingBand: _b, ...figures } = r;
          for (const value of Object.values(figures)) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          const k = (v: number) => Math.round(v * 100);
          expect(k(r.netInterest) + k(r.withholdingAmount)).toBe(k(r.grossInterest));
          expect(k(principal) + k(r.netInterest)).toBe(k(r.totalReturn));
        },
      ),
    );
  });
});
