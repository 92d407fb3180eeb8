import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import { FALLBACK_RATES } from './ticker-fallback.ts';
import { type LatestRatesResponse, type TickerQuote, toTickerQuotes } from './ticker-model.ts';

export interface TickerState {
  /** idle → loading (skeleton) → ready, or failed (fallback sample rates shown). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  quotes: TickerQuote[];
  asOf: string | null;
  stale: boolean;
  isSample: boolean;
  /** True when the quotes are the built-in fallback, not the server's. */
  fallback: boolean;
  error: string | null;
  fetchedAt: number | null;
}

const initialState: TickerState = {
  status: 'idle',
  quotes: [],
  asOf: null,
  stale: false,
  isSample: false,
  fallback: false,
  error: null,
  fetchedAt: null,
};

/** GET /api/Currency/latest (docs/requirements/api.md#market-data: data.data.rates[] and indexData[]). */
export const fetchTickerRates = createAppAsyncThunk<LatestRatesResponse, void>(
  'ticker/fetch',
  async (_arg, { extra }) => {
    const response = await extra.api.get<{ data: LatestRatesResponse }>('/Currency/latest');
    return response.data.data;
  },
);

const tickerSlice = createSlice({
  name: 'ticker',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTickerRates.pending, (state) => {
        if (state.status === 'idle') state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchTickerRates.fulfilled, (state, action) => {
        const data = action.payload;
        state.status = 'ready';
        state.quotes = toTickerQuotes(data ?? { rates: [], indexData: [] });
        state.asOf = data?.asOf ?? null;
        state.stale = Boolean(data?.stale);
        state.isSample = Boolean(data?.isSample);
        state.fallback = false;
        state.fetchedAt = Date.now();
      })
      .addCase(fetchTickerRates.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? null;
        state.fetchedAt = Date.now();
        // Keep good server data from an earlier fetch; otherwise show the fixed sample rates.
        if (state.quotes.length > 0 && !state.fallback) {
          state.stale = true;
          return;
        }
        state.quotes = toTickerQuotes(FALLBACK_RATES);
        state.asOf = FALLBACK_RATES.asOf;
        state.stale = true;
        state.isSample = true;
        state.fallback = true;
      });
  },
});

export const tickerReducer = tickerSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = tickerSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectTicker = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof tickerSlice> {}
}
