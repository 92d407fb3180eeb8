import { describe, expect, it } from 'vitest';
import {
  OFFER_MESSAGE_KEYS as KEYS,
  loanOfferChangeSchema,
  newDepositOfferSchema,
  newLoanOfferSchema,
  rangeProblems,
} from './offers-editor.ts';

const loan = {
  bankName: 'Garanti',
  loanType: 'ihtiyac',
  monthlyRate: 3.47,
  minAmount: 1000,
  maxAmount: 1_000_000,
  minTerm: 3,
  maxTerm: 36,
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the offers editor contract', () => {
  it('accepts a new loan offer and defaults its fee to 0', () => {
    const result = newLoanOfferSchema.safeParse(loan);
    expect(result.success && result.data.allocationFeeRate).toBe(0);
  });

  it('names the field of each problem with its message key', () => {
    expect(
      problems(newLoanOfferSchema.safeParse({ ...loan, monthlyRate: 501, allocationFeeRate: 0.6 })),
    ).toEqual([
      ['monthlyRate', KEYS.rate],
      ['allocationFeeRate', KEYS.fee],
    ]);
    expect(problems(newLoanOfferSchema.safeParse({ ...loan, loanType: 'x', minTerm: 2.5 }))).toEqual([
      ['minTerm', KEYS.invalid],
      ['loanType', KEYS.loanType],
    ]);
  });

  it('refuses upside-down ranges under the upper bound, once the fields are valid', () => {
    expect(problems(newLoanOfferSchema.safeParse({ ...loan, minAmount: 5_000_000, minTerm: 40 }))).toEqual([
      ['maxAmount', KEYS.range],
      ['maxTerm', KEYS.range],
    ]);
    const deposit = {
      bankName: 'Garanti',
      annualRate: 40,
      minAmount: 1,
      maxAmount: 2,
      minDays: 90,
      maxDays: 32,
    };
    expect(problems(newDepositOfferSchema.safeParse(deposit))).toEqual([['maxDays', KEYS.range]]);
    expect(problems(newDepositOfferSchema.safeParse({ ...deposit, annualRate: -1 }))).toEqual([
      ['annualRate', KEYS.rate],
    ]);
    expect(rangeProblems({ minAmount: 2, maxAmount: 1, minDays: 5, maxDays: 1 })).toEqual([KEYS.range]);
    expect(rangeProblems({ minAmount: 1, maxAmount: 1, minTerm: 5, maxTerm: 5 })).toEqual([]);
  });

  it('takes any subset of the fields for a change (ranges are checked on the merged row)', () => {
    expect(loanOfferChangeSchema.safeParse({ monthlyRate: 1 }).success).toBe(true);
    expect(loanOfferChangeSchema.safeParse({ minAmount: 10, maxAmount: 1 }).success).toBe(true);
    expect(problems(loanOfferChangeSchema.safeParse({ monthlyRate: 600 }))).toEqual([
      ['monthlyRate', KEYS.rate],
    ]);
  });
});
