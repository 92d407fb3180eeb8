import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { DEFAULT_LOAN_TERMS, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import {
  computeEarlyRepayment,
  type EarlyRepaymentLoanType,
  type PrepaymentMode,
} from '@pusula/core/loans/early-repayment.ts';
import { EARLY_REPAYMENT_MESSAGES } from '@pusula/core/validation/early-repayment-messages.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import {
  type EarlyRepaymentRead,
  type EarlyRepaymentState,
  initialEarlyRepaymentState,
  readEarlyRepayment,
} from './early-repayment-state.ts';

/** The whole-lira fields: the loan amount and the optional partial prepayment. */
export type EarlyRepaymentAmountField = 'amount' | 'partial';

const earlyRepaymentSlice = createSlice({
  name: 'earlyRepayment',
  initialState: initialEarlyRepaymentState,
  reducers: {
    /** A whole-lira entry typed in the page language (or plain digits from a link), capped at 50.000.000. */
    earlyRepaymentAmountTyped(
      state,
      action: PayloadAction<AmountTyping & { field: EarlyRepaymentAmountField }>,
    ) {
      const { field, text, locale } = action.payload;
      const next = applyAmountInput(text, MAX_AMOUNT, locale);
      state.inputs[field] = next.entry;
      state.errors[field] = next.capped ? EARLY_REPAYMENT_MESSAGES.maxAmount : undefined;
    },
    earlyRepaymentFieldSet(state, action: PayloadAction<{ field: 'rate' | 'term' | 'paid'; value: string }>) {
      state.inputs[action.payload.field] = action.payload.value;
      state.errors[action.payload.field] = undefined;
    },
    /** The term lists differ by type: start from the new type's default term. */
    earlyRepaymentLoanTypeChosen(state, action: PayloadAction<EarlyRepaymentLoanType>) {
      state.inputs.loanType = action.payload;
      state.inputs.term = String(DEFAULT_LOAN_TERMS[action.payload]);
      state.errors.term = undefined;
      state.errors.paid = undefined;
    },
    earlyRepaymentModeChosen(state, action: PayloadAction<PrepaymentMode>) {
      state.inputs.mode = action.payload;
    },
    /** Calculate, once the inputs are checked ({@link calculateEarlyRepayment}): the result or the messages. */
    earlyRepaymentCalculated(state, action: PayloadAction<EarlyRepaymentRead>) {
      const read = action.payload;
      if (!read.ok) {
        state.errors = read.errors;
        state.calculated = null;
        return;
      }
      state.errors = {};
      state.calculated = { input: read.input, result: computeEarlyRepayment(read.input) };
    },
  },
});

export const {
  earlyRepaymentAmountTyped,
  earlyRepaymentFieldSet,
  earlyRepaymentLoanTypeChosen,
  earlyRepaymentModeChosen,
  earlyRepaymentCalculated,
} = earlyRepaymentSlice.actions;
export const earlyRepaymentReducer = earlyRepaymentSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = earlyRepaymentSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectEarlyRepayment = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof earlyRepaymentSlice> {}
}

/**
 * Calculate: checks the current inputs with the core schema (loaded on first use), then stores the
 * result or the messages; resolves to the check, so the form can focus the first wrong field.
 */
export function calculateEarlyRepayment(): AppThunk<
  Promise<EarlyRepaymentRead>,
  { earlyRepayment?: EarlyRepaymentState }
> {
  return async (dispatch, getState) => {
    const read = await readEarlyRepayment(selectEarlyRepayment(getState()).inputs);
    dispatch(earlyRepaymentCalculated(read));
    return read;
  };
}
