import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import { TRADESMAN_DEFAULT_AMOUNT, TRADESMAN_DEFAULT_YEARS } from '@pusula/core/tradesman/constants.ts';
import { computeTradesmanLoan, type TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import type { TradesmanFormInput } from '@pusula/core/validation/loan-schemas.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { type Checked, check, lazySchemas } from '../../lib/lazy-validation.ts';
import { rootReducer } from '../../store/store.ts';

export type TradesmanField = 'amount' | 'years';

export interface TradesmanState {
  /** The amount field's entry: plain digits, shown grouped in the page language (docs/number-format.md). */
  amount: string;
  years: string;
  /** Message keys by field. */
  errors: Partial<Record<TradesmanField, string>>;
  result: TradesmanResult | null;
}

export const initialTradesmanState: TradesmanState = {
  amount: String(TRADESMAN_DEFAULT_AMOUNT),
  years: String(TRADESMAN_DEFAULT_YEARS),
  errors: {},
  result: null,
};

const tradesmanSlice = createSlice({
  name: 'tradesman',
  initialState: initialTradesmanState,
  reducers: {
    /** docs/requirements/calculators.md#tradesman-loan: changing the amount hides the previous result; above 50.000.000 → the maximum. */
    tradesmanAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyAmountInput(action.payload.text, MAX_AMOUNT, action.payload.locale);
      state.amount = next.entry;
      state.errors.amount = next.capped ? CALC_MESSAGES.loan.maxAmount : undefined;
      state.result = null;
    },
    /** Changing the term hides the previous result. */
    tradesmanYearsChanged(state, action: PayloadAction<string>) {
      state.years = action.payload;
      state.errors.years = undefined;
      state.result = null;
    },
    /** Calculate, once checked by the shared schema (see {@link calculateTradesman}). */
    tradesmanCalculated(state, action: PayloadAction<Checked<TradesmanFormInput, TradesmanField>>) {
      const checked = action.payload;
      if (!checked.ok) {
        state.errors = checked.errors;
        state.result = null;
        return;
      }
      state.errors = {};
      try {
        state.result = computeTradesmanLoan({ principal: checked.data.amount, years: checked.data.years });
      } catch (error) {
        // docs/requirements/calculators.md#tradesman-loan: a calculation exception is logged and the result hidden.
        console.error(error);
        state.result = null;
      }
    },
  },
});

export const { tradesmanAmountTyped, tradesmanYearsChanged, tradesmanCalculated } = tradesmanSlice.actions;
export const tradesmanReducer = tradesmanSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = tradesmanSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectTradesman = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof tradesmanSlice> {}
}

/** The loan schemas (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadTradesmanSchemas = lazySchemas(() => import('@pusula/core/validation/loan-schemas.ts'));

/** Calculate: validate the current amount and term with the shared schema, then compute. */
export function calculateTradesman(): AppThunk<Promise<void>, { tradesman?: TradesmanState }> {
  return async (dispatch, getState) => {
    const { tradesmanSchema } = await loadTradesmanSchemas();
    const { amount, years } = selectTradesman(getState());
    dispatch(tradesmanCalculated(check(tradesmanSchema, { amount, years })));
  };
}
