import {
  computeOverdraft,
  OVERDRAFT_MAX_AMOUNT,
  OVERDRAFT_MAX_DAYS,
  type OverdraftResult,
} from '@pusula/core/cards/overdraft.ts';
import {
  type AmountTyping,
  amountOfEntry,
  applyAmountInput,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import { parseRate } from '@pusula/core/format/number-parse.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';

export type OverdraftField = 'balance' | 'days' | 'rate';
/** Message keys under calc:overdraft.errors. */
export type OverdraftErrorKey = 'balanceRequired' | 'daysRange' | 'rateRange' | 'maxAmount';

/** The longest rate text kept (a rate is at most '100,00'). */
const RATE_TEXT_MAX = 12;
/** Rates the form takes, percent a month (anything above the ceiling is brought down to it). */
export const OVERDRAFT_RATE_MAX = 100;

export interface OverdraftState {
  /** Amount entry ('15000.5'), days entry ('30'), the rate as typed ('4,25'; empty: the ceiling). */
  balance: string;
  days: string;
  rate: string;
  errors: Partial<Record<OverdraftField, OverdraftErrorKey>>;
  result: OverdraftResult | null;
}

export const initialOverdraftState: OverdraftState = {
  balance: '',
  days: '30',
  rate: '',
  errors: {},
  result: null,
};

/** docs/domain-rules.md#credit-card-and-overdraft-debt: amount above zero, 1–365 days, a rate 0–100 or none. */
export function overdraftErrors(state: OverdraftState): OverdraftState['errors'] {
  const errors: OverdraftState['errors'] = {};
  const balance = amountOfEntry(state.balance);
  if (balance === null || balance <= 0) errors.balance = 'balanceRequired';
  const days = amountOfEntry(state.days);
  if (days === null || days < 1 || days > OVERDRAFT_MAX_DAYS) errors.days = 'daysRange';
  if (state.rate.trim() !== '') {
    const rate = parseRate(state.rate);
    if (rate === null || rate > OVERDRAFT_RATE_MAX) errors.rate = 'rateRange';
  }
  return errors;
}

const overdraftSlice = createSlice({
  name: 'overdraft',
  initialState: initialOverdraftState,
  reducers: {
    overdraftBalanceTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyDecimalAmountInput(action.payload.text, OVERDRAFT_MAX_AMOUNT, action.payload.locale);
      state.balance = next.entry;
      if (next.capped) state.errors.balance = 'maxAmount';
      else delete state.errors.balance;
      state.result = null;
    },
    /** Whole days; above 365 → 365 with the range message. */
    overdraftDaysTyped(state, action: PayloadAction<AmountTyping>) {
      const next = applyAmountInput(action.payload.text, OVERDRAFT_MAX_DAYS, action.payload.locale);
      state.days = next.entry;
      if (next.capped) state.errors.days = 'daysRange';
      else delete state.errors.days;
      state.result = null;
    },
    overdraftRateTyped(state, action: PayloadAction<string>) {
      state.rate = action.payload.slice(0, RATE_TEXT_MAX);
      delete state.errors.rate;
      state.result = null;
    },
    /** Calculate: check the fields, then the interest at today's ceiling. */
    overdraftCalculated(state) {
      state.errors = overdraftErrors(state);
      state.result = null;
      if (Object.keys(state.errors).length > 0) return;
      try {
        state.result = computeOverdraft({
          balance: amountOfEntry(state.balance) ?? 0,
          days: amountOfEntry(state.days) ?? 0,
          ratePercent: state.rate.trim() === '' ? null : parseRate(state.rate),
          date: istanbulToday(),
        });
      } catch (error) {
        // A calculation exception is logged and the result hidden, like the other calculators.
        console.error(error);
      }
    },
  },
});

export const { overdraftBalanceTyped, overdraftDaysTyped, overdraftRateTyped, overdraftCalculated } =
  overdraftSlice.actions;
export const overdraftReducer = overdraftSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = overdraftSlice.injectInto(rootReducer);
export const selectOverdraft = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof overdraftSlice> {}
}
