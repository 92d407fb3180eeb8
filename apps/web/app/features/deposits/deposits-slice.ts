import {
  DEFAULT_DEPOSIT_AMOUNT,
  DEFAULT_DEPOSIT_DAYS,
  DEFAULT_DEPOSIT_TYPE,
  type DepositType,
  MAX_DEPOSIT_AMOUNT,
} from '@pusula/core/deposits/constants.ts';
import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { type AppThunk, createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { lazySchemas } from '../../lib/lazy-validation.ts';
import { rootReducer } from '../../store/store.ts';
import type { DepositOffer, DepositSearchRequest } from './deposit-types.ts';

export type DepositField = 'amount' | 'days';

/** docs/requirements/loans-and-deposits.md#deposit-state deposit state, plus field errors and the searched flag. */
export interface DepositsState {
  /** The amount field's entry: plain digits, shown grouped in the page language (docs/number-format.md). */
  amount: string;
  investmentType: DepositType;
  days: string;
  calculationResults: DepositOffer[];
  /** The start date the results were priced for (YYYY-MM-DD): with a term it gives the maturity date. */
  startDate: string | null;
  loading: boolean;
  error: string | null;
  showModal: boolean;
  searched: boolean;
  fieldErrors: Partial<Record<DepositField, string>>;
}

export const initialDepositsState: DepositsState = {
  amount: String(DEFAULT_DEPOSIT_AMOUNT),
  investmentType: DEFAULT_DEPOSIT_TYPE,
  days: String(DEFAULT_DEPOSIT_DAYS),
  calculationResults: [],
  startDate: null,
  loading: false,
  error: null,
  showModal: false,
  searched: false,
  fieldErrors: {},
};

export const DEPOSIT_SEARCH_FALLBACK = 'deposits:errors.searchFailed';

/** Deposit offers best first: rate descending, then the higher net return. */
export function sortDepositOffers(offers: readonly DepositOffer[]): DepositOffer[] {
  return [...offers].sort(
    (a, b) => b.interestRate - a.interestRate || b.netInterestAmount - a.netInterestAmount,
  );
}

/** The answer's schema (and zod) load with the first search: lib/lazy-validation.ts. */
const loadAnswerSchema = lazySchemas(() => import('@pusula/core/contract/offer-search.ts'));

/**
 * POST /api/mevduat/search/all: success stores the sorted offers, failure the error text. The answer is
 * checked against the contract first: a wrong shape fails as a 500 does (docs/requirements/api.md#client).
 */
export const searchDeposits = createAppAsyncThunk<
  DepositOffer[],
  DepositSearchRequest,
  { rejectValue: string }
>('deposits/search', async (request, { rejectWithValue, extra }) => {
  try {
    const { depositSearchAnswerSchema: answer } = await loadAnswerSchema();
    const response = await extra.api.post('/mevduat/search/all', request, { answer });
    return response.data.data;
  } catch (error) {
    return rejectWithValue(error instanceof Error && error.message ? error.message : DEPOSIT_SEARCH_FALLBACK);
  }
});

const depositsSlice = createSlice({
  name: 'deposits',
  initialState: initialDepositsState,
  reducers: {
    depositAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyAmountInput(action.payload.text, MAX_DEPOSIT_AMOUNT, action.payload.locale);
      state.amount = next.entry;
      state.fieldErrors.amount = next.capped ? CALC_MESSAGES.deposit.maxAmount : undefined;
    },
    depositDaysChanged(state, action: PayloadAction<string>) {
      state.days = action.payload;
      state.fieldErrors.days = undefined;
    },
    depositFieldErrorsSet(state, action: PayloadAction<Partial<Record<DepositField, string>>>) {
      state.fieldErrors = action.payload;
    },
    depositErrorDismissed(state) {
      state.error = null;
    },
    depositModalClosed(state) {
      state.showModal = false;
    },
    depositReset() {
      return initialDepositsState;
    },
    /** A refused Calculate: the results shown before go, the form stays (docs/requirements/loans-and-deposits.md#deposit-state). */
    depositResultsCleared(state) {
      state.calculationResults = [];
      state.startDate = null;
      state.error = null;
      state.showModal = false;
      state.searched = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchDeposits.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(searchDeposits.fulfilled, (state, action) => {
        state.loading = false;
        state.calculationResults = sortDepositOffers(action.payload);
        state.startDate = action.meta.arg.startDate ?? null;
        state.searched = true;
        state.showModal = true;
      })
      .addCase(searchDeposits.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? DEPOSIT_SEARCH_FALLBACK;
        state.calculationResults = [];
        state.searched = true;
      });
  },
});

export const {
  depositAmountTyped,
  depositDaysChanged,
  depositFieldErrorsSet,
  depositErrorDismissed,
  depositModalClosed,
  depositReset,
  depositResultsCleared,
} = depositsSlice.actions;
export const depositsReducer = depositsSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = depositsSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectDeposits = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof depositsSlice> {}
}

export type DepositOutcome = { ok: true } | { ok: false; errors: Partial<Record<DepositField, string>> };

/** The deposit schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadDepositSchemas = lazySchemas(() => import('@pusula/core/validation/deposit-schema.ts'));

/** Calculate: validate with core's schema (docs/requirements/loans-and-deposits.md#deposit-validation messages as keys), then search. */
export function calculateDeposit(): AppThunk<Promise<DepositOutcome>, { deposits?: DepositsState }> {
  return async (dispatch, getState) => {
    const { depositSchema } = await loadDepositSchemas();
    const { amount, days, investmentType } = selectDeposits(getState());
    const parsed = depositSchema.safeParse({
      enteredAmount: amount,
      maturity: days,
      depositType: investmentType,
    });
    if (!parsed.success) {
      const errors: Partial<Record<DepositField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'maturity' ? 'days' : 'amount';
        errors[field] ??= issue.message;
      }
      // They no longer match the form: emptied, as a failed search empties them.
      dispatch(depositResultsCleared());
      dispatch(depositFieldErrorsSet(errors));
      return { ok: false, errors };
    }
    dispatch(depositFieldErrorsSet({}));
    // The deposit starts today in Istanbul: the page shows the maturity date it gives
    // (docs/domain-rules.md#withholding-on-deposits).
    void dispatch(searchDeposits({ ...parsed.data, depositType: 'TL', startDate: istanbulToday() }));
    return { ok: true };
  };
}
