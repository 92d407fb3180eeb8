import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LOAN_TYPES } from '../loans/constants.ts';
import { contactSchema } from './contact-schema.ts';
import { depositSchema } from './deposit-schema.ts';
import {
  customRateSchema,
  interestCalculatorSchema,
  loanSearchSchema,
  tradesmanSchema,
} from './loan-schemas.ts';
import { CALC_MESSAGES } from './message-keys.ts';
import { plainVatSchema, withholdingSchema } from './vat-schemas.ts';

const KEYS = new Set<string>(Object.values(CALC_MESSAGES).flatMap((group) => Object.values(group)));

describe('every invalid input gives message keys and never NaN', () => {
  const schemas: z.ZodType[] = [
    ...LOAN_TYPES.map((type) => loanSearchSchema(type)),
    customRateSchema,
    interestCalculatorSchema,
    tradesmanSchema,
    depositSchema,
    plainVatSchema,
    withholdingSchema,
    contactSchema,
  ];
  const value = fc.oneof(
    fc.anything(),
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.stringMatching(/^[\d.,]{0,14}$/),
    fc.constantFrom('AB', 'C', 'other', 'domesticElectric', true, false, 2_000_000.01),
    fc.constantFrom('kdvDahilToKdvHaric', 'tahsilEdilenToKdvHaric', 'TL', '12', '90', '1.000', '20'),
  );
  const input = fc.oneof(
    value,
    fc.record(
      Object.fromEntries(
        [
          'amount',
          'maturity',
          'assetValue',
          'vehicleKind',
          'energyClass',
          'ownsHome',
          'months',
          'ratePercent',
          'years',
          'enteredAmount',
          'depositType',
          'operation',
          'kdvRate',
          'tevkifatRate',
          'full_name',
          'email',
          'phone_number',
          'message',
        ].map((key) => [key, value]),
      ),
      { requiredKeys: [] },
    ),
  );

  const numbersIn = (data: unknown): number[] =>
    typeof data === 'number'
      ? [data]
      : data && typeof data === 'object'
        ? Object.values(data).flatMap(numbersIn)
        : [];

  it('holds for arbitrary input to every schema', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), input, (schema, candidate) => {
        const result = schema.safeParse(candidate);
        if (result.success) {
          for (const n of numbersIn(result.data)) expect(Number.isFinite(n)).toBe(true);
        } else {
          for (const issue of result.error.issues) expect(KEYS.has(issue.message)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
