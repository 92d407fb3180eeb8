import { describe, expect, it } from 'vitest';
import { emptyValues, fieldsOf, groupsOf, readForm, valuesOf } from './offer-form.ts';
import type { DepositOfferRow, LoanOfferRow, OfferHistory } from './offers-editor-types.ts';
import { currentDeposits, currentLoans, historyEntries, sampleAsOf } from './offers-history.ts';

const common = {
  bankId: 3,
  minAmount: 1000,
  maxAmount: 1_000_000,
  replacesId: null,
  changedBy: null,
  isSample: true,
  asOf: '2026-11-20',
};
const loan = (id: number, loanType: string, extra: Partial<LoanOfferRow> = {}): LoanOfferRow => ({
  ...common,
  id,
  loanType,
  monthlyRate: 3.47,
  minTerm: 3,
  maxTerm: 36,
  allocationFeeRate: 0.5,
  mortgageFee: null,
  appraisalFee: null,
  earthquakeInsurance: null,
  effectiveFrom: '2026-11-20T00:00:00.000Z',
  retiredAt: null,
  ...extra,
});
const deposit = (id: number, minDays: number, maxDays: number): DepositOfferRow => ({
  ...common,
  id,
  currency: 'TL',
  annualRate: 41,
  minDays,
  maxDays,
  effectiveFrom: '2026-11-20T00:00:00.000Z',
  retiredAt: null,
});

const INVALID = 'calc:common.invalidInput';
const BANK = 'Garanti';

