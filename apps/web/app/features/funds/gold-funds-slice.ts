import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';
import { errorBody, searchFundList } from './funds-client.ts';

export const GOLD_QUERY = 'altın';
export const GOLD_BLOCK_SIZE = 5;

export interface GoldFundsState {
  items: FundItem[];
  loading: boolean;
  error: { message?: string } | null;
  isSample: boolean;
  asOf: string | null;
  loaded: boolean;
}

const initialState: GoldFundsState = {
  items: [],
  loading: false,
  error: null,
  isSample: false,
  asOf: null,
  loaded: false,
};

/** The gold investment-funds block: funds named "ALTIN", best 1-year return first. */
export const loadGoldFunds = createAsyncThunk<
  { items: FundItem[]; isSample: boolean; asOf: string | null },
  void,
  { rejectValue: { message?: string } }
>('goldFunds/load', async (_arg, { rejectWithValue }) => {
  try {
    const result = await searchFundList('Tefas', GOLD_QUERY);
    const items = [...result.items]
      .sort(
        (a, b) =>
          (b.oneYearReturn ?? Number.NEGATIVE_INFINITY) - (a.oneYearReturn ?? Number.NEGATIVE_INFINITY),
      )
      .slice(0, GOLD_BLOCK_SIZE);
    return { items, isSample: result.isSample, asOf: result.asOf };
  } catch (error) {
    return rejectWithValue(errorBody(error));
  }
});

const slice = createSlice({
  name: 'goldFunds',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadGoldFunds.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loadGoldFunds.fulfilled, (state, action) => {
        Object.assign(state, action.payload, { loading: false, loaded: true });
      })
      .addCase(loadGoldFunds.rejected, (state, action) => {
        state.loading = false;
        state.loaded = true;
        state.items = [];
        state.error = action.payload ?? {};
      });
  },
});

export const goldFundsReducer = slice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = slice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectGoldFunds = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}
