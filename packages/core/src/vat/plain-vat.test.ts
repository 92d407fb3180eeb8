import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePlainVat, kdvDahilToKdvHaric, kdvHaricToKdvDahil } from './plain-vat.ts';

describe('plain VAT', () => {
  it('adds VAT to a base: 1.000 TL at 20 % → 200 TL VAT, 1.200 TL inclusive', () => {
    expect(kdvHaricToKdvDahil(1000, 20)).toEqual({
      kdvHaric: 1000,
      kdvDahil: 1200,
      kdvTutari: 200,
      kdvRate: 20,
    });
  });

  it('takes VAT out of an inclusive amount: 118 TL at 10 % → 107,27 + 10,73', () => {
    // base = 118 / 1.10 = 107.2727… → 107.27; VAT = 118 − 107.27 = 10.73
    expect(kdvDahilToKdvHaric(118, 10)).toEqual({
      kdvHaric: 107.27,
      kdvDahil: 118,
      kdvTutari: 10.73,
      kdvRate: 10,
    });
  });

  it('rounds the VAT half-up: 0,25 TL at 10 % → VAT 0,025 → 0,03', () => {
    expect(kdvHaricToKdvDahil(0.25, 10).kdvTutari).toBe(0.03);
  });

  it('dispatches by operation', () => {
    expect(computePlainVat('kdvDahilToKdvHaric', 120, 20).kdvHaric).toBe(100);
    expect(computePlainVat('kdvHaricToKdvDahil', 100, 20).kdvDahil).toBe(120);
  });

  const amount = fc.integer({ min: 1, max: 99_999_999_900 }).map((kurus) => kurus / 100);
  const rate = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

  it('inclusive → exclusive → inclusive comes back within a kuruş', () => {
    fc.assert(
      fc.property(amount, rate, (gross, k) => {
        const out = kdvDahilToKdvHaric(gross, k);
        const back = kdvHaricToKdvDahil(out.kdvHaric, k);
        expect(Math.abs(Math.round(back.kdvDahil * 100) - Math.round(gross * 100))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('always satisfies kdvHaric + kdvTutari = kdvDahil with finite non-negative parts', () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (value, k, inclusive) => {
        const r = inclusive ? kdvDahilToKdvHaric(value, k) : kdvHaricToKdvDahil(value, k);
        for (const v of [r.kdvHaric, r.kdvDahil, r.kdvTutari]) {
          expect(Number.isFinite(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(Math.round(r.kdvHaric * 100) + Math.round(r.kdvTutari * 100)).toBe(
          Math.round(r.kdvDahil * 100),
        );
      }),
    );
  });
});
