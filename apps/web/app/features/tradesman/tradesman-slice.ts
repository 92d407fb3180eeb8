import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import { TRADESMAN_DEFAULT_AMOUNT, TRADESMAN_DEFAULT_YEARS } from '@pusula/core/tradesman/constants.ts';
import { computeTradesmanLoan, type TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import { tradesmanSchema } from '@pusula/core/validation/loan-schemas.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
    tradesmanCalculated(state) {
      const parsed = tradesmanSchema.safeParse({ amount: state.amount, years: state.years });
      if (!parsed.success) {
        const errors: Partial<Record<TradesmanField, string>> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as TradesmanField | undefined;
          if (field && !errors[field]) errors[field] = issue.message;
        }
        state.errors = errors;
        state.result = null;
        return;
      }
      state.errors = {};
      try {
        state.result = computeTradesmanLoan({ principal: parsed.data.amount, years: parsed.data.years });
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
