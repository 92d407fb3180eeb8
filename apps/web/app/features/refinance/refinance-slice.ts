import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { DEFAULT_LOAN_TERMS, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import type { EarlyRepaymentLoanType } from '@pusula/core/loans/early-repayment.ts';
import {
  type CurrentLoanInput,
  compareRefinanceOffer,
  currentLoanPosition,
  refinanceAmount,
  refinanceTerm,
  refinanceVerdict,
} from '@pusula/core/loans/refinance.ts';
import type { RefinanceKnown } from '@pusula/core/validation/refinance-schema.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { type AppThunk, createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import {
  initialRefinanceState,
  MESSAGES,
  type RefinanceAnswer,
  type RefinanceField,
  type RefinanceState,
  readRefinance,
} from './refinance-state.ts';

/**
 * The offers for the payoff (docs/domain-rules.md#refinancing): one POST /api/banks/search/{type} for
 * the payoff in whole lira over the listed term nearest the months left, then core compares each
 * offer with keeping the loan, in the browser (the borrowing limit's pattern). Failure: the error's
 * text or {@link MESSAGES.searchFailed}.
 */
export const searchRefinance = createAppAsyncThunk<
  RefinanceAnswer,
  CurrentLoanInput,
  { rejectValue: string }
>('refinance/search', async (request, { rejectWithValue, extra }) => {
  try {
    const position = currentLoanPosition(request);
    const amount = refinanceAmount(position.balance);
    const maturity = refinanceTerm(request.loanType, position.remainingMonths, amount);
    const response = await extra.api.post<{ data: LoanSearchResult[] }>(`/banks/search/${request.loanType}`, {
      amount,
      maturity,
    });
    const rows = response.data.data.map((offer) => ({
      offer,
      comparison: compareRefinanceOffer(position, offer),
    }));
    const verdict = refinanceVerdict(rows.map((row) => row.comparison));
    return { request, position, amount, maturity, rows, verdict };
  } catch (error) {
    return rejectWithValue(error instanceof Error && error.message ? error.message : MESSAGES.searchFailed);
  }
});

/** The whole-lira fields. */
export type RefinanceAmountField = 'balance' | 'amount';

const refinanceSlice = createSlice({
  name: 'refinance',
  initialState: initialRefinanceState,
  reducers: {
    /** A whole-lira entry typed in the page language (or plain digits from a link), capped at 50.000.000. */
    refinanceAmountTyped(state, action: PayloadAction<AmountTyping & { field: RefinanceAmountField }>) {
      const { field, text, locale } = action.payload;
      const next = applyAmountInput(text, MAX_AMOUNT, locale);
      state.inputs[field] = next.entry;
      state.errors[field] = next.capped ? MESSAGES.maxAmount : undefined;
    },
    refinanceFieldSet(
      state,
      action: PayloadAction<{ field: 'rate' | 'remaining' | 'term' | 'paid'; value: string }>,
    ) {
      state.inputs[action.payload.field] = action.payload.value;
      state.errors[action.payload.field] = undefined;
    },
    refinanceKnownChosen(state, action: PayloadAction<RefinanceKnown>) {
      state.inputs.known = action.payload;
    },
    /** The term lists differ by type: start from the new type's default term. */
    refinanceLoanTypeChosen(state, action: PayloadAction<EarlyRepaymentLoanType>) {
      state.inputs.loanType = action.payload;
      state.inputs.term = String(DEFAULT_LOAN_TERMS[action.payload]);
      state.errors.term = undefined;
      state.errors.paid = undefined;
    },
    /** Calculate with inputs the form rejects: the messages, no answer. */
    refinanceInvalid(state, action: PayloadAction<Partial<Record<RefinanceField, string>>>) {
      state.errors = action.payload;
      state.answered = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchRefinance.pending, (state) => {
        state.errors = {};
        state.calculating = true;
        state.error = null;
      })
      .addCase(searchRefinance.fulfilled, (state, action) => {
        state.calculating = false;
        state.answered = action.payload;
      })
      .addCase(searchRefinance.rejected, (state, action) => {
        state.calculating = false;
        state.answered = null;
        state.error = action.payload ?? MESSAGES.searchFailed;
      });
  },
});

export const {
  refinanceAmountTyped,
  refinanceFieldSet,
  refinanceKnownChosen,
  refinanceLoanTypeChosen,
  refinanceInvalid,
} = refinanceSlice.actions;
export const refinanceReducer = refinanceSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = refinanceSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectRefinance = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof refinanceSlice> {}
}

/** What Calculate did: nothing (one is running), the form's messages, or the search (answered or failed). */
export type RefinanceCalculation =
  | { ok: 'busy' }
  | { ok: false; errors: Partial<Record<RefinanceField, string>> }
  | { ok: true; answered: boolean };

/** Calculate: checks the inputs with the core schema, then searches (one calculation at a time). */
export function calculateRefinance(): AppThunk<
  Promise<RefinanceCalculation>,
  { refinance?: RefinanceState }
> {
  return async (dispatch, getState) => {
    const state = selectRefinance(getState());
    if (state.calculating) return { ok: 'busy' };
    const read = await readRefinance(state.inputs);
    if (!read.ok) {
      dispatch(refinanceInvalid(read.errors));
      return read;
    }
    const done = await dispatch(searchRefinance(read.input));
    return { ok: true, answered: searchRefinance.fulfilled.match(done) };
  };
}
