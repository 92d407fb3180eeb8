import { type AmountTyping, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import { parseRate } from '@pusula/core/format/number-parse.ts';
import {
  DEFAULT_INTEREST_CALCULATOR_AMOUNT,
  DEFAULT_INTEREST_CALCULATOR_TERM,
  MAX_AMOUNT,
  RATE_MAX,
  RATE_MIN,
} from '@pusula/core/loans/constants.ts';
import { computeInterestRatePlan } from '@pusula/core/loans/interest-rate.ts';
import type { LoanPlan } from '@pusula/core/loans/payment-plan.ts';
import type { InterestCalculatorInput } from '@pusula/core/validation/loan-schemas.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { type Checked, check, lazySchemas } from '../../lib/lazy-validation.ts';
import { rootReducer } from '../../store/store.ts';

export type InterestField = 'amount' | 'months' | 'ratePercent';

export interface InterestCalcResult {
  principal: number;
  months: number;
  ratePercent: number;
  plan: LoanPlan;
}

export interface InterestCalcState {
  /** The amount field's entry: plain digits, shown grouped in the page language (docs/number-format.md). */
  amount: string;
  months: string;
  rate: string;
  /** Message keys by field. */
  errors: Partial<Record<InterestField, string>>;
  result: InterestCalcResult | null;
}

const { interest } = CALC_MESSAGES;

export const initialInterestCalcState: InterestCalcState = {
  amount: String(DEFAULT_INTEREST_CALCULATOR_AMOUNT),
  months: String(DEFAULT_INTEREST_CALCULATOR_TERM),
  rate: '',
  errors: {},
  result: null,
};

/** docs/requirements/calculators.md#interest-rate: 'Faiz oranı 0 ile 500 arasında olmalıdır.' while typing. */
export function interestRateError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const rate = parseRate(text);
  return rate !== null && rate >= RATE_MIN && rate <= RATE_MAX ? undefined : interest.rateRange;
}

const interestCalcSlice = createSlice({
  name: 'interestCalc',
  initialState: initialInterestCalcState,
  reducers: {
    /** Digits only, grouped live; above 50.000.000 the field is set to the maximum with the message. */
    interestAmountTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyAmountInput(action.payload.text, MAX_AMOUNT, action.payload.locale);
      state.amount = next.entry;
      state.errors.amount = next.capped ? interest.maxAmount : undefined;
    },
    interestTermChanged(state, action: PayloadAction<string>) {
      state.months = action.payload;
      state.errors.months = undefined;
    },
    interestRateTyped(state, action: PayloadAction<string>) {
      state.rate = action.payload;
      state.errors.ratePercent = interestRateError(action.payload);
    },
    /** Calculate, once checked ({@link calculateInterest}): the result and plan appear only now. */
    interestCalculated(state, action: PayloadAction<Checked<InterestCalculatorInput, InterestField>>) {
      const checked = action.payload;
      if (!checked.ok) {
        state.errors = checked.errors;
        state.result = null;
        return;
      }
      const { amount, months, ratePercent } = checked.data;
      state.errors = {};
      state.result = {
        principal: amount,
        months,
        ratePercent,
        plan: computeInterestRatePlan({ principal: amount, ratePercent, months }),
      };
    },
  },
});

export const { interestAmountTyped, interestTermChanged, interestRateTyped, interestCalculated } =
  interestCalcSlice.actions;
export const interestCalcReducer = interestCalcSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = interestCalcSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectInterestCalc = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof interestCalcSlice> {}
}

/** The loan schemas (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadInterestSchemas = lazySchemas(() => import('@pusula/core/validation/loan-schemas.ts'));

/** Calculate: amount, term and rate are all required; validated with the shared schema. */
export function calculateInterest(): AppThunk<Promise<void>, { interestCalc?: InterestCalcState }> {
  return async (dispatch, getState) => {
    const { interestCalculatorSchema } = await loadInterestSchemas();
    const { amount, months, rate } = selectInterestCalc(getState());
    dispatch(interestCalculated(check(interestCalculatorSchema, { amount, months, ratePercent: rate })));
  };
}
