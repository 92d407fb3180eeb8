import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  customRateSchema,
  interestCalculatorSchema,
  loanSearchSchema,
  loanTypeSchema,
  tradesmanSchema,
} from './loan-schemas.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('loan schemas', () => {
  const ihtiyac = loanSearchSchema('ihtiyac');

  it('accepts digits with or without dots and a listed term', () => {
    expect(ihtiyac.parse({ amount: '50.000', maturity: '12' })).toEqual({ amount: 50000, maturity: 12 });
    expect(loanSearchSchema('konut', 'widget').parse({ amount: 300000, maturity: 120 })).toEqual({
      amount: 300000,
      maturity: 120,
    });
  });

  it('gives message keys for each rule', () => {
    expect(messages(ihtiyac, { amount: '', maturity: '' })).toEqual([
      'calc:loan.amountAndTermRequired',
      'calc:loan.amountAndTermRequired',
    ]);
    expect(messages(ihtiyac, { amount: 0, maturity: 12 })).toEqual(['calc:loan.amountAndTermRequired']);
    expect(messages(ihtiyac, { amount: '12,5', maturity: 12 })).toEqual(['calc:loan.invalidAmount']);
    expect(messages(ihtiyac, { amount: -5, maturity: 12 })).toEqual(['calc:loan.invalidAmount']);
    expect(messages(ihtiyac, { amount: 50_000_001, maturity: 12 })).toEqual(['calc:loan.maxAmount']);
    expect(messages(ihtiyac, { amount: 50_000, maturity: 48 })).toEqual(['calc:loan.invalidTerm']);
    expect(messages(loanSearchSchema('konut', 'widget'), { amount: 1, maturity: 180 })).toEqual([
      'calc:loan.invalidTerm',
    ]);
    expect(messages(ihtiyac, 'x')).toEqual(['calc:common.invalidInput']);
    // BDDK term caps for personal loans: over 125.000 TL at most 24 months, over 250.000 TL at most 12.
    expect(messages(ihtiyac, { amount: 125_000, maturity: 36 })).toEqual([]);
    expect(messages(ihtiyac, { amount: 125_001, maturity: 36 })).toEqual(['calc:loan.termCapMid']);
    expect(messages(ihtiyac, { amount: 250_000, maturity: 24 })).toEqual([]);
    expect(messages(ihtiyac, { amount: 250_001, maturity: 24 })).toEqual(['calc:loan.termCapHigh']);
    expect(messages(ihtiyac, { amount: 2_000_000, maturity: 12 })).toEqual([]);
    expect(messages(loanSearchSchema('tasit'), { amount: 300_000, maturity: 36 })).toEqual([]);
    expect(messages(loanTypeSchema, 'kredi')).toEqual(['calc:loan.invalidLoanType']);
  });

  it('custom rate is optional and 0–500', () => {
    expect(customRateSchema.parse('')).toBeUndefined();
    expect(customRateSchema.parse('2,20')).toBe(2.2);
    expect(customRateSchema.parse(0)).toBe(0);
    expect(messages(customRateSchema, 500.01)).toEqual(['calc:loan.invalidRate']);
    expect(messages(customRateSchema, 'abc')).toEqual(['calc:loan.invalidRate']);
    expect(messages(customRateSchema, Number.NaN)).toEqual(['calc:loan.invalidRate']);
    expect(messages(customRateSchema, true)).toEqual(['calc:loan.invalidRate']);
  });

  it('interest calculator needs amount, listed term and rate', () => {
    expect(interestCalculatorSchema.parse({ amount: '100.000', months: 15, ratePercent: '3,5' })).toEqual({
      amount: 100000,
      months: 15,
      ratePercent: 3.5,
    });
    expect(messages(interestCalculatorSchema, {})).toEqual([
      'calc:interest.allFieldsRequired',
      'calc:interest.allFieldsRequired',
      'calc:interest.allFieldsRequired',
    ]);
    expect(messages(interestCalculatorSchema, { amount: 1, months: 13, ratePercent: 501 })).toEqual([
      'calc:interest.invalidTerm',
      'calc:interest.rateRange',
    ]);
  });

  it('tradesman takes 1–5 years', () => {
    expect(tradesmanSchema.parse({ amount: '300.000', years: '2' })).toEqual({ amount: 300000, years: 2 });
    expect(messages(tradesmanSchema, { amount: 300000, years: 6 })).toEqual(['calc:tradesman.invalidYears']);
    expect(messages(tradesmanSchema, { amount: 300000 })).toEqual(['calc:loan.amountAndTermRequired']);
  });
});
