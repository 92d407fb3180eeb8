import { DEFAULT_LOAN_TYPE } from '@pusula/core/loans/constants.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLoansState, loanStateReset, loansReducer } from '../features/loans/loans-slice.ts';
import { tradesmanReducer } from '../features/tradesman/tradesman-slice.ts';

// Each test loads store.ts afresh: its store and the injected slices are module state.
async function freshStore() {
  vi.resetModules();
  return import('./store.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('injectSlices', () => {
  it('starts the store with the layout slices only', async () => {
    const { store } = await freshStore();
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'currencySelection', 'ui']);
  });

  it('gives the next render an injected slice at once, and the stores made after it too', async () => {
    const { injectSlices, makeStore, store } = await freshStore();
    injectSlices({ tradesman: tradesmanReducer });
    const initial = tradesmanReducer(undefined, { type: 'test/init' });
    expect(store.getState().tradesman).toEqual(initial);
    expect(makeStore().getState().tradesman).toEqual(initial);
  });

  it('leaves a slice that is already in as it is', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    const { injectSlices, store } = await freshStore();
    injectSlices({ loans: loansReducer });
    store.dispatch(loanStateReset('konut'));
    injectSlices({ loans: loansReducer }, { loans: initialLoansState('tasit') });
    expect(store.getState().loans?.selectedLoanType).toBe('konut');
  });

  it('keeps the defaults on the server, whose one store every page shares', async () => {
    const { injectSlices, store } = await freshStore();
    injectSlices({ loans: loansReducer }, { loans: initialLoansState('tasit') });
    expect(store.getState().loans).toEqual(initialLoansState(DEFAULT_LOAN_TYPE));
  });

  it('starts a slice on the landing page’s own state in the browser', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    const { injectSlices, store } = await freshStore();
    injectSlices({ loans: loansReducer }, { loans: initialLoansState('tasit') });
    expect(store.getState().loans).toEqual(initialLoansState('tasit'));
  });
});
