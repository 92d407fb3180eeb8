import { type AmountInputState, applyAmountInput } from '@pusula/core/format/amount-input.ts';
import type { Locale } from '@pusula/core/format/number-format.ts';
import { DEFAULT_LOAN_TERMS, MAX_AMOUNT } from '@pusula/core/loans/constants.ts';
import {
  computeEarlyRepayment,
  type EarlyRepaymentInput,
  type EarlyRepaymentLoanType,
  type EarlyRepaymentResult,
  type PrepaymentMode,
} from '@pusula/core/loans/early-repayment.ts';
import { EARLY_REPAYMENT_MESSAGES } from '@pusula/core/validation/early-repayment-messages.ts';
import { lazySchemas } from '../../lib/lazy-validation.ts';

/**
 * The form's inputs in one plain object, as typed: amounts are language-free digit entries
 * (docs/number-format.md), the rate as typed ('2,5'), the rest as the controls hold them. Result
 * links read and write exactly this object (early-repayment-query.ts).
 */
export interface EarlyRepaymentInputs {
  loanType: EarlyRepaymentLoanType;
  amount: string;
  rate: string;
  term: string;
  paid: string;
  /** Blank → the whole loan is paid off. */
  partial: string;
  mode: PrepaymentMode;
}

export type EarlyRepaymentField = keyof EarlyRepaymentInputs;

/** Local to the page (a useReducer): nothing else reads it (decision 0006's exception). */
export interface EarlyRepaymentState {
  inputs: EarlyRepaymentInputs;
  /** Message keys by field. */
  errors: Partial<Record<EarlyRepaymentField, string>>;
  /** The last result with the input it answers. */
  calculated: { input: EarlyRepaymentInput; result: EarlyRepaymentResult } | null;
}

export const initialEarlyRepaymentInputs: EarlyRepaymentInputs = {
  loanType: 'ihtiyac',
  amount: '',
  rate: '',
  term: String(DEFAULT_LOAN_TERMS.ihtiyac),
  paid: '',
  partial: '',
  mode: 'shorterTerm',
};

export const initialEarlyRepaymentState: EarlyRepaymentState = {
  inputs: initialEarlyRepaymentInputs,
  errors: {},
  calculated: null,
};

/** The inputs as checked by the core schema: the calculator's input, or message keys by field. */
export type EarlyRepaymentRead =
  | { ok: true; input: EarlyRepaymentInput }
  | { ok: false; errors: Partial<Record<EarlyRepaymentField, string>> };

export type EarlyRepaymentAction =
  | { type: 'amountTyped'; field: 'amount' | 'partial'; next: AmountInputState }
  | { type: 'set'; field: 'rate' | 'term' | 'paid'; value: string }
  | { type: 'loanTypeChosen'; loanType: EarlyRepaymentLoanType }
  | { type: 'modeChosen'; mode: PrepaymentMode }
  /** Calculate, once the inputs are checked ({@link calculateAction}). */
  | { type: 'calculate'; read: EarlyRepaymentRead };

/** The schema's field names → the form's. */
const FIELD_OF_PATH: Record<string, EarlyRepaymentField> = {
  loanType: 'loanType',
  amount: 'amount',
  ratePercent: 'rate',
  months: 'term',
  paidCount: 'paid',
  partial: 'partial',
  mode: 'mode',
};

/** The core schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadEarlyRepaymentSchema = lazySchemas(
  () => import('@pusula/core/validation/early-repayment-schema.ts'),
);

/** Validates the inputs with the core schema: the calculator's input, or message keys by field. */
export async function readEarlyRepayment(inputs: EarlyRepaymentInputs): Promise<EarlyRepaymentRead> {
  const { earlyRepaymentSchema } = await loadEarlyRepaymentSchema();
  const parsed = earlyRepaymentSchema.safeParse({
    loanType: inputs.loanType,
    amount: inputs.amount,
    ratePercent: inputs.rate,
    months: inputs.term,
    paidCount: inputs.paid,
    partial: inputs.partial,
    mode: inputs.mode,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<EarlyRepaymentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'amount';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Calculate: the action for these inputs once checked (the reducer stays pure and synchronous). */
export async function calculateAction(
  inputs: EarlyRepaymentInputs,
): Promise<{ type: 'calculate'; read: EarlyRepaymentRead }> {
  return { type: 'calculate', read: await readEarlyRepayment(inputs) };
}

/** A whole-lira entry typed in `locale` (or plain digits from a link), capped at 50.000.000. */
export function typedAmount(field: 'amount' | 'partial', text: string, locale: Locale) {
  return { type: 'amountTyped', field, next: applyAmountInput(text, MAX_AMOUNT, locale) } as const;
}

export function earlyRepaymentReducer(
  state: EarlyRepaymentState,
  action: EarlyRepaymentAction,
): EarlyRepaymentState {
  switch (action.type) {
    case 'amountTyped':
      return {
        ...state,
        inputs: { ...state.inputs, [action.field]: action.next.entry },
        errors: {
          ...state.errors,
          [action.field]: action.next.capped ? EARLY_REPAYMENT_MESSAGES.maxAmount : undefined,
        },
      };
    case 'set':
      return {
        ...state,
        inputs: { ...state.inputs, [action.field]: action.value },
        errors: { ...state.errors, [action.field]: undefined },
      };
    case 'loanTypeChosen':
      // The term lists differ by type: start from the new type's default term.
      return {
        ...state,
        inputs: {
          ...state.inputs,
          loanType: action.loanType,
          term: String(DEFAULT_LOAN_TERMS[action.loanType]),
        },
        errors: { ...state.errors, term: undefined, paid: undefined },
      };
    case 'modeChosen':
      return { ...state, inputs: { ...state.inputs, mode: action.mode } };
    case 'calculate': {
      const { read } = action;
      if (!read.ok) return { ...state, errors: read.errors, calculated: null };
      return {
        ...state,
        errors: {},
        calculated: { input: read.input, result: computeEarlyRepayment(read.input) },
      };
    }
  }
}
