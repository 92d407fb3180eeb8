import { describe, expect, it } from 'vitest';
import {
  overdraftBalanceTyped,
  overdraftCalculated,
  overdraftDaysTyped,
  overdraftRateTyped,
  overdraftReducer,
} from './overdraft-slice.ts';

const start = () => overdraftReducer(undefined, { type: 'init' });

describe('overdraft slice', () => {
  it('10.000 TL for 30 days at the ceiling: 425 TL interest, 552,50 TL with KKDF and BSMV', () => {
    let state = overdraftReducer(start(), overdraftBalanceTyped({ text: '10.000', locale: 'tr' }));
    state = overdraftReducer(state, overdraftCalculated());
    expect(state.result).toMatchObject({ ratePercent: 4.25, interest: 425, cost: 552.5, owed: 10_552.5 });
  });

  it('reads a Turkish rate and brings one above the ceiling down to it', () => {
    let state = overdraftReducer(start(), overdraftBalanceTyped({ text: '10.000', locale: 'tr' }));
    state = overdraftReducer(state, overdraftRateTyped('4,5'));
    state = overdraftReducer(state, overdraftCalculated());
    expect(state.result).toMatchObject({ capped: true, ratePercent: 4.25 });
    state = overdraftReducer(state, overdraftRateTyped('3,9'));
    state = overdraftReducer(state, overdraftCalculated());
    expect(state.result).toMatchObject({ capped: false, interest: 390 });
  });

  it('refuses a missing amount, 0 days, a rate over 100 or not a number; long hostile text is cut', () => {
    let state = overdraftReducer(start(), overdraftDaysTyped({ text: '0', locale: 'tr' }));
    state = overdraftReducer(state, overdraftRateTyped(`1\u0000${'9'.repeat(1000)}`));
    expect(state.rate.length).toBeLessThanOrEqual(12);
    state = overdraftReducer(state, overdraftCalculated());
    expect(state.errors).toEqual({ balance: 'balanceRequired', days: 'daysRange', rate: 'rateRange' });
    state = overdraftReducer(state, overdraftRateTyped('101'));
    state = overdraftReducer(state, overdraftCalculated());
    expect(state.errors.rate).toBe('rateRange');
  });

  it('caps days at 365 with the range message', () => {
    const state = overdraftReducer(start(), overdraftDaysTyped({ text: '99999', locale: 'tr' }));
    expect(state.days).toBe('365');
    expect(state.errors.days).toBe('daysRange');
  });
});
