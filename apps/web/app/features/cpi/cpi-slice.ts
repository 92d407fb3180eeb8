import type { CpiAnswer } from '@pusula/core/contract/cpi.ts';
import {
  INFLATION_MAX_AMOUNT,
  type InflationResult,
  inflationAdjust,
  RENT_MAX_AMOUNT,
  type RentIncreaseResult,
  realReturnPercent,
  rentIncrease,
} from '@pusula/core/cpi/cpi-arithmetic.ts';
import { addMonths, cpiSeries, isCpiMonth } from '@pusula/core/cpi/cpi-series.ts';
import {
  type AmountTyping,
  amountOfEntry,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { type RootState, rootReducer } from '../../store/store.ts';
import { fetchCpi } from './cpi-client.ts';

/** A message key under calc:cpi.errors. */
export type CpiErrorKey = 'invalidAmount' | 'maxAmount' | 'invalidMonth' | 'noFigure';

export interface CpiState {
  data: CpiAnswer | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rent: { amount: string; month: string; error: CpiErrorKey | null; result: RentIncreaseResult | null };
  inflation: {
    amount: string;
    from: string;
    to: string;
    /** Optional nominal return over the same period (percent), for the real return. */
    nominal: string;
    error: CpiErrorKey | null;
    result: (InflationResult & { realReturn: number | null }) | null;
  };
}

export const initialCpiState: CpiState = {
  data: null,
  status: 'idle',
  rent: { amount: '20000', month: '', error: null, result: null },
  inflation: { amount: '1000', from: '', to: '', nominal: '', error: null, result: null },
};

/** Loads the series (a failed load may be retried). */
export const loadCpi = createAsyncThunk('cpi/load', () => fetchCpi());

/** The load in flight, shared by the page's first effect and a result link or Calculate that waits for it. */
let pending: Promise<unknown> | null = null;

/** Resolves once the series is loaded (or its load failed): starts the load only when none is in flight. */
export const ensureCpi = (): AppThunk<Promise<unknown>, RootState> => (dispatch, getState) => {
  if (selectCpi(getState()).status === 'ready') return Promise.resolve();
  pending ??= dispatch(loadCpi()).finally(() => {
    pending = null;
  });
  return pending;
};

const seriesOf = (data: CpiAnswer | null) => cpiSeries(data?.points ?? []);
const NOMINAL = /^-?\d{1,4}(\.\d{1,2})?$/;

const cpiSlice = createSlice({
  name: 'cpi',
  initialState: initialCpiState,
  reducers: {
    rentAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyDecimalAmountInput(action.payload.text, RENT_MAX_AMOUNT, action.payload.locale);
      state.rent.amount = next.entry;
      state.rent.error = next.capped ? 'maxAmount' : null;
      state.rent.result = null;
    },
    rentMonthChosen(state, action: PayloadAction<string>) {
      state.rent.month = action.payload.slice(0, 7);
      state.rent.result = null;
    },
    /** TBK 344 on the loaded series (docs/domain-rules.md#consumer-price-index). */
    rentCalculated(state) {
      const amount = amountOfEntry(state.rent.amount);
      state.rent.result = null;
      state.rent.error = null;
      if (amount === null || amount <= 0) state.rent.error = 'invalidAmount';
      else if (!isCpiMonth(state.rent.month)) state.rent.error = 'invalidMonth';
      else {
        const result = rentIncrease(seriesOf(state.data), amount, state.rent.month);
        if (result) state.rent.result = result;
        else state.rent.error = 'noFigure';
      }
    },
    inflationAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyDecimalAmountInput(action.payload.text, INFLATION_MAX_AMOUNT, action.payload.locale);
      state.inflation.amount = next.entry;
      state.inflation.error = next.capped ? 'maxAmount' : null;
      state.inflation.result = null;
    },
    inflationMonthChosen(state, action: PayloadAction<{ which: 'from' | 'to'; month: string }>) {
      state.inflation[action.payload.which] = action.payload.month.slice(0, 7);
      state.inflation.result = null;
    },
    /** The nominal return as typed ('12,5' in Turkish): kept as '12.5', at most 4 digits and 2 decimals. */
    inflationNominalTyped(state, action: PayloadAction<AmountTyping>) {
      const text = action.payload.text
        .slice(0, 12)
        .replace(',', '.')
        .replace(/[^\d.-]/g, '');
      if (text === '' || text === '-' || NOMINAL.test(text) || /^-?\d{1,4}\.$/.test(text))
        state.inflation.nominal = text;
      state.inflation.result = null;
    },
    inflationCalculated(state) {
      const { from, to, nominal } = state.inflation;
      const amount = amountOfEntry(state.inflation.amount);
      state.inflation.result = null;
      state.inflation.error = null;
      if (amount === null || amount <= 0) state.inflation.error = 'invalidAmount';
      else if (!isCpiMonth(from) || !isCpiMonth(to)) state.inflation.error = 'invalidMonth';
      else {
        const result = inflationAdjust(seriesOf(state.data), amount, from, to);
        if (!result) state.inflation.error = 'noFigure';
        else {
          const rate = NOMINAL.test(nominal) ? Number(nominal) : null;
          state.inflation.result = {
            ...result,
            realReturn: rate === null ? null : realReturnPercent(rate, result.changePercent),
          };
        }
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCpi.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadCpi.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(loadCpi.fulfilled, (state, action) => {
        state.status = 'ready';
        state.data = action.payload;
        const latest = action.payload.latest;
        if (!latest) return;
        // Defaults: the first renewal month without a figure yet is the one after the latest.
        if (!state.rent.month) state.rent.month = addMonths(latest, 1);
        if (!state.inflation.to) state.inflation.to = latest;
        if (!state.inflation.from)
          state.inflation.from = `${Number(latest.slice(0, 4)) - 1}${latest.slice(4)}`;
      });
  },
});

export const {
  rentAmountTyped,
  rentMonthChosen,
  rentCalculated,
  inflationAmountTyped,
  inflationMonthChosen,
  inflationNominalTyped,
  inflationCalculated,
} = cpiSlice.actions;
export const cpiReducer = cpiSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = cpiSlice.injectInto(rootReducer);
export const selectCpi = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof cpiSlice> {}
}
