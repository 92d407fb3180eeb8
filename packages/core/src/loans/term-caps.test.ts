import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personalLoanMaxTerm } from './term-caps.ts';

describe('BDDK personal-loan term caps', () => {
  it('puts each boundary amount in the lower band', () => {
    expect(personalLoanMaxTerm(1)).toBe(36);
    expect(personalLoanMaxTerm(125_000)).toBe(36);
    expect(personalLoanMaxTerm(125_001)).toBe(24);
    expect(personalLoanMaxTerm(250_000)).toBe(24);
    expect(personalLoanMaxTerm(250_001)).toBe(12);
    expect(personalLoanMaxTerm(50_000_000)).toBe(12);
  });

  it('never allows a longer term for a larger amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        (a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          expect(personalLoanMaxTerm(large)).toBeLessThanOrEqual(personalLoanMaxTerm(small));
        },
      ),
    );
  });
});
