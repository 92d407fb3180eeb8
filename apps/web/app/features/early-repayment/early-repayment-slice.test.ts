import { computeEarlyRepayment } from '@pusula/core/loans/early-repayment.ts';
import { EARLY_REPAYMENT_MESSAGES as M } from '@pusula/core/validation/early-repayment-messages.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../store/store.ts';
import {
  calculateEarlyRepayment,
  earlyRepaymentAmountTyped,
  earlyRepaymentFieldSet,
  earlyRepaymentLoanTypeChosen,
  earlyRepaymentModeChosen,
  earlyRepaymentReducer,
  selectEarlyRepayment,
} from './early-repayment-slice.ts';
import { initialEarlyRepaymentState, readEarlyRepayment } from './early-repayment-state.ts';

const typed = (field: 'amount' | 'partial', text: string) =>
  earlyRepaymentAmountTyped({ field, text, locale: 'tr' });

const filled = [
  typed('amount', '100.000'),
  earlyRepaymentFieldSet({ field: 'rate', value: '3' }),
  earlyRepaymentFieldSet({ field: 'paid', value: '4' }),
];

/** The app's store after these actions and Calculate as the button runs it (the schema loads, then the reducer computes). */
async function calculated(actions: UnknownAction[]) {
  const store = makeStore();
  for (const action of actions) store.dispatch(action);
  await store.dispatch(calculateEarlyRepayment());
  return selectEarlyRepayment(store.getState());
}

describe('early repayment slice', () => {
  it('keeps the typed amounts as entries and caps them at 50.000.000 with the message', () => {
    let state = earlyRepaymentReducer(undefined, typed('amount', '100.000'));
    expect(state.inputs.amount).toBe('100000');
    state = earlyRepaymentReducer(state, typed('partial', '70000000'));
    expect(state).toMatchObject({ inputs: { partial: '50000000' }, errors: { partial: M.maxAmount } });
  });

  it('choosing a loan type moves the term to that type’s default', () => {
    const state = earlyRepaymentReducer(undefined, earlyRepaymentLoanTypeChosen('konut'));
    expect(state.inputs).toMatchObject({ loanType: 'konut', term: '120' });
  });

  it('is in the app store once its module loads, on its initial state until an action fills it in', () => {
    expect(selectEarlyRepayment(makeStore().getState())).toEqual(initialEarlyRepaymentState);
  });

  it('calculate: the core result for valid inputs, message keys by field otherwise', async () => {
    const done = await calculated(filled);
    const input = {
      loanType: 'ihtiyac',
      principal: 100_000,
      monthlyRatePercent: 3,
      months: 12,
      paidCount: 4,
    } as const;
    expect(done.calculated).toEqual({ input, result: computeEarlyRepayment(input) });
    expect(done.calculated?.result.remainingBalance).toBe(71_618.69);
    expect(await calculated([...filled, typed('partial', '80000')])).toMatchObject({
      calculated: null,
      errors: { partial: M.partialTooLarge },
    });
    expect(await readEarlyRepayment(initialEarlyRepaymentState.inputs)).toEqual({
      ok: false,
      errors: { amount: M.required, rate: M.required, paid: M.required },
    });
    expect(await readEarlyRepayment({ ...done.inputs, paid: '12' })).toEqual({
      ok: false,
      errors: { paid: M.paidRange },
    });
  });

  it('a partial amount with the lower-instalment choice gives the new plan', async () => {
    const done = await calculated([
      ...filled,
      typed('partial', '20000'),
      earlyRepaymentModeChosen('lowerInstalment'),
    ]);
    expect(done.calculated?.result).toMatchObject({ mode: 'lowerInstalment', prepaid: 20_000 });
    expect(done.calculated?.result.newPlan?.rows).toHaveLength(8);
  });
});
