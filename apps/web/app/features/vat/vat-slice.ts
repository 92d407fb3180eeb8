import {
  type AmountTyping,
  amountOfEntry,
  applyDecimalAmountInput,
} from '@pusula/core/format/amount-input.ts';
import { parseRate } from '@pusula/core/format/number-parse.ts';
import { CALC_MESSAGES } from '@pusula/core/validation/message-keys.ts';
import { plainVatSchema, withholdingSchema } from '@pusula/core/validation/vat-schemas.ts';
import { computePlainVat, type PlainVatResult, VAT_MAX_AMOUNT } from '@pusula/core/vat/plain-vat.ts';
import { computeWithholding, type WithholdingResult } from '@pusula/core/vat/withholding.ts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<VatField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as VatField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

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
    /** Calculate: validate with the shared schema, then compute (or show the messages). */
    vatCalculated(state, action: PayloadAction<VatCardId>) {
      const id = action.payload;
      const card = state[id];
      card.plainResult = null;
      card.withholdingResult = null;
      if (id === 'plain') {
        const parsed = plainVatSchema.safeParse(formInput(card));
        card.errors = parsed.success ? {} : issuesByField(parsed.error.issues);
        if (parsed.success)
          card.plainResult = computePlainVat(parsed.data.operation, parsed.data.amount, parsed.data.kdvRate);
      } else {
        const parsed = withholdingSchema.safeParse(formInput(card));
        card.errors = parsed.success ? {} : issuesByField(parsed.error.issues);
        if (parsed.success) card.withholdingResult = computeWithholding(parsed.data);
      }
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
