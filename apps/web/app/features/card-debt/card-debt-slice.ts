import {
  CARD_MAX_AMOUNT,
  type CardDebtResult,
  type CardPaymentMode,
  computeCardDebt,
} from '@pusula/core/cards/card-debt.ts';
import {
  type AmountTyping,
  amountOfEntry,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';

export type CardDebtField = 'balance' | 'limit' | 'payment';
/** Message keys under calc:cardDebt.errors. */
export type CardDebtErrorKey = 'balanceRequired' | 'limitRequired' | 'paymentRequired' | 'maxAmount';

export interface CardDebtState {
  /** Amount entries ('25000', '1500.5'), shown in the page language (docs/number-format.md). */
  balance: string;
  limit: string;
  mode: CardPaymentMode;
  payment: string;
  errors: Partial<Record<CardDebtField, CardDebtErrorKey>>;
  result: CardDebtResult | null;
}

export const initialCardDebtState: CardDebtState = {
  balance: '',
  limit: '',
  mode: 'minimum',
  payment: '',
  errors: {},
  result: null,
};

const REQUIRED: Record<CardDebtField, CardDebtErrorKey> = {
  balance: 'balanceRequired',
  limit: 'limitRequired',
  payment: 'paymentRequired',
};

/** docs/domain-rules.md#credit-card-and-overdraft-debt: debt and limit above zero; a fixed payment above zero. */
export function cardDebtErrors(state: CardDebtState): CardDebtState['errors'] {
  const errors: CardDebtState['errors'] = {};
  const fields: CardDebtField[] =
    state.mode === 'fixed' ? ['balance', 'limit', 'payment'] : ['balance', 'limit'];
  for (const field of fields) {
    const amount = amountOfEntry(state[field]);
    if (amount === null || amount <= 0) errors[field] = REQUIRED[field];
  }
  return errors;
}

const cardDebtSlice = createSlice({
  name: 'cardDebt',
  initialState: initialCardDebtState,
  reducers: {
    /** Typing hides the previous result; above the maximum → the maximum, with its message. */
    cardDebtTyped(state, action: PayloadAction<AmountTyping & { field: CardDebtField }>) {
      const { field, text, locale } = action.payload;
      const next = applyDecimalAmountInput(text, CARD_MAX_AMOUNT, locale);
      state[field] = next.entry;
      if (next.capped) state.errors[field] = 'maxAmount';
      else delete state.errors[field];
      state.result = null;
    },
    cardDebtModeChanged(state, action: PayloadAction<string>) {
      state.mode = action.payload === 'fixed' ? 'fixed' : 'minimum';
      delete state.errors.payment;
      state.result = null;
    },
    /** Calculate: check the fields, then the month-by-month plan at today's ceilings. */
    cardDebtCalculated(state) {
      state.errors = cardDebtErrors(state);
      state.result = null;
      if (Object.keys(state.errors).length > 0) return;
      try {
        state.result = computeCardDebt({
          balance: amountOfEntry(state.balance) ?? 0,
          limit: amountOfEntry(state.limit) ?? 0,
          mode: state.mode,
          payment: amountOfEntry(state.payment) ?? 0,
          date: istanbulToday(),
        });
      } catch (error) {
        // A calculation exception is logged and the result hidden, like the other calculators.
        console.error(error);
      }
    },
  },
});

export const { cardDebtTyped, cardDebtModeChanged, cardDebtCalculated } = cardDebtSlice.actions;
export const cardDebtReducer = cardDebtSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = cardDebtSlice.injectInto(rootReducer);
export const selectCardDebt = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof cardDebtSlice> {}
}
