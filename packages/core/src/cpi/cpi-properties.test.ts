import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus } from '../money/round.ts';
import { inflationAdjust, RENT_MAX_AMOUNT, realReturnPercent, rentIncrease } from './cpi-arithmetic.ts';
import { PUBLISHED_CPI } from './cpi-published.ts';
import { addMonths, cpiSeries, monthsBetween, unifiedIndex } from './cpi-series.ts';

const series = cpiSeries(PUBLISHED_CPI);
const rent = fc.integer({ min: 1, max: RENT_MAX_AMOUNT * 100 }).map((kurus) => kurus / 100);
/** Renewal months whose figure is seeded (July 2024 – May 2026). */
const renewal = fc.integer({ min: 0, max: 22 }).map((n) => addMonths('2024-07', n));
const seededMonth = fc.integer({ min: 0, max: 51 }).map((n) => addMonths('2022-01', n));
const percent = fc.integer({ min: -9_000, max: 100_000 }).map((bp) => bp / 100);

describe('rent increase properties', () => {
  it('new rent = rent + increase, to the kuruş, and never below the rent', () => {
    fc.assert(
      fc.property(rent, renewal, (amount, month) => {
        const result = rentIncrease(series, amount, month);
        expect(result).not.toBeNull();
        if (!result) return;
        expect(toKurus(result.newRent)).toBe(toKurus(amount) + toKurus(result.increase));
        expect(result.newRent).toBeGreaterThanOrEqual(amount);
        expect(Math.abs(result.newRent - amount * (1 + result.ratePercent / 100))).toBeLessThanOrEqual(
          0.005 + 1e-6,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a larger rent never gets a smaller new rent in the same month', () => {
    fc.assert(
      fc.property(rent, rent, renewal, (a, b, month) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowResult = rentIncrease(series, low, month);
        const highResult = rentIncrease(series, high, month);
        expect((highResult?.newRent ?? 0) >= (lowResult?.newRent ?? 0)).toBe(true);
      }),
    );
  });
});

describe('inflation properties', () => {
  it('A → B then B → A gives the amount back within a kuruş per step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), seededMonth, seededMonth, (amount, a, b) => {
        const there = inflationAdjust(series, amount, a, b);
        const back = there && inflationAdjust(series, there.value, b, a);
        expect(back).not.toBeNull();
        const tolerance =
          0.01 *
          (1 +
            Math.max(there?.fromIndex ?? 1, there?.toIndex ?? 1) /
              Math.min(there?.fromIndex ?? 1, there?.toIndex ?? 1));
        expect(Math.abs((back?.value ?? 0) - amount)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('the same month keeps the amount; a later month never shrinks it while the index rose', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), seededMonth, seededMonth, (amount, a, b) => {
        expect(inflationAdjust(series, amount, a, a)?.value).toBe(amount);
        const ia = unifiedIndex(series, a) ?? 0;
        const ib = unifiedIndex(series, b) ?? 0;
        const value = inflationAdjust(series, amount, a, b)?.value ?? 0;
        if (ib >= ia) expect(value).toBeGreaterThanOrEqual(amount);
        else expect(value).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('month arithmetic: adding then measuring the months gives the count back', () => {
    fc.assert(
      fc.property(seededMonth, fc.integer({ min: -600, max: 600 }), (month, count) => {
        expect(monthsBetween(month, addMonths(month, count))).toBe(count);
      }),
    );
  });
});

describe('real return properties', () => {
  it('zero when nominal equals inflation; same sign as nominal − inflation; grows with the nominal', () => {
    fc.assert(
      fc.property(percent, percent, (nominal, inflation) => {
        expect(realReturnPercent(inflation, inflation)).toBe(0);
        const real = realReturnPercent(nominal, inflation);
        if (nominal > inflation) expect(real).toBeGreaterThanOrEqual(0);
        if (nominal < inflation) expect(real).toBeLessThanOrEqual(0);
        expect(realReturnPercent(nominal + 1, inflation)).toBeGreaterThanOrEqual(real);
        // Fisher: a gain is never above the plain difference while inflation is positive ((n − i) ÷ (1 + i)).
        if (inflation > 0 && nominal >= inflation)
          expect(real).toBeLessThanOrEqual(nominal - inflation + 0.005);
      }),
    );
  });
});
