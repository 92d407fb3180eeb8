import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loanSearchSchema } from './loan-schemas.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('asset value in the loan search (docs/domain-rules.md#asset-value-caps)', () => {
  const tasit = loanSearchSchema('tasit');
  const konut = loanSearchSchema('konut');

  it('is optional: blank or missing gives no value', () => {
    expect(tasit.parse({ amount: 300_000, maturity: 24 })).toEqual({ amount: 300_000, maturity: 24 });
    expect(tasit.parse({ amount: 300_000, maturity: 24, assetValue: '' }).assetValue).toBeUndefined();
    expect(konut.parse({ amount: 300_000, maturity: 120, assetValue: null }).assetValue).toBeUndefined();
  });

  it('reads numbers and Turkish amounts with kuruş', () => {
    expect(tasit.parse({ amount: 1, maturity: 12, assetValue: '2.500.000,01' }).assetValue).toBe(
      2_500_000.01,
    );
    expect(konut.parse({ amount: 1, maturity: 12, assetValue: 4_000_000 }).assetValue).toBe(4_000_000);
  });

  it('refuses a vehicle over the last band, one kuruş over included', () => {
    expect(messages(tasit, { amount: 100_000, maturity: 12, assetValue: 7_500_000 })).toEqual([]);
    expect(messages(tasit, { amount: 100_000, maturity: 12, assetValue: 7_500_000.01 })).toEqual([
      'assetValue:calc:asset.vehicleRefused',
    ]);
    // The refusal shows beside the other fields' messages.
    expect(messages(tasit, { amount: '', maturity: 12, assetValue: 8_000_000 })).toEqual([
      'amount:calc:loan.amountAndTermRequired',
      'assetValue:calc:asset.vehicleRefused',
    ]);
    // A home has no upper band: above 10 M the last band applies.
    expect(messages(konut, { amount: 100_000, maturity: 12, assetValue: 20_000_000 })).toEqual([]);
  });

  it('rejects values that are not amounts, too large, or too small to lend on', () => {
    for (const assetValue of [-1, 0, 'abc', 12.345, true]) {
      expect(messages(tasit, { amount: 1, maturity: 12, assetValue })).toEqual([
        'assetValue:calc:asset.invalid',
      ]);
    }
    expect(messages(konut, { amount: 1, maturity: 12, assetValue: 1_000_000_000 })).toEqual([]);
    expect(messages(konut, { amount: 1, maturity: 12, assetValue: 1_000_000_000.01 })).toEqual([
      'assetValue:calc:asset.max',
    ]);
    // 70 % of 1,42 TL is under one lira; of 1,43 TL it is 1 TL.
    expect(messages(tasit, { amount: 1, maturity: 12, assetValue: 1.42 })).toEqual([
      'assetValue:calc:asset.invalid',
    ]);
    expect(messages(tasit, { amount: 1, maturity: 12, assetValue: 1.43 })).toEqual([]);
  });

  it('is ignored by the other loan types, like any key they do not know', () => {
    expect(loanSearchSchema('ihtiyac').parse({ amount: 50_000, maturity: 12, assetValue: 'abc' })).toEqual({
      amount: 50_000,
      maturity: 12,
    });
    expect(messages(loanSearchSchema('esnaf'), { amount: 50_000, maturity: 12, assetValue: 9e9 })).toEqual(
      [],
    );
  });
});
