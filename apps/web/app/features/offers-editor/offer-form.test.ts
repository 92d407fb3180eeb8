import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  parseAmount,
  parseRate,
  parseWhole,
  placeServerErrors,
  readForm,
  valuesOf,
} from './offer-form.ts';
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

describe('reading what the editor typed', () => {
  it('takes Turkish and dotted decimals, grouped amounts and whole terms', () => {
    expect(parseRate('1,49')).toBe(1.49);
    expect(parseRate('%1.49')).toBe(1.49);
    expect(parseRate('600')).toBe(600);
    expect(parseRate('abc')).toBeNull();
    expect(parseAmount('1.000.000')).toBe(1_000_000);
    expect(parseAmount('1.000,50')).toBe(1000.5);
    expect(parseAmount('250000')).toBe(250_000);
    expect(parseAmount('1000.5')).toBe(1000.5);
    expect(parseAmount('')).toBeNull();
    expect(parseWhole('36')).toBe(36);
    expect(parseWhole('3,5')).toBeNull();
  });

  it('builds the API body, and marks fields that are not numbers without sending anything', () => {
    const values = valuesOf(loan(5, 'ihtiyac'), 'tr');
    expect(values).toMatchObject({ rate: '3,47', minAmount: '1000', maxTerm: '36', fee: '0,5' });
    expect(readForm('loan', { ...values, rate: '1,49' }).fields).toEqual({
      loanType: 'ihtiyac',
      monthlyRate: 1.49,
      minAmount: 1000,
      maxAmount: 1_000_000,
      minTerm: 3,
      maxTerm: 36,
      allocationFeeRate: 0.5,
    });
    const bad = readForm('deposit', { ...emptyValues('deposit'), rate: '45', minAmount: '1.000' });
    expect(bad.fields).toBeNull();
    expect(bad.errors).toEqual({
      maxAmount: 'calc:common.invalidInput',
      minTerm: 'calc:common.invalidInput',
      maxTerm: 'calc:common.invalidInput',
    });
    expect(valuesOf(deposit(1, 32, 89), 'en')).toMatchObject({ rate: '41', minTerm: '32', maxTerm: '89' });
  });

  it("puts the server's messages under the fields they are about", () => {
    const known = { rate: 'R', fee: 'F', range: 'X' };
    const values = {
      ...emptyValues('loan'),
      minAmount: '5000',
      maxAmount: '10',
      minTerm: '3',
      maxTerm: '36',
    };
    expect(placeServerErrors(['R', 'X', 'other'], values, known)).toEqual({
      errors: { rate: 'R', maxAmount: 'X' },
      rest: ['other'],
    });
    const terms = { ...values, maxAmount: '10000', minTerm: '40' };
    expect(placeServerErrors(['X', 'F'], terms, known).errors).toEqual({ maxTerm: 'X', fee: 'F' });
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
