import { describe, expect, it } from 'vitest';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';
import { makeStore } from '../../store/store.ts';
import {
  borrowingAmountTyped,
  borrowingLoanTypeChosen,
  borrowingReducer,
  borrowingShareChosen,
  borrowingTermChosen,
  calculateBorrowing,
  searchBorrowing,
  selectBorrowing,
} from './borrowing-slice.ts';
import { initialBorrowingState, MESSAGES, readBorrowingRequest } from './borrowing-state.ts';

const typed = (field: 'income' | 'existing', text: string) =>
  borrowingAmountTyped({ field, text, locale: 'tr' });

/** The app's store with an API client that answers through `answer` (offline by default). */
const storeAnswering = (answer: typeof fetch = () => Promise.reject(new Error('offline'))) =>
  makeStore({ api: createFetchClient({ baseURL: '', timeout: 10_000, fetch: answer }) });

describe('borrowing calculator slice', () => {
  it('keeps the typed amounts as entries and caps them at 50.000.000 with the message', () => {
    let state = borrowingReducer(undefined, typed('income', '60.000'));
    expect(state.income).toBe('60000');
    state = borrowingReducer(state, typed('existing', '70000000'));
    expect(state).toMatchObject({ existing: '50000000', errors: { existing: MESSAGES.maxAmount } });
  });

  it('choosing a loan type moves the term to that type’s default', () => {
    const state = borrowingReducer(
      { ...initialBorrowingState, term: '36' },
      borrowingLoanTypeChosen('konut'),
    );
    expect(state).toMatchObject({ loanType: 'konut', term: '120' });
  });

  it('needs an income above 0; blank existing payments count as 0', () => {
    expect(readBorrowingRequest(initialBorrowingState)).toEqual({
      ok: false,
      errors: { income: MESSAGES.incomeRequired },
    });
    const state = borrowingReducer(
      borrowingReducer(undefined, typed('income', '60000')),
      borrowingTermChosen('24'),
    );
    expect(readBorrowingRequest(state)).toEqual({
      ok: true,
      request: { income: 60_000, existingPayments: 0, loanType: 'ihtiyac', months: 24, sharePercent: 40 },
    });
    // The visitor may choose 50 % instead of the site's 40 %.
    const at50 = borrowingReducer(state, borrowingShareChosen(50));
    expect(readBorrowingRequest(at50)).toMatchObject({ ok: true, request: { sharePercent: 50 } });
    expect(readBorrowingRequest(borrowingReducer(state, borrowingTermChosen('48')))).toMatchObject({
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
    let state = borrowingReducer(undefined, searchBorrowing.fulfilled({ answer, request }, 'id', request));
    expect(state).toMatchObject({ answered: { answer, request }, calculating: false });
    state = borrowingReducer(state, searchBorrowing.rejected(null, 'id', request, 'x'));
    expect(state).toMatchObject({ answered: null, error: 'x' });
    state = borrowingReducer(state, searchBorrowing.pending('id', request));
    expect(state).toMatchObject({ calculating: true, error: null });
  });

  it('Calculate with a wrong form: the messages, no search', async () => {
    const posted: string[] = [];
    const store = storeAnswering(async (url) => {
      posted.push(String(url));
      return Response.json({ data: [] });
    });
    const done = await store.dispatch(calculateBorrowing());
    expect(done).toEqual({ ok: false, errors: { income: MESSAGES.incomeRequired } });
    expect(selectBorrowing(store.getState()).errors).toEqual({ income: MESSAGES.incomeRequired });
    expect(posted).toEqual([]);
  });

  it('Calculate searches through the API client handed to the store; a failed search shows its error', async () => {
    const posted: string[] = [];
    const store = storeAnswering(async (url, init) => {
      posted.push(`${String(url)} ${String(init?.body)}`);
      return Response.json({ data: [] });
    });
    store.dispatch(typed('income', '60000'));
    expect(await store.dispatch(calculateBorrowing())).toEqual({ ok: true, answered: true });
    expect(posted[0]).toMatch(/\/banks\/search\/ihtiyac \{"amount":\d+,"maturity":12\}/);
    expect(selectBorrowing(store.getState())).toMatchObject({
      calculating: false,
      answered: { answer: { kind: 'noOffer' }, request: { income: 60_000, months: 12 } },
    });

    const offline = storeAnswering();
    offline.dispatch(typed('income', '60000'));
    expect(await offline.dispatch(calculateBorrowing())).toEqual({ ok: true, answered: false });
    expect(selectBorrowing(offline.getState())).toMatchObject({ calculating: false, answered: null });
    expect(selectBorrowing(offline.getState()).error).toBeTruthy();
  });
});
