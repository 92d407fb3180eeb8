import { DEFAULT_SELECTION } from '@pusula/core/market/ticker-codes.ts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
