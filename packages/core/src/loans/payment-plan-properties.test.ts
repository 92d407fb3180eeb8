import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, type LoanType, loanTerms, MAX_AMOUNT } from './constants.ts';
import { computeLoanPlan } from './payment-plan.ts';

const kurus = (value: number): number => Math.round(value * 100);

describe('computeLoanPlan — properties', () => {
  const input = fc
    .record({
      principal: fc.integer({ min: 1, max: MAX_AMOUNT }),
      monthlyRatePercent: fc.integer({ min: 0, max: 50_000 }).map((h) => h / 100),
      loanType: fc.constantFrom<LoanType>(...LOAN_TYPES),
      pick: fc.nat(),
      fee: fc.nat({ max: 1_000_000 }),
    })
    .map(({ pick, fee, ...rest }) => {
      const terms = loanTerms(rest.loanType);
      return { ...rest, months: terms[pick % terms.length] ?? 12, allocationFee: fee / 100 };
    });

  it('principal parts sum exactly to the principal and the last balance is 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = computeLoanPlan(i);
        expect(plan.rows).toHaveLength(i.months);
        expect(plan.rows.reduce((sum, row) => sum + kurus(row.principal), 0)).toBe(kurus(i.principal));
        expect(plan.rows.at(-1)?.balance).toBe(0);
      }),
    );
  });

  it('every output is finite and non-negative; each row adds up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { rows, ...totals } = computeLoanPlan(i);
        for (const value of Object.values(totals)) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const row of rows) {
          for (const value of Object.values(row)) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(kurus(row.principal) + kurus(row.interest) + kurus(row.kkdf) + kurus(row.bsmv)).toBe(
            kurus(row.installment),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('at ordinary rates every row but the last equals the instalment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: MAX_AMOUNT }),
        fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
        (principal, rate) => {
          const plan = computeLoanPlan({
            principal,
            monthlyRatePercent: rate,
            months: 36,
            loanType: 'ihtiyac',
          });
          expect(plan.rows.slice(0, -1).every((row) => row.installment === plan.installment)).toBe(true);
        },
      ),
    );
  });
});