describe('reading what the editor typed', () => {
  const loanValues = { ...valuesOf(loan(5, 'ihtiyac'), 'tr') };
  const depositValues = { ...valuesOf(deposit(1, 32, 89), 'tr') };

  it('takes Turkish and dotted decimal rates, grouped amounts and whole terms', () => {
    const read = (values: Partial<typeof loanValues>) => readForm('loan', { ...loanValues, ...values }, BANK);
    expect(read({ rate: '1,49', fee: '0.25' }).fields).toMatchObject({
      monthlyRate: 1.49,
      allocationFeeRate: 0.25,
    });
    expect(read({ minAmount: '1.000', maxAmount: '1.000.000,50' }).fields).toMatchObject({
      minAmount: 1000,
      maxAmount: 1_000_000.5,
    });
    expect(read({ maxAmount: '250000', maxTerm: '36' }).fields).toMatchObject({
      maxAmount: 250_000,
      maxTerm: 36,
    });
    for (const [field, text] of [
      ['rate', 'abc'],
      ['minAmount', ''],
      ['maxAmount', '1,234.50'],
      ['maxTerm', '3,5'],
      ['fee', '%'],
    ] as const) {
      const result = read({ [field]: text });
      expect(result.fields, `${field}: ${text}`).toBeNull();
      expect(result.errors, `${field}: ${text}`).toEqual({ [field]: INVALID });
    }
  });

  it('builds the API body, and marks fields that are not numbers without sending anything', () => {
    const values = valuesOf(loan(5, 'ihtiyac'), 'tr');
    expect(values).toMatchObject({ rate: '3,47', minAmount: '1000', maxTerm: '36', fee: '0,5' });
    expect(readForm('loan', { ...values, rate: '1,49' }, BANK).fields).toEqual({
      loanType: 'ihtiyac',
      monthlyRate: 1.49,
      minAmount: 1000,
      maxAmount: 1_000_000,
      minTerm: 3,
      maxTerm: 36,
      allocationFeeRate: 0.5,
    });
    const bad = readForm('deposit', { ...emptyValues('deposit'), rate: '45', minAmount: '1.000' }, BANK);
    expect(bad.fields).toBeNull();
    expect(bad.errors).toEqual({ maxAmount: INVALID, minTerm: INVALID, maxTerm: INVALID });
    expect(valuesOf(deposit(1, 32, 89), 'en')).toMatchObject({ rate: '41', minTerm: '32', maxTerm: '89' });
    // Amounts with kuruş come back in the form the amount parser reads.
    const withKurus = valuesOf({ ...deposit(1, 32, 89), minAmount: 1000.5 }, 'en');
    expect(readForm('deposit', withKurus, BANK).fields).toMatchObject({ minAmount: 1000.5, minDays: 32 });
  });

  it("a housing offer's up-front costs: empty sends null (the default), amounts are read, other loans send none", () => {
    const housing = valuesOf(loan(9, 'konut', { mortgageFee: 4500.5, appraisalFee: 0 }), 'tr');
    expect(housing).toMatchObject({ mortgageFee: '4500,5', appraisalFee: '0', earthquakeInsurance: '' });
    expect(readForm('loan', housing, BANK).fields).toMatchObject({
      mortgageFee: 4500.5,
      appraisalFee: 0,
      earthquakeInsurance: null,
    });
    expect(readForm('loan', { ...housing, earthquakeInsurance: '2.250' }, BANK).fields).toMatchObject({
      earthquakeInsurance: 2250,
    });
    const bad = readForm('loan', { ...housing, mortgageFee: 'x', appraisalFee: '10.000.001' }, BANK);
    expect(bad).toEqual({
      fields: null,
      errors: { mortgageFee: INVALID, appraisalFee: 'loans:editor.invalidHousingCost' },
    });
    const personal = readForm('loan', { ...loanValues, mortgageFee: '999' }, BANK).fields;
    expect(personal).not.toHaveProperty('mortgageFee');
    expect(groupsOf('loan', false, 'konut').at(-1)).toEqual([
      'mortgageFee',
      'appraisalFee',
      'earthquakeInsurance',
    ]);
    expect(groupsOf('loan', true, 'ihtiyac').flat()).not.toContain('mortgageFee');
    expect(fieldsOf('loan', 'konut')).toContain('earthquakeInsurance');
    expect(fieldsOf('deposit')).toEqual(['rate', 'minAmount', 'maxAmount', 'minTerm', 'maxTerm']);
  });

  it("checks the API's limits before sending and puts each problem under its field", () => {
    const loanErrors = (values: Partial<typeof loanValues>) =>
      readForm('loan', { ...loanValues, ...values }, BANK).errors;
    expect(loanErrors({ rate: '600' })).toEqual({ rate: 'loans:editor.invalidRate' });
    expect(loanErrors({ rate: '500' })).toEqual({});
    expect(loanErrors({ fee: '1' })).toEqual({ fee: 'loans:editor.invalidFee' });
    expect(loanErrors({ loanType: 'kredi' })).toEqual({ loanType: 'calc:loan.invalidLoanType' });
    expect(loanErrors({ minTerm: '0' })).toEqual({ minTerm: INVALID });
    expect(loanErrors({ maxTerm: '3651' })).toEqual({ maxTerm: INVALID });
    expect(loanErrors({ maxAmount: '1.000.000.001' })).toEqual({ maxAmount: INVALID });
    // Upside-down ranges: under the upper bound, and only once the fields themselves are valid.
    expect(loanErrors({ minAmount: '5000', maxAmount: '10' })).toEqual({
      maxAmount: 'loans:editor.invalidRange',
    });
    expect(loanErrors({ minTerm: '40' })).toEqual({ maxTerm: 'loans:editor.invalidRange' });
    expect(loanErrors({ minTerm: '40', rate: '600' })).toEqual({ rate: 'loans:editor.invalidRate' });
    const depositErrors = readForm('deposit', { ...depositValues, minTerm: '90', maxAmount: '999' }, BANK);
    expect(depositErrors).toEqual({
      fields: null,
      errors: { maxAmount: 'loans:editor.invalidRange', maxTerm: 'loans:editor.invalidRange' },
    });
  });
});

describe('the offers in force and the change history', () => {
  const history: OfferHistory = {
    loans: [
      loan(9, 'konut'),
      loan(3, 'ihtiyac', { retiredAt: '2026-12-01T10:00:00.000Z' }),
      loan(30, 'ihtiyac', {
        monthlyRate: 1.49,
        isSample: false,
        asOf: null,
        replacesId: 3,
        changedBy: 'admin',
        effectiveFrom: '2026-12-01T10:00:00.000Z',
      }),
    ],
    deposits: [deposit(12, 90, 179), deposit(11, 32, 89)],
  };

  it('lists the current offers in the public order', () => {
    expect(currentLoans(history).map((row) => row.id)).toEqual([30, 9]);
    expect(currentDeposits(history).map((row) => row.minDays)).toEqual([32, 90]);
    expect(sampleAsOf(currentLoans(history))).toBe('2026-11-20');
    expect(sampleAsOf([])).toBeNull();
  });

  it('shows the latest change first: the new version, then the one it replaced', () => {
    const entries = historyEntries(history);
    expect(entries.slice(0, 2).map((entry) => entry.row.id)).toEqual([30, 3]);
    expect(entries).toHaveLength(5);
  });
});
