import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWithholding, WITHHOLDING_OPERATIONS } from './withholding.ts';

const kurus = (value: number): number => Math.round(value * 100);

describe('VAT withholding — worked example', () => {
  // Base 10.000 TL, VAT 20 %, withholding 5/10:
  //   VAT = 10.000 × 0.20 = 2.000; withheld = 2.000 × 5/10 = 1.000; collected VAT = 2.000 − 1.000 = 1.000
  //   inclusive = 12.000; collected total = 10.000 + 1.000 = 11.000; the buyer pays 1.000 to the tax office.
  const expected = {
    kdvHaric: 10000,
    kdvDahil: 12000,
    kdvTutari: 2000,
    tevkifatTutari: 1000,
    tahsilEdilenKdv: 1000,
    odenecekKdv: 1000,
    tahsilEdilenTutar: 11000,
    kdvRate: 20,
    tevkifatRate: 5,
  };

  it('from the amount excluding VAT', () => {
    expect(
      computeWithholding({ operation: 'kdvHaricToKdvDahil', amount: 10000, kdvRate: 20, tevkifatRate: 5 }),
    ).toEqual(expected);
  });

  it('from the amount including VAT (12.000 / 1.20 = 10.000)', () => {
    expect(
      computeWithholding({ operation: 'kdvDahilToKdvHaric', amount: 12000, kdvRate: 20, tevkifatRate: 5 }),
    ).toEqual(expected);
  });

  it('from the collected amount (11.000 / (1 + 0.20 × 5/10) = 10.000)', () => {
    expect(
      computeWithholding({
        operation: 'tahsilEdilenToKdvHaric',
        amount: 11000,
        kdvRate: 20,
        tevkifatRate: 5,
      }),
    ).toEqual(expected);
  });

  it('rounds each part half-up: 1.234,56 TL inclusive, 20 %, 9/10', () => {
    // base = 1234.56 / 1.2 = 1028.80; VAT = 1234.56 − 1028.80 = 205.76
    // withheld = 205.76 × 0.9 = 185.184 → 185.18; collected VAT = 20.58; collected total = 1049.38
    const r = computeWithholding({
      operation: 'kdvDahilToKdvHaric',
      amount: 1234.56,
      kdvRate: 20,
      tevkifatRate: 9,
    });
    expect(r).toMatchObject({
      kdvHaric: 1028.8,
      kdvTutari: 205.76,
      tevkifatTutari: 185.18,
      tahsilEdilenKdv: 20.58,
      tahsilEdilenTutar: 1049.38,
    });
  });

  it('withholds everything at 10/10', () => {
    const r = computeWithholding({
      operation: 'tahsilEdilenToKdvHaric',
      amount: 500,
      kdvRate: 20,
      tevkifatRate: 10,
    });
    expect(r).toMatchObject({
      kdvHaric: 500,
      kdvTutari: 100,
      tevkifatTutari: 100,
      tahsilEdilenKdv: 0,
      tahsilEdilenTutar: 500,
    });
  });
});

describe('VAT withholding — properties', () => {
  const input = fc.record({
    operation: fc.constantFrom(...WITHHOLDING_OPERATIONS),
    amount: fc.integer({ min: 1, max: 99_999_999_900 }).map((k) => k / 100),
    kdvRate: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    tevkifatRate: fc.integer({ min: 1, max: 10 }),
  });

  it('withheld + collected VAT = VAT, and the other identities hold to the kuruş', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeWithholding(i);
        expect(kurus(r.tevkifatTutari) + kurus(r.tahsilEdilenKdv)).toBe(kurus(r.kdvTutari));
        expect(kurus(r.kdvHaric) + kurus(r.kdvTutari)).toBe(kurus(r.kdvDahil));
        expect(kurus(r.kdvHaric) + kurus(r.tahsilEdilenKdv)).toBe(kurus(r.tahsilEdilenTutar));
        expect(r.odenecekKdv).toBe(r.tevkifatTutari);
      }),
    );
  });

  it('every output is finite and non-negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const value of Object.values(computeWithholding(i))) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives back the entered amount within a kuruş', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeWithholding(i);
        const field = {
          kdvDahilToKdvHaric: r.kdvDahil,
          kdvHaricToKdvDahil: r.kdvHaric,
          tahsilEdilenToKdvHaric: r.tahsilEdilenTutar,
        }[i.operation];
        expect(Math.abs(kurus(field) - kurus(i.amount))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
