import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { DEFAULT_LOAN_TERMS } from '@pusula/core/loans/constants.ts';
import type { EarlyRepaymentLoanType } from '@pusula/core/loans/early-repayment.ts';
import type {
  CurrentLoanInput,
  CurrentLoanPosition,
  RefinanceComparison,
} from '@pusula/core/loans/refinance.ts';
import { REFINANCE_MESSAGES } from '@pusula/core/validation/refinance-messages.ts';
import type { RefinanceKnown } from '@pusula/core/validation/refinance-schema.ts';
import { lazySchemas } from '../../lib/lazy-validation.ts';

/**
 * The form's inputs as typed: amounts are language-free digit entries (docs/number-format.md), the
 * rate as typed ('2,5'), the rest as the controls hold them. Result links read and write this object.
 */
export interface RefinanceInputs {
  known: RefinanceKnown;
  loanType: EarlyRepaymentLoanType;
  rate: string;
  /** The balance way: principal still owed (whole lira) and the months left. */
  balance: string;
  remaining: string;
  /** The original-contract way: amount, term and instalments paid. */
  amount: string;
  term: string;
  paid: string;
}

export type RefinanceField = keyof RefinanceInputs;

/** One offer with its comparison against keeping the loan. */
export interface RefinanceRow {
  offer: LoanSearchResult;
  comparison: RefinanceComparison;
}

/** What Calculate found: the loan's position, the new loan searched for, each offer compared. */
export interface RefinanceAnswer {
  request: CurrentLoanInput;
  position: CurrentLoanPosition;
  amount: number;
  maturity: number;
  rows: RefinanceRow[];
  /** Index into rows of the offer that saves most, or 'keep'. */
  verdict: number | 'keep';
}

export interface RefinanceState {
  inputs: RefinanceInputs;
  /** Message keys by field. */
  errors: Partial<Record<RefinanceField, string>>;
  calculating: boolean;
  answered: RefinanceAnswer | null;
  /** A failed search's text or message key. */
  error: string | null;
}

export const MESSAGES = REFINANCE_MESSAGES;

export const initialRefinanceInputs: RefinanceInputs = {
  known: 'balance',
  loanType: 'ihtiyac',
  rate: '',
  balance: '',
  remaining: '',
  amount: '',
  term: String(DEFAULT_LOAN_TERMS.ihtiyac),
  paid: '',
};

export const initialRefinanceState: RefinanceState = {
  inputs: initialRefinanceInputs,
  errors: {},
  calculating: false,
  answered: null,
  error: null,
};

export type RefinanceRead =
  | { ok: true; input: CurrentLoanInput }
  | { ok: false; errors: Partial<Record<RefinanceField, string>> };

/** The schema's field names → the form's. */
const FIELD_OF_PATH: Record<string, RefinanceField> = {
  known: 'known',
  loanType: 'loanType',
  ratePercent: 'rate',
  balance: 'balance',
  remainingMonths: 'remaining',
  amount: 'amount',
  months: 'term',
  paidCount: 'paid',
};

/** The core schema (and zod) load on the form's first use: lib/lazy-validation.ts. */
export const loadRefinanceSchema = lazySchemas(() => import('@pusula/core/validation/refinance-schema.ts'));

/** Validates the inputs with the core schema: the current loan, or message keys by field. */
export async function readRefinance(inputs: RefinanceInputs): Promise<RefinanceRead> {
  const { refinanceSchema } = await loadRefinanceSchema();
  const parsed = refinanceSchema.safeParse({
    known: inputs.known,
    loanType: inputs.loanType,
    ratePercent: inputs.rate,
    balance: inputs.balance,
    remainingMonths: inputs.remaining,
    amount: inputs.amount,
    months: inputs.term,
    paidCount: inputs.paid,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<RefinanceField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'rate';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
