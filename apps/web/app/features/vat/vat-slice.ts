import {
  type AmountTyping,
  amountOfEntry,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import { parseRate } from '@pusula/core/format/number-parse.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import type { PlainVatRequest, WithholdingRequest } from '@pusula/core/validation/vat-schemas.ts';
import { computePlainVat, type PlainVatResult, VAT_MAX_AMOUNT } from '@pusula/core/vat/plain-vat.ts';
import { computeWithholding, type WithholdingResult } from '@pusula/core/vat/withholding.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppThunk } from '../../lib/app-thunk.ts';
import { type Checked, check, lazySchemas } from '../../lib/lazy-validation.ts';
import { rootReducer } from '../../store/store.ts';

export type VatCardId = 'plain' | 'withholding';
export type RateChoice = '1' | '10' | '20' | 'other';
export type VatField = 'operation' | 'amount' | 'kdvRate' | 'tevkifatRate';

export interface VatCardState {
  /** '' when the visitor picked the "choose an operation" option. */
  operation: string;
  rateChoice: RateChoice;
  /** Free rate typed after choosing "other" ('8,5'). */
  customRate: string;
  /** Withholding numerator in tenths, as typed (withholding card only). */
  tevkifat: string;
  /** The amount field's entry ('1234.56'; '12.' while typing), shown in the page language. */
  amount: string;
  /** Message keys by field. */
  errors: Partial<Record<VatField, string>>;
  plainResult: PlainVatResult | null;
  withholdingResult: WithholdingResult | null;
}

export interface VatState {
  plain: VatCardState;
  withholding: VatCardState;
}

function initialCard(): VatCardState {
  return {
    operation: 'kdvDahilToKdvHaric',
    rateChoice: '20',
    customRate: '',
    tevkifat: '1',
    amount: '',
    errors: {},
    plainResult: null,
    withholdingResult: null,
  };
}

const initialState: VatState = { plain: initialCard(), withholding: initialCard() };
const { vat } = CALC_MESSAGES;

/** Live message for the free VAT rate: shown as soon as the typed text is not a rate 0–100. */
export function customRateError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const rate = parseRate(text);
  return rate !== null && rate >= 0 && rate <= 100 ? undefined : vat.rateRange;
}

/** Live message for the withholding fraction: whole tenths 1–10. */
export function tevkifatError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return /^\d{1,2}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 10
    ? undefined
    : vat.tevkifatRange;
}

function formInput(card: VatCardState) {
  return {
    operation: card.operation,
    // A trailing separator ('12.') is still being typed: the entry reads as the whole number.
    amount: amountOfEntry(card.amount) ?? '',
    kdvRate: card.rateChoice === 'other' ? card.customRate : Number(card.rateChoice),
    tevkifatRate: card.tevkifat,
  };
}

/** A card's Calculate as checked by the shared schema (see {@link calculateVat}). */
export type VatChecked =
  | { card: 'plain'; checked: Checked<PlainVatRequest, VatField> }
  | { card: 'withholding'; checked: Checked<WithholdingRequest, VatField> };

const vatSlice = createSlice({
  name: 'vat',
  initialState,
  reducers: {
    vatOperationChanged(state, action: PayloadAction<{ card: VatCardId; value: string }>) {
      const card = state[action.payload.card];
      card.operation = action.payload.value;
      delete card.errors.operation;
    },
    vatRateChoiceChanged(state, action: PayloadAction<{ card: VatCardId; value: RateChoice }>) {
      const card = state[action.payload.card];
      card.rateChoice = action.payload.value;
      card.errors.kdvRate = action.payload.value === 'other' ? customRateError(card.customRate) : undefined;
    },
    vatCustomRateChanged(state, action: PayloadAction<{ card: VatCardId; value: string }>) {
      const card = state[action.payload.card];
      card.customRate = action.payload.value;
      card.errors.kdvRate = customRateError(action.payload.value);
    },
    vatTevkifatChanged(state, action: PayloadAction<{ card: VatCardId; value: string }>) {
      const card = state[action.payload.card];
      card.tevkifat = action.payload.value;
      card.errors.tevkifatRate = tevkifatError(action.payload.value);
    },
    /** The amount as typed; it is reformatted and capped at 999,999,999 (with the max message). */
    vatAmountTyped(state, action: PayloadAction<AmountTyping & { card: VatCardId }>) {
      const { card: id, text, locale } = action.payload;
      const card = state[id];
      const next = applyDecimalAmountInput(text, VAT_MAX_AMOUNT, locale);
      card.amount = next.entry;
      card.errors.amount = next.capped ? vat.maxAmount : undefined;
    },
    /** Calculate, once checked by the shared schema: compute (or show the messages). */
    vatCalculated(state, action: PayloadAction<VatChecked>) {
      const { payload } = action;
      const card = state[payload.card];
      card.plainResult = null;
      card.withholdingResult = null;
      card.errors = payload.checked.ok ? {} : payload.checked.errors;
      if (payload.card === 'plain') {
        const { checked } = payload;
        if (checked.ok)
          card.plainResult = computePlainVat(
            checked.data.operation,
            checked.data.amount,
            checked.data.kdvRate,
          );
      } else if (payload.checked.ok) card.withholdingResult = computeWithholding(payload.checked.data);
    },
    /** docs/requirements/calculators.md#vat: Reset clears the amount and hides the result. */
    vatReset(state, action: PayloadAction<VatCardId>) {
      const card = state[action.payload];
      card.amount = '';
      card.errors = {};
      card.plainResult = null;
      card.withholdingResult = null;
    },
  },
});

export const {
  vatOperationChanged,
  vatRateChoiceChanged,
  vatCustomRateChanged,
  vatTevkifatChanged,
  vatAmountTyped,
  vatCalculated,
  vatReset,
} = vatSlice.actions;
export const vatReducer = vatSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = vatSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectVat = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof vatSlice> {}
}

/** The VAT schemas (and zod) load on the cards' first use: lib/lazy-validation.ts. */
export const loadVatSchemas = lazySchemas(() => import('@pusula/core/validation/vat-schemas.ts'));

/** Calculate: validate the card's current inputs with the shared schema, then compute (or show the messages). */
export function calculateVat(id: VatCardId): AppThunk<Promise<void>, { vat?: VatState }> {
  return async (dispatch, getState) => {
    const { plainVatSchema, withholdingSchema } = await loadVatSchemas();
    const input = formInput(selectVat(getState())[id]);
    dispatch(
      vatCalculated(
        id === 'plain'
          ? { card: id, checked: check(plainVatSchema, input) }
          : { card: id, checked: check(withholdingSchema, input) },
      ),
    );
  };
}
