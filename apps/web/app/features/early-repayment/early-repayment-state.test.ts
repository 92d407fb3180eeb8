import { computeEarlyRepayment } from '@pusula/core/loans/early-repayment.ts';
import { EARLY_REPAYMENT_MESSAGES as M } from '@pusula/core/validation/early-repayment-messages.ts';
import { describe, expect, it } from 'vitest';
import {
  calculateAction,
  type EarlyRepaymentState,
  earlyRepaymentReducer,
  initialEarlyRepaymentState,
  readEarlyRepayment,
  typedAmount,
} from './early-repayment-state.ts';

const filled = [
  typedAmount('amount', '100.000', 'tr'),
  { type: 'set', field: 'rate', value: '3' },
  { type: 'set', field: 'paid', value: '4' },
] as const;

/** Calculate as the button runs it: the schema loads, then the reducer computes. */
const calculated = async (state: EarlyRepaymentState) =>
  earlyRepaymentReducer(state, await calculateAction(state.inputs));

describe('early repayment state', () => {
  it('keeps the typed amounts as entries and caps them at 50.000.000 with the message', () => {
    let state = earlyRepaymentReducer(initialEarlyRepaymentState, typedAmount('amount', '100.000', 'tr'));
    expect(state.inputs.amount).toBe('100000');
    state = earlyRepaymentReducer(state, typedAmount('partial', '70000000', 'tr'));
    expect(state).toMatchObject({ inputs: { partial: '50000000' }, errors: { partial: M.maxAmount } });
  });

  it('choosing a loan type moves the term to that type’s default', () => {
    const state = earlyRepaymentReducer(initialEarlyRepaymentState, {
      type: 'loanTypeChosen',
      loanType: 'konut',
    });
    expect(state.inputs).toMatchObject({ loanType: 'konut', term: '120' });
  });

  it('calculate: the core result for valid inputs, message keys by field otherwise', async () => {
    const state = filled.reduce(earlyRepaymentReducer, initialEarlyRepaymentState);
    const done = await calculated(state);
    const input = {
      loanType: 'ihtiyac',
      principal: 100_000,
      monthlyRatePercent: 3,
      months: 12,
      paidCount: 4,
    } as const;
    expect(done.calculated).toEqual({ input, result: computeEarlyRepayment(input) });
    expect(done.calculated?.result.remainingBalance).toBe(71_618.69);
    const tooMuch = earlyRepaymentReducer(done, typedAmount('partial', '80000', 'tr'));
    expect(await calculated(tooMuch)).toMatchObject({
      calculated: null,
      errors: { partial: M.partialTooLarge },
    });
    expect(await readEarlyRepayment(initialEarlyRepaymentState.inputs)).toEqual({
      ok: false,
      errors: { amount: M.required, rate: M.required, paid: M.required },
    });
    expect(await readEarlyRepayment({ ...state.inputs, paid: '12' })).toEqual({
      ok: false,
      errors: { paid: M.paidRange },
    });
  });

  it('a partial amount with the lower-instalment choice gives the new plan', async () => {
    const state = [
      ...filled,
      typedAmount('partial', '20000', 'tr'),
      { type: 'modeChosen', mode: 'lowerInstalment' } as const,
    ].reduce(earlyRepaymentReducer, initialEarlyRepaymentState);
    const done = await calculated(state);
    expect(done.calculated?.result).toMatchObject({ mode: 'lowerInstalment', prepaid: 20_000 });
    expect(done.calculated?.result.newPlan?.rows).toHaveLength(8);
  });
});
