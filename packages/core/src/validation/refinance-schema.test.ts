import { describe, expect, it } from 'vitest';
import { REFINANCE_MESSAGES as M } from './refinance-messages.ts';
import { refinanceSchema } from './refinance-schema.ts';

const balance = {
  known: 'balance',
  loanType: 'ihtiyac',
  ratePercent: '3,1',
  balance: '80.000',
  remainingMonths: '14',
};
const original = {
  known: 'original',
  loanType: 'konut',
  ratePercent: 2.79,
  amount: 2_000_000,
  months: '120',
  paidCount: 30,
};
const messages = (input: unknown) => {
  const parsed = refinanceSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('refinance schema', () => {
  it('reads the balance way and the original-contract way', () => {
    expect(refinanceSchema.parse(balance)).toEqual({
      kind: 'balance',
      loanType: 'ihtiyac',
      monthlyRatePercent: 3.1,
      balance: 80_000,
      remainingMonths: 14,
    });
    expect(refinanceSchema.parse(original)).toEqual({
      kind: 'original',
      loanType: 'konut',
      monthlyRatePercent: 2.79,
      principal: 2_000_000,
      months: 120,
      paidCount: 30,
    });
  });

  it('refuses each bad field with its own message', () => {
    expect(messages({ ...balance, balance: '' })).toEqual([['balance', M.required]]);
    expect(messages({ ...balance, remainingMonths: '0' })).toEqual([['remainingMonths', M.remainingRange]]);
    expect(messages({ ...balance, remainingMonths: '361' })).toEqual([['remainingMonths', M.remainingRange]]);
    expect(messages({ ...balance, balance: '50000001' })).toEqual([['balance', M.maxAmount]]);
    expect(messages({ ...balance, ratePercent: '501' })).toEqual([['ratePercent', M.rateRange]]);
    expect(messages({ ...original, months: '13' })).toEqual([['months', M.invalidTerm]]);
    expect(messages({ ...original, paidCount: 120 })).toEqual([['paidCount', M.paidRange]]);
    expect(messages({ ...balance, loanType: 'esnaf' })).toEqual([['loanType', M.invalidLoanType]]);
    expect(messages({ ...balance, known: 'x' })).toEqual([['known', M.invalidKnown]]);
    expect(messages(null)).toEqual([['', M.invalidInput]]);
  });

  it('bounds hostile input: NUL bytes, huge numbers, long strings', () => {
    expect(messages({ ...balance, balance: '1\u00000' })).toEqual([['balance', M.invalidAmount]]);
    expect(messages({ ...balance, remainingMonths: '9'.repeat(400) })).toEqual([
      ['remainingMonths', M.remainingRange],
    ]);
    expect(messages({ ...balance, balance: '9'.repeat(10_000) })[0]?.[0]).toBe('balance');
    expect(messages({ ...balance, ratePercent: 1e308 })).toEqual([['ratePercent', M.rateRange]]);
  });
});
