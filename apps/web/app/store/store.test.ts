import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A slice of this test's own: the store knows no feature, so none is imported here.
const counterSlice = createSlice({
  name: 'storeTestCounter',
  initialState: { count: 0 },
  reducers: {
    incremented(state, action: PayloadAction<number>) {
      state.count += action.payload;
    },
  },
});

declare module './store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

// Each test loads store.ts afresh: its store and the injected slices are module state.
async function freshStore() {
  vi.resetModules();
  const module = await import('./store.ts');
  const injected = counterSlice.injectInto(module.rootReducer);
  return { ...module, select: injected.selectSlice };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazily loaded slices', () => {
  it('starts the store with the layout’s own slice only', async () => {
    const { store } = await freshStore();
    expect(Object.keys(store.getState())).toEqual(['ui']);
  });

  it('reads an injected slice as its initial state until the store fills it in', async () => {
    const { store, select } = await freshStore();
    expect(store.getState().storeTestCounter).toBeUndefined();
    expect(select(store.getState())).toEqual({ count: 0 });
  });

  it('gives the next render an injected slice at once, and the stores made after it too', async () => {
    const { makeStore, startSlices, store } = await freshStore();
    startSlices();
    expect(store.getState().storeTestCounter).toEqual({ count: 0 });
    expect(makeStore().getState().storeTestCounter).toEqual({ count: 0 });
  });

  it('leaves a slice that is already in as it is', async () => {
    vi.stubGlobal('window', {});
    const { startSlices, store } = await freshStore();
    startSlices();
    store.dispatch(counterSlice.actions.incremented(2));
    startSlices({ storeTestCounter: { count: 5 } });
    expect(store.getState().storeTestCounter).toEqual({ count: 2 });
  });

  it('keeps the defaults on the server, whose one store every page shares', async () => {
    const { startSlices, store } = await freshStore();
    startSlices({ storeTestCounter: { count: 5 } });
    expect(store.getState().storeTestCounter).toEqual({ count: 0 });
  });

  it('starts a slice on the landing page’s own state in the browser', async () => {
    vi.stubGlobal('window', {});
    const { startSlices, store } = await freshStore();
    startSlices({ storeTestCounter: { count: 5 } });
    expect(store.getState().storeTestCounter).toEqual({ count: 5 });
  });
});
