import { describe, expect, it } from 'vitest';
import { runThunk } from '../../lib/lazy-validation-test-kit.ts';
import {
  calculateInterest,
  type InterestCalcState,
  interestAmountTyped,
  interestCalcReducer,
  interestRateError,
  interestRateTyped,
  interestTermChanged,
} from './interest-calc-slice.ts';

const start = () => interestCalcReducer(undefined, { type: 'init' });
/** Calculate as the button runs it: the schemas load, then the reducer computes. */
const calculated = async (state: InterestCalcState) =>
  (
    await runThunk(
      { interestCalc: state },
      (root, action) => ({ interestCalc: interestCalcReducer(root.interestCalc, action) }),
      calculateInterest(),
    )
  ).root.interestCalc;

describe('interest calculator slice', () => {
  it('starts at 100.000 TL over 12 months with no result', () => {
    expect(start()).toMatchObject({ amount: '100000', months: '12', rate: '', result: null });
  });

  it('caps the amount at 50.000.000 and checks the rate while typing', () => {
    let state = interestCalcReducer(start(), interestAmountTyped({ text: '60000000', locale: 'tr' }));
    expect(state.amount).toBe('50000000');
    expect(state.errors.amount).toBe('calc:interest.maxAmount');
    state = interestCalcReducer(state, interestRateTyped('500,5'));
    expect(state.errors.ratePercent).toBe('calc:interest.rateRange');
    expect(interestRateError('0')).toBeUndefined();
    expect(interestRateError('')).toBeUndefined();
  });

  it('computes the plan only on Calculate', async () => {
    let state = interestCalcReducer(start(), interestRateTyped('2'));
    expect(state.result).toBeNull();
    state = await calculated(state);
    // i = 0.026 → A = 9807.83 (core worked example)
    expect(state.result?.plan.installment).toBe(9807.83);
    expect(state.result?.plan.rows).toHaveLength(12);
    state = interestCalcReducer(state, interestTermChanged('24'));
    state = await calculated(state);
    expect(state.result?.plan.rows).toHaveLength(24);
  });

  it('requires every field', async () => {
    let state = interestCalcReducer(start(), interestAmountTyped({ text: '', locale: 'tr' }));
    state = await calculated(state);
    expect(state.errors).toEqual({
      amount: 'calc:interest.allFieldsRequired',
      ratePercent: 'calc:interest.allFieldsRequired',
    });
    expect(state.result).toBeNull();
  });
});
