import { DEFAULT_LOAN_TERMS } from '@pusula/core/loans/constants.ts';
import type {
  EarlyRepaymentInput,
  EarlyRepaymentLoanType,
  EarlyRepaymentResult,
  PrepaymentMode,
} from '@pusula/core/loans/early-repayment.ts';
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

/** The calculator's slice (early-repayment-slice.ts). */
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
