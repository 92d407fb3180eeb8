import { describe, expect, it } from 'vitest';
import {
  salaryAmountTyped,
  salaryCalculated,
  salaryDirectionChanged,
  salaryIncentiveChanged,
  salaryReducer,
} from './salary-slice.ts';

const start = () => salaryReducer(undefined, { type: 'init' });

describe('salary slice', () => {
  it('computes the twelve months from the default 50.000 TL gross (January net 40.207,53)', () => {
    const state = salaryReducer(start(), salaryCalculated());
    expect(state.result?.months).toHaveLength(12);
    expect(state.result?.months[0]?.net).toBe(40_207.53);
  });

  it('turns the net minimum wage typed in Turkish into the gross minimum wage', () => {
    let state = salaryReducer(start(), salaryDirectionChanged('netToGross'));
    state = salaryReducer(state, salaryAmountTyped({ text: '28.075,50', locale: 'tr' }));
    state = salaryReducer(state, salaryCalculated());
    expect(state.result?.months.map((month) => month.gross)).toEqual(Array(12).fill(33_030));
  });

  it('hides the result when an input changes', () => {
    let state = salaryReducer(start(), salaryCalculated());
    state = salaryReducer(state, salaryIncentiveChanged('manufacturing'));
    expect(state.result).toBeNull();
    state = salaryReducer(state, salaryCalculated());
    expect(state.result?.incentive).toBe('manufacturing');
    state = salaryReducer(state, salaryIncentiveChanged('constructor'));
    expect(state.incentive).toBe('none');
  });

  it('asks for an amount, refuses less than the minimum wage and caps at the maximum', () => {
    let state = salaryReducer(start(), salaryAmountTyped({ text: '', locale: 'tr' }));
    state = salaryReducer(state, salaryCalculated());
    expect(state).toMatchObject({ error: { key: 'required' }, result: null });
    state = salaryReducer(state, salaryAmountTyped({ text: '30.000', locale: 'tr' }));
    state = salaryReducer(state, salaryCalculated());
    expect(state.error).toEqual({ key: 'belowMinimumGross', amount: 33_030 });
    state = salaryReducer(state, salaryDirectionChanged('netToGross'));
    state = salaryReducer(state, salaryAmountTyped({ text: '28.075,49', locale: 'tr' }));
    state = salaryReducer(state, salaryCalculated());
    expect(state.error).toEqual({ key: 'belowMinimumNet', amount: 28_075.5 });
    state = salaryReducer(state, salaryAmountTyped({ text: '99999999', locale: 'tr' }));
    expect(state).toMatchObject({ amount: '10000000', error: { key: 'maxAmount' } });
  });
});
