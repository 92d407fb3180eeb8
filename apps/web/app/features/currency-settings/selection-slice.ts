import { DEFAULT_SELECTION } from '@pusula/core/market/ticker-codes.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';

export interface SelectionState {
  /** The ticker's codes, in order (1 to 5). */
  codes: string[];
}

const initialState: SelectionState = { codes: [...DEFAULT_SELECTION] };

/** docs/requirements/market-and-funds.md#currency-settings: the currency selection, announced to the ticker (which reads it from the store). */
const selectionSlice = createSlice({
  name: 'currencySelection',
  initialState,
  reducers: {
    selectionChanged(state, action: PayloadAction<string[]>) {
      state.codes = action.payload;
    },
  },
});

export const { selectionChanged } = selectionSlice.actions;
export const selectionReducer = selectionSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = selectionSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectCurrencySelection = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof selectionSlice> {}
}
