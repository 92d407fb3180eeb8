/**
 * The latest 12-month inflation alone (GET /api/cpi/latest), for the home's funds and the deposit
 * cards: neither the series nor its arithmetic comes with it (the calculators' cpi-slice has those).
 */
import type { CpiLatestAnswer } from '@pusula/core/contract/cpi.ts';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { type RootState, rootReducer } from '../../store/store.ts';
import { fetchLatestCpi } from './cpi-client.ts';

export interface LatestInflationState {
  data: CpiLatestAnswer;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialLatestInflationState: LatestInflationState = { data: null, status: 'idle' };

export const loadLatestInflation = createAsyncThunk('latestInflation/load', () => fetchLatestCpi());

let pending: Promise<unknown> | null = null;

/** Starts the load once per page (a failed load may be retried by the next caller). */
export const ensureLatestInflation = (): AppThunk<Promise<unknown>, RootState> => (dispatch, getState) => {
  const { status } = selectLatestInflation(getState());
  if (status === 'ready') return Promise.resolve();
  pending ??= dispatch(loadLatestInflation()).finally(() => {
    pending = null;
  });
  return pending;
};

const latestInflationSlice = createSlice({
  name: 'latestInflation',
  initialState: initialLatestInflationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadLatestInflation.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadLatestInflation.fulfilled, (state, action) => {
        state.status = 'ready';
        state.data = action.payload;
      })
      .addCase(loadLatestInflation.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export const latestInflationReducer = latestInflationSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = latestInflationSlice.injectInto(rootReducer);
export const selectLatestInflation = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof latestInflationSlice> {}
}
