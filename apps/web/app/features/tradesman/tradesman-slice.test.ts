import { describe, expect, it } from 'vitest';
import {
  tradesmanAmountTyped,
  tradesmanCalculated,
  tradesmanReducer,
  tradesmanYearsChanged,
} from './tradesman-slice.ts';

const start = () => tradesmanReducer(undefined, { type: 'init' });

describe('tradesman slice', () => {
  it('computes on Calculate from the defaults (300.000 TL, 1 year)', () => {
    const state = tradesmanReducer(start(), tradesmanCalculated());
    // core worked example: repayment 349814.58, net 285750
    expect(state.result).toMatchObject({ toplamGeriOdeme: 349814.58, netEleGecen: 285750, taksitSayisi: 4 });
  });

  it('hides the result when the amount or the term changes', () => {
    let state = tradesmanReducer(start(), tradesmanCalculated());
    state = tradesmanReducer(state, tradesmanYearsChanged('3'));
    expect(state.result).toBeNull();
    state = tradesmanReducer(state, tradesmanCalculated());
    expect(state.result?.taksitSayisi).toBe(12);
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '150.000', locale: 'tr' }));
    expect(state.result).toBeNull();
  });

  it('caps the amount and asks for amount and term', () => {
    let state = tradesmanReducer(start(), tradesmanAmountTyped({ text: '99999999', locale: 'tr' }));
    expect(state).toMatchObject({ amount: '50000000', errors: { amount: 'calc:loan.maxAmount' } });
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '', locale: 'tr' }));
    state = tradesmanReducer(state, tradesmanCalculated());
    expect(state.errors.amount).toBe('calc:loan.amountAndTermRequired');
    state = tradesmanReducer(state, tradesmanYearsChanged('7'));
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '1000', locale: 'tr' }));
    state = tradesmanReducer(state, tradesmanCalculated());
    expect(state.errors).toEqual({ years: 'calc:tradesman.invalidYears' });
  });
});
