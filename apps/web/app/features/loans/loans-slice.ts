import {
  type AmountTyping,
  applyAmountInput,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import type { AssetDetails } from '@pusula/core/loans/asset-cap-types.ts';
import { type LoanType, MAX_AMOUNT, MAX_ASSET_VALUE } from '@pusula/core/loans/constants.ts';
import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';
import type { LoanOffer } from './loan-types.ts';
import { LOAN_SEARCH_FALLBACK, searchLoans } from './loans-search.ts';
import { initialLoansState, type LoanField } from './loans-state.ts';
import { type LoanSortOrder, sortLoanOffers } from './offer-sort.ts';

const loansSlice = createSlice({
  name: 'loans',
  initialState: initialLoansState(),
  reducers: {
    /** docs/requirements/loans-and-deposits.md#loan-form: choosing a loan type clears the entered term (the options change with the type). */
    loanTypeSelected(state, action: PayloadAction<LoanType>) {
      if (state.selectedLoanType === action.payload) return;
      state.selectedLoanType = action.payload;
      state.loanTerm = '';
      state.fieldErrors = {};
    },
    loanAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyAmountInput(action.payload.text, MAX_AMOUNT, action.payload.locale);
      state.loanAmount = next.entry;
      state.fieldErrors.amount = next.capped ? CALC_MESSAGES.loan.maxAmount : undefined;
    },
    loanTermChanged(state, action: PayloadAction<string>) {
      state.loanTerm = action.payload;
      state.fieldErrors.term = undefined;
    },
    /** The asset value of the selected type: kuruş allowed, capped at the schema's maximum. */
    assetValueTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyDecimalAmountInput(action.payload.text, MAX_ASSET_VALUE, action.payload.locale);
      state.assetValues[state.selectedLoanType] = next.entry;
      state.fieldErrors.assetValue = next.capped ? CALC_MESSAGES.asset.max : undefined;
    },
    /** The vehicle kind, energy class or home ownership: a new kind may lift the value's refusal. */
    assetDetailsChanged(state, action: PayloadAction<AssetDetails>) {
      state.assetDetails = { ...state.assetDetails, ...action.payload };
      if (action.payload.vehicleKind) state.fieldErrors.assetValue = undefined;
    },
    customRateTyped(state, action: PayloadAction<string>) {
      state.customRates[state.selectedLoanType] = action.payload.replace(/[^\d.,]/g, '').slice(0, 6);
      state.fieldErrors.rate = undefined;
    },
    loanFieldErrorsSet(state, action: PayloadAction<Partial<Record<LoanField, string>>>) {
      state.fieldErrors = action.payload;
    },
    /** The visitor's own rate, computed on the client: one result, modal opened. */
    customResultSet(state, action: PayloadAction<LoanOffer>) {
      state.calculationResults = [action.payload];
      state.esnafResult = null;
      state.error = null;
      state.searched = true;
      state.showModal = true;
    },
    /** docs/requirements/loans-and-deposits.md#loan-calculation-paths: for esnaf a result can be set directly, which opens the modal. */
    esnafResultSet(state, action: PayloadAction<TradesmanResult>) {
      state.esnafResult = action.payload;
      state.calculationResults = [];
      state.error = null;
      state.searched = true;
      state.showModal = true;
    },
    loanModalClosed(state) {
      state.showModal = false;
      state.selectedOffer = null;
    },
    offerPlanOpened(state, action: PayloadAction<LoanOffer>) {
      state.selectedOffer = action.payload;
    },
    offerPlanClosed(state) {
      state.selectedOffer = null;
    },
    /** The visitor picks the list's order: the shown offers are re-sorted, later searches follow it. */
    loanSortChanged(state, action: PayloadAction<LoanSortOrder>) {
      state.sortOrder = action.payload;
      state.calculationResults = sortLoanOffers(state.calculationResults, action.payload);
    },
    /** Reset: clears results, error and modal (docs/requirements/loans-and-deposits.md#loan-state). */
    loanResultsReset(state) {
      state.calculationResults = [];
      state.esnafResult = null;
      state.error = null;
      state.showModal = false;
      state.searched = false;
      state.selectedOffer = null;
    },
    /** A loan page opens (or is left): everything back to that type's defaults. */
    loanStateReset(_state, action: PayloadAction<LoanType | undefined>) {
      return initialLoansState(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchLoans.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(searchLoans.fulfilled, (state, action) => {
        state.loading = false;
        state.calculationResults = sortLoanOffers(action.payload, state.sortOrder);
        state.esnafResult = null;
        state.searched = true;
        state.showModal = true;
      })
      .addCase(searchLoans.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? LOAN_SEARCH_FALLBACK;
        state.calculationResults = [];
        state.searched = true;
      });
  },
});

export const {
  loanTypeSelected,
  loanAmountTyped,
  loanTermChanged,
  customRateTyped,
  assetValueTyped,
  assetDetailsChanged,
  loanFieldErrorsSet,
  customResultSet,
  esnafResultSet,
  loanModalClosed,
  offerPlanOpened,
  offerPlanClosed,
  loanSortChanged,
  loanResultsReset,
  loanStateReset,
} = loansSlice.actions;
export const loansReducer = loansSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = loansSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectLoans = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof loansSlice> {}
}
