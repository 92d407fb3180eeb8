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
    expect(tasit.parse({ amount: 1, maturity: 12, assetValue: '1.500.000,01' }).assetValue).toBe(
      1_500_000.01,
    );
    expect(konut.parse({ amount: 1, maturity: 12, assetValue: 4_000_000 }).assetValue).toBe(4_000_000);
  });

  it('refuses a car over the last band of its table, one kuruş over included', () => {
    expect(messages(tasit, { amount: 100_000, maturity: 12, assetValue: 2_000_000 })).toEqual([]);
    expect(messages(tasit, { amount: 100_000, maturity: 12, assetValue: 2_000_000.01 })).toEqual([
      'assetValue:calc:asset.vehicleRefusedGeneral',
    ]);
    const electric = { amount: 100_000, maturity: 12, vehicleKind: 'domesticElectric' };
    expect(messages(tasit, { ...electric, assetValue: 7_500_000 })).toEqual([]);
    expect(messages(tasit, { ...electric, assetValue: 7_500_000.01 })).toEqual([
      'assetValue:calc:asset.vehicleRefusedElectric',
    ]);
    // The refusal shows beside the other fields' messages.
    expect(messages(tasit, { amount: '', maturity: 12, assetValue: 8_000_000 })).toEqual([
      'amount:calc:loan.amountAndTermRequired',
      'assetValue:calc:asset.vehicleRefusedGeneral',
    ]);
    // A home has no upper band: above 20 M the last band applies.
    expect(messages(konut, { amount: 100_000, maturity: 12, assetValue: 900_000_000 })).toEqual([]);
  });

  it('answers input that is not an object with the one message, on every type', () => {
    for (const input of [null, 'x', 5, undefined]) {
      expect(messages(tasit, input)).toEqual([':calc:common.invalidInput']);
      expect(messages(konut, input)).toEqual([':calc:common.invalidInput']);
    }
  });

  it('reads the vehicle kind, energy class and home ownership, each optional', () => {
    expect(tasit.parse({ amount: 1, maturity: 12, vehicleKind: 'domesticElectric' }).vehicleKind).toBe(
      'domesticElectric',
    );
    expect(tasit.parse({ amount: 1, maturity: 12, vehicleKind: '' }).vehicleKind).toBeUndefined();
    expect(konut.parse({ amount: 1, maturity: 12, energyClass: 'AB', ownsHome: true })).toMatchObject({
      energyClass: 'AB',
      ownsHome: true,
    });
    expect(messages(tasit, { amount: 1, maturity: 12, vehicleKind: 'electric' })).toEqual([
      'vehicleKind:calc:asset.invalidVehicleKind',
    ]);
    expect(messages(konut, { amount: 1, maturity: 12, energyClass: 'D' })).toEqual([
      'energyClass:calc:asset.invalidEnergyClass',
    ]);
    expect(messages(konut, { amount: 1, maturity: 12, ownsHome: 'yes' })).toEqual([
      'ownsHome:calc:asset.invalidOwnsHome',
    ]);
    // Each belongs to its own type: the other types ignore it like any unknown key.
    expect(messages(konut, { amount: 1, maturity: 12, vehicleKind: 'x' })).toEqual([]);
    expect(messages(tasit, { amount: 1, maturity: 12, energyClass: 'x', ownsHome: 'x' })).toEqual([]);
    // An invalid kind still lets the value be checked by the general table.
    expect(messages(tasit, { amount: 1, maturity: 12, vehicleKind: 'x', assetValue: 3_000_000 })).toEqual([
      'vehicleKind:calc:asset.invalidVehicleKind',
      'assetValue:calc:asset.vehicleRefusedGeneral',
    ]);
  });

  it('refuses a home value too small to lend one lira on after the owner reduction', () => {
    // 70 % × 25 % of 5,71 TL = 0,99925 TL; of 5,72 TL = 1,001 TL.
    expect(messages(konut, { amount: 1, maturity: 12, assetValue: 5.71, ownsHome: true })).toEqual([
      'assetValue:calc:asset.invalid',
    ]);
    expect(messages(konut, { amount: 1, maturity: 12, assetValue: 5.72, ownsHome: true })).toEqual([]);
    expect(messages(konut, { amount: 1, maturity: 12, assetValue: 5.71 })).toEqual([]);
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
