import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactSchema } from './contact-schema.ts';
import { depositSchema } from './deposit-schema.ts';
import { plainVatSchema, withholdingSchema } from './vat-schemas.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('deposit schema', () => {
  it('accepts a valid request and defaults the type to TL', () => {
    expect(depositSchema.parse({ enteredAmount: '100.000', maturity: 90 })).toEqual({
      enteredAmount: 100000,
      maturity: 90,
      depositType: 'TL',
    });
  });

  it('takes an optional start date from the first known withholding rule on', () => {
    expect(depositSchema.parse({ enteredAmount: 5000, maturity: 90, startDate: '2024-11-01' })).toMatchObject(
      {
        startDate: '2024-11-01',
      },
    );
    expect(
      depositSchema.parse({ enteredAmount: 5000, maturity: 90, startDate: '2099-12-31' }).startDate,
    ).toBe('2099-12-31');
  });

  it.each([
    [{ enteredAmount: '', maturity: 90 }, ['calc:deposit.allFieldsRequired']],
    [{ enteredAmount: 5000, maturity: 0 }, ['calc:deposit.allFieldsRequired']],
    [{ enteredAmount: 999, maturity: 90 }, ['calc:deposit.minAmount']],
    [{ enteredAmount: 50_000_001, maturity: 90 }, ['calc:deposit.maxAmount']],
    [{ enteredAmount: 'bin', maturity: 90 }, ['calc:deposit.invalidAmount']],
    [{ enteredAmount: 5000, maturity: 31 }, ['calc:deposit.minTerm']],
    [{ enteredAmount: 5000, maturity: 32.5 }, ['calc:deposit.invalidTerm']],
    [{ enteredAmount: 5000, maturity: 4000 }, ['calc:deposit.invalidTerm']],
    [{ enteredAmount: 5000, maturity: 90, depositType: 'USD' }, ['calc:deposit.invalidType']],
    [{ enteredAmount: 5000, maturity: 90, startDate: '2026-02-29' }, ['calc:deposit.invalidStartDate']],
    [{ enteredAmount: 5000, maturity: 90, startDate: '01.07.2026' }, ['calc:deposit.invalidStartDate']],
    [{ enteredAmount: 5000, maturity: 90, startDate: '2024-10-31' }, ['calc:deposit.invalidStartDate']],
    [{ enteredAmount: 5000, maturity: 90, startDate: '2100-01-01' }, ['calc:deposit.invalidStartDate']],
    [{ enteredAmount: 5000, maturity: 90, startDate: 20260701 }, ['calc:deposit.invalidStartDate']],
  ])('%j → %j', (input, expected) => {
    expect(messages(depositSchema, input)).toEqual(expected);
  });
});

describe('VAT schemas', () => {
  it('reads Turkish amounts and free rates', () => {
    expect(
      plainVatSchema.parse({ operation: 'kdvDahilToKdvHaric', amount: '1.234,56', kdvRate: '8,5' }),
    ).toEqual({
      operation: 'kdvDahilToKdvHaric',
      amount: 1234.56,
      kdvRate: 8.5,
    });
    expect(
      withholdingSchema.parse({
        operation: 'tahsilEdilenToKdvHaric',
        amount: 10.5,
        kdvRate: 20,
        tevkifatRate: '9',
      }),
    ).toMatchObject({ amount: 10.5, tevkifatRate: 9 });
  });

  it.each([
    [{ operation: 'x', amount: '1', kdvRate: 20, tevkifatRate: 5 }, ['calc:vat.invalidOperation']],
    [
      { operation: 'kdvHaricToKdvDahil', amount: '0', kdvRate: 20, tevkifatRate: 5 },
      ['calc:vat.invalidAmount'],
    ],
    [
      { operation: 'kdvHaricToKdvDahil', amount: '1.5', kdvRate: 20, tevkifatRate: 5 },
      ['calc:vat.invalidAmount'],
    ],
    [
      { operation: 'kdvHaricToKdvDahil', amount: 1.005, kdvRate: 20, tevkifatRate: 5 },
      ['calc:vat.invalidAmount'],
    ],
    [{ operation: 'kdvHaricToKdvDahil', amount: 1e9, kdvRate: 20, tevkifatRate: 5 }, ['calc:vat.maxAmount']],
    [{ operation: 'kdvHaricToKdvDahil', amount: 1, kdvRate: 101, tevkifatRate: 5 }, ['calc:vat.rateRange']],
    [{ operation: 'kdvHaricToKdvDahil', amount: 1, kdvRate: '', tevkifatRate: 5 }, ['calc:vat.rateRange']],
    [
      { operation: 'kdvHaricToKdvDahil', amount: 1, kdvRate: 20, tevkifatRate: 0 },
      ['calc:vat.tevkifatRange'],
    ],
    [
      { operation: 'kdvHaricToKdvDahil', amount: 1, kdvRate: 20, tevkifatRate: 1.5 },
      ['calc:vat.tevkifatRange'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(messages(withholdingSchema, input)).toEqual(expected);
  });
});

describe('contact schema', () => {
  it('trims values and drops blank optional fields', () => {
    expect(
      contactSchema.parse({
        full_name: '  Ayşe Yılmaz ',
        email: ' ',
        phone_number: '+90 (532) 123-45-67',
        message: '',
      }),
    ).toEqual({ full_name: 'Ayşe Yılmaz', phone_number: '+90 (532) 123-45-67' });
  });

  it.each([
    [{ full_name: 'Al', phone_number: '5321234567' }, ['calc:contact.fullName']],
    [{ full_name: 'A'.repeat(101), phone_number: '5321234567' }, ['calc:contact.fullName']],
    [{ full_name: 'Ali', email: 'ali@', phone_number: '5321234567' }, ['calc:contact.email']],
    [
      { full_name: 'Ali', email: `${'a'.repeat(250)}@x.com`, phone_number: '5321234567' },
      ['calc:contact.email'],
    ],
    [{ full_name: 'Ali', phone_number: '123456' }, ['calc:contact.phone']],
    [{ full_name: 'Ali', phone_number: '1'.repeat(21) }, ['calc:contact.phone']],
    [{ full_name: 'Ali', phone_number: '0532 123 45 6x' }, ['calc:contact.phone']],
    [{ full_name: 'Ali', phone_number: '5321234567', message: 'hey' }, ['calc:contact.message']],
    [{ full_name: 'Ali', phone_number: '5321234567', message: 'x'.repeat(2001) }, ['calc:contact.message']],
  ])('%j → %j', (input, expected) => {
    expect(messages(contactSchema, input)).toEqual(expected);
  });
});
