import { applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { describe, expect, it } from 'vitest';
import {
  borrowingReducer,
  initialBorrowingState,
  MESSAGES,
  readBorrowingRequest,
} from './borrowing-state.ts';

const typed = (field: 'income' | 'existing', text: string) =>
  ({ type: 'typed', field, next: applyAmountInput(text, 50_000_000, 'tr') }) as const;

describe('borrowing calculator state', () => {
  it('keeps the typed amounts as entries and caps them at 50.000.000 with the message', () => {
    let state = borrowingReducer(initialBorrowingState, typed('income', '60.000'));
    expect(state.income).toBe('60000');
    state = borrowingReducer(state, typed('existing', '70000000'));
    expect(state).toMatchObject({ existing: '50000000', errors: { existing: MESSAGES.maxAmount } });
  });

  it('choosing a loan type moves the term to that type’s default', () => {
    const state = borrowingReducer(
      { ...initialBorrowingState, term: '36' },
      { type: 'loanTypeChosen', loanType: 'konut' },
    );
    expect(state).toMatchObject({ loanType: 'konut', term: '120' });
  });

  it('needs an income above 0; blank existing payments count as 0', () => {
    expect(readBorrowingRequest(initialBorrowingState)).toEqual({
      ok: false,
      errors: { income: MESSAGES.incomeRequired },
    });
    const state = borrowingReducer(initialBorrowingState, typed('income', '60000'));
    expect(readBorrowingRequest({ ...state, term: '24' })).toEqual({
      ok: true,
      request: { income: 60_000, existingPayments: 0, loanType: 'ihtiyac', months: 24, sharePercent: 40 },
    });
    // The visitor may choose 50 % instead of the site's 40 %.
    const at50 = borrowingReducer({ ...state, term: '24' }, { type: 'shareChosen', share: 50 });
    expect(readBorrowingRequest(at50)).toMatchObject({ ok: true, request: { sharePercent: 50 } });
    expect(readBorrowingRequest({ ...state, term: '48' })).toMatchObject({
      ok: false,
      errors: { term: MESSAGES.invalidTerm },
    });
  });

  it('calculating clears the old error; a failure drops the old answer', () => {
    const answer = { kind: 'noOffer', amount: 50_000 } as const;
    const request = {
      income: 60_000,
      existingPayments: 0,
      loanType: 'ihtiyac',
      months: 12,
      sharePercent: 40,
    } as const;
    let state = borrowingReducer(initialBorrowingState, { type: 'answered', answer, request });
    expect(state).toMatchObject({ answered: { answer, request }, calculating: false });
    state = borrowingReducer(state, { type: 'failed', error: 'x' });
    expect(state).toMatchObject({ answered: null, error: 'x' });
    state = borrowingReducer(state, { type: 'calculating' });
    expect(state).toMatchObject({ calculating: true, error: null });
  });
});
