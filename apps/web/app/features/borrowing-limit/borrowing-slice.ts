import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import type { BorrowingIncomeShare, BorrowingLoanType } from '@pusula/core/loans/borrowing-limit.ts';
import { borrowingAtBestOffer } from '@pusula/core/loans/borrowing-limit-search.ts';
import { DEFAULT_LOAN_TERMS, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { type AppThunk, createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import {
  type BorrowingAnswer,
  type BorrowingField,
  type BorrowingRequest,
  type BorrowingState,
  initialBorrowingState,
  MESSAGES,
  readBorrowingRequest,
} from './borrowing-state.ts';

/**
 * The largest amount the income allows at the best offer found: each amount tried is a
 * POST /api/banks/search/{type} (core's borrowingAtBestOffer). Failure: the error's text or
 * {@link MESSAGES.searchFailed}.
 */
export const searchBorrowing = createAppAsyncThunk<
  { answer: BorrowingAnswer; request: BorrowingRequest },
  BorrowingRequest,
  { rejectValue: string }
>('borrowing/search', async (request, { rejectWithValue, extra }) => {
  try {
    const answer = await borrowingAtBestOffer(request, async (amount) => {
      const response = await extra.api.post<{ data: LoanSearchResult[] }>(
        `/banks/search/${request.loanType}`,
        { amount, maturity: request.months },
      );
      return response.data.data;
    });
    return { answer, request };
  } catch (error) {
    return rejectWithValue(error instanceof Error && error.message ? error.message : MESSAGES.searchFailed);
  }
});

const borrowingSlice = createSlice({
  name: 'borrowing',
  initialState: initialBorrowingState,
  reducers: {
    /** A whole-lira entry typed in the page language (or plain digits from a link), capped at 50.000.000. */
    borrowingAmountTyped(state, action: PayloadAction<AmountTyping & { field: 'income' | 'existing' }>) {
      const { field, text, locale } = action.payload;
      const next = applyAmountInput(text, MAX_AMOUNT, locale);
      state[field] = next.entry;
      state.errors[field] = next.capped ? MESSAGES.maxAmount : undefined;
    },
    /** The term lists differ by type: start from the new type's default term. */
    borrowingLoanTypeChosen(state, action: PayloadAction<BorrowingLoanType>) {
      state.loanType = action.payload;
      state.term = String(DEFAULT_LOAN_TERMS[action.payload]);
      state.errors.term = undefined;
    },
    borrowingTermChosen(state, action: PayloadAction<string>) {
      state.term = action.payload;
      state.errors.term = undefined;
    },
    borrowingShareChosen(state, action: PayloadAction<BorrowingIncomeShare>) {
      state.share = action.payload;
    },
    /** Calculate with inputs the form rejects: the messages, no answer. */
    borrowingInvalid(state, action: PayloadAction<Partial<Record<BorrowingField, string>>>) {
      state.errors = action.payload;
      state.answered = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchBorrowing.pending, (state) => {
        // Pending clears the previous error.
        state.errors = {};
        state.calculating = true;
        state.error = null;
      })
      .addCase(searchBorrowing.fulfilled, (state, action) => {
        state.calculating = false;
        state.answered = action.payload;
        state.error = null;
      })
      .addCase(searchBorrowing.rejected, (state, action) => {
        state.calculating = false;
        state.answered = null;
        state.error = action.payload ?? MESSAGES.searchFailed;
      });
  },
});

export const {
  borrowingAmountTyped,
  borrowingLoanTypeChosen,
  borrowingTermChosen,
  borrowingShareChosen,
  borrowingInvalid,
} = borrowingSlice.actions;
export const borrowingReducer = borrowingSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = borrowingSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectBorrowing = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof borrowingSlice> {}
}

/** What Calculate did: nothing (one is running), the form's messages, or the search (answered or failed). */
export type BorrowingCalculation =
  | { ok: 'busy' }
  | { ok: false; errors: Partial<Record<BorrowingField, string>> }
  | { ok: true; answered: boolean };

/** Calculate: checks the current inputs, then searches (one calculation at a time). */
export function calculateBorrowing(): AppThunk<
  Promise<BorrowingCalculation>,
  { borrowing?: BorrowingState }
> {
  return async (dispatch, getState) => {
    const state = selectBorrowing(getState());
    if (state.calculating) return { ok: 'busy' };
    const read = readBorrowingRequest(state);
    if (!read.ok) {
      dispatch(borrowingInvalid(read.errors));
      return read;
    }
    const done = await dispatch(searchBorrowing(read.request));
    return { ok: true, answered: searchBorrowing.fulfilled.match(done) };
  };
}
