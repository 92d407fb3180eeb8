import { describe, expect, it } from 'vitest';
import { runThunk } from '../../lib/lazy-validation-test-kit.ts';
import {
  calculateTradesman,
  type TradesmanState,
  tradesmanAmountTyped,
  tradesmanReducer,
  tradesmanYearsChanged,
} from './tradesman-slice.ts';

const start = () => tradesmanReducer(undefined, { type: 'init' });
/** Calculate as the button runs it: the schemas load, then the reducer computes. */
const calculated = async (state: TradesmanState) =>
  (
    await runThunk(
      { tradesman: state },
      (root, action) => ({ tradesman: tradesmanReducer(root.tradesman, action) }),
      calculateTradesman(),
    )
  ).root.tradesman;

describe('tradesman slice', () => {
  it('computes on Calculate from the defaults (300.000 TL, 1 year)', async () => {
    const state = await calculated(start());
    // core worked example: repayment 349814.58, net 285750
    expect(state.result).toMatchObject({ toplamGeriOdeme: 349814.58, netEleGecen: 285750, taksitSayisi: 4 });
  });

  it('hides the result when the amount or the term changes', async () => {
    let state = await calculated(start());
    state = tradesmanReducer(state, tradesmanYearsChanged('3'));
    expect(state.result).toBeNull();
    state = await calculated(state);
    expect(state.result?.taksitSayisi).toBe(12);
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '150.000', locale: 'tr' }));
    expect(state.result).toBeNull();
  });

  it('caps the amount and asks for amount and term', async () => {
    let state = tradesmanReducer(start(), tradesmanAmountTyped({ text: '99999999', locale: 'tr' }));
    expect(state).toMatchObject({ amount: '50000000', errors: { amount: 'calc:loan.maxAmount' } });
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '', locale: 'tr' }));
    state = await calculated(state);
    expect(state.errors.amount).toBe('calc:loan.amountAndTermRequired');
    state = tradesmanReducer(state, tradesmanYearsChanged('7'));
    state = tradesmanReducer(state, tradesmanAmountTyped({ text: '1000', locale: 'tr' }));
    state = await calculated(state);
    expect(state.errors).toEqual({ years: 'calc:tradesman.invalidYears' });
  });
});
