import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARLY_REPAYMENT_MESSAGES as M } from './early-repayment-messages.ts';
import { earlyRepaymentSchema } from './early-repayment-schema.ts';

function messages(input: unknown): Record<string, string> {
  const result = earlyRepaymentSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = { loanType: 'ihtiyac', amount: '100000', ratePercent: '3', months: '12', paidCount: '4' };

describe('early-repayment schema', () => {
  it('reads the form’s strings; a blank partial is a full payoff', () => {
    expect(earlyRepaymentSchema.parse({ ...valid, partial: '' })).toEqual({
      loanType: 'ihtiyac',
      principal: 100_000,
      monthlyRatePercent: 3,
      months: 12,
      paidCount: 4,
    });
    expect(
      earlyRepaymentSchema.parse({
        ...valid,
        ratePercent: '2,5',
        partial: '20.000',
        mode: 'lowerInstalment',
      }),
    ).toMatchObject({ monthlyRatePercent: 2.5, partial: 20_000, mode: 'lowerInstalment' });
    expect(earlyRepaymentSchema.parse({ ...valid, partial: '20000' })).toMatchObject({ mode: 'shorterTerm' });
  });

  it('gives a message key for each rule', () => {
    expect(messages({ ...valid, amount: '', ratePercent: '', months: '', paidCount: '' })).toEqual({
      amount: M.required,
      ratePercent: M.required,
      months: M.required,
      paidCount: M.required,
    });
    expect(messages({ ...valid, loanType: 'esnaf' })).toEqual({ loanType: M.invalidLoanType });
    expect(messages({ ...valid, amount: '12,5' })).toEqual({ amount: M.invalidAmount });
    expect(messages({ ...valid, amount: 50_000_001 })).toEqual({ amount: M.maxAmount });
    expect(messages({ ...valid, ratePercent: '501' })).toEqual({ ratePercent: M.rateRange });
    expect(messages({ ...valid, months: '48' })).toEqual({ months: M.invalidTerm });
    expect(messages({ ...valid, loanType: 'tasit', months: '48' })).toEqual({});
    expect(messages({ ...valid, paidCount: '-1' })).toEqual({ paidCount: M.paidRange });
    expect(messages({ ...valid, partial: '0' })).toEqual({ partial: M.invalidPartial });
    expect(messages({ ...valid, mode: 'x', partial: '1' })).toEqual({ mode: M.invalidMode });
    expect(messages('x')).toEqual({ '': M.invalidInput });
  });

  it('a housing partial is at least one instalment (22.048,10 TL here); other types have no floor', () => {
    const housing = {
      loanType: 'konut',
      amount: '1000000',
      ratePercent: '2',
      months: '120',
      paidCount: '10',
    };
    expect(messages({ ...housing, partial: '22048' })).toEqual({ partial: M.partialBelowInstalment });
    expect(messages({ ...housing, partial: '22049' })).toEqual({});
    expect(messages({ ...housing, partial: '1' })).toEqual({ partial: M.partialBelowInstalment });
    // A whole-lira instalment (0 % rate: 10.000 TL) is met exactly.
    const flat = { ...housing, amount: '1200000', ratePercent: '0' };
    expect(messages({ ...flat, partial: '9999' })).toEqual({ partial: M.partialBelowInstalment });
    expect(messages({ ...flat, partial: '10000' })).toEqual({});
    // A full payoff (blank) is always allowed, and personal or vehicle loans take any amount.
    expect(messages({ ...housing, partial: '' })).toEqual({});
    expect(messages({ ...housing, loanType: 'tasit', months: '48', partial: '1' })).toEqual({});
    expect(messages({ ...valid, partial: '1' })).toEqual({});
  });

  it('paid must stay below the term: 11 of 12 is fine, 12 is not', () => {
    expect(messages({ ...valid, paidCount: '11' })).toEqual({});
    expect(messages({ ...valid, paidCount: '12' })).toEqual({ paidCount: M.paidRange });
  });

  it('the partial must be below the balance still owed (71.618,69 TL after 4 of 12)', () => {
    expect(messages({ ...valid, partial: '71618' })).toEqual({});
    expect(messages({ ...valid, partial: '71619' })).toEqual({ partial: M.partialTooLarge });
    expect(messages({ ...valid, paidCount: '0', partial: '100000' })).toEqual({ partial: M.partialTooLarge });
  });

  it('arbitrary input gives known message keys or finite numbers, never NaN', () => {
    const keys = new Set<string>(Object.values(M));
    const value = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.stringMatching(/^[\d.,]{0,9}$/),
    );
    const fields = ['loanType', 'amount', 'ratePercent', 'months', 'paidCount', 'partial', 'mode'];
    const input = fc.record(Object.fromEntries(fields.map((key) => [key, value])), { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(value, input), (candidate) => {
        const result = earlyRepaymentSchema.safeParse(candidate);
        if (result.success) {
          for (const n of Object.values(result.data))
            if (typeof n === 'number') expect(Number.isFinite(n)).toBe(true);
        } else for (const issue of result.error.issues) expect(keys.has(issue.message)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
