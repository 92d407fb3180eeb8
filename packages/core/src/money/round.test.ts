import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromKurus, roundHalfUp, roundMoney, subtractMoney, sumMoney, toKurus } from './round.ts';

describe('roundHalfUp', () => {
  it('rounds binary-unfriendly halves up', () => {
    expect(roundHalfUp(1.005)).toBe(1.01);
    expect(roundHalfUp(2.675)).toBe(2.68);
    expect(roundHalfUp(1.255)).toBe(1.26);
    expect(roundHalfUp(29151.215)).toBe(29151.22);
    expect(roundHalfUp(1.0049999)).toBe(1);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-1.005)).toBe(-1.01);
    expect(Object.is(roundHalfUp(-0.001), 0)).toBe(true);
  });

  it('supports other decimal counts and passes non-finite values through', () => {
    expect(roundHalfUp(1234.5, 0)).toBe(1235);
    expect(roundHalfUp(0.12345, 4)).toBe(0.1235);
    expect(roundHalfUp(Number.NaN)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfUp(1e20)).toBe(1e20);
  });

  it('roundMoney is 2-decimal half-up', () => {
    expect(roundMoney(0.285)).toBe(0.29);
  });

  it('is within half a kuruş of the input and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundHalfUp(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundHalfUp(r)).toBe(r);
      }),
    );
  });
});

describe('kuruş helpers', () => {
  it('converts to and from integer kuruş', () => {
    expect(toKurus(1.005)).toBe(101);
    expect(toKurus(1234.56)).toBe(123456);
    expect(fromKurus(123456)).toBe(1234.56);
  });

  it('sums and subtracts exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
  });

  it('sumMoney equals the integer kuruş sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_00 })), (kurus) => {
        const total = kurus.reduce((a, b) => a + b, 0);
        expect(sumMoney(kurus.map(fromKurus))).toBe(fromKurus(total));
      }),
    );
  });
});
