import { isLoanType, type LoanType } from '@pusula/core/loans/constants.ts';
import type { DepositOfferRow, LoanOfferRow, OfferFields, OfferKind } from './offers-editor-types.ts';

/** The form's fields; for deposits the term fields hold days. */
export const FIELD_NAMES = [
  'loanType',
  'rate',
  'minAmount',
  'maxAmount',
  'minTerm',
  'maxTerm',
  'fee',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

const INVALID = 'calc:common.invalidInput';

/** The fields a kind of offer has, in form order. */
export function fieldsOf(kind: OfferKind): FieldName[] {
  return kind === 'loan'
    ? ['loanType', 'rate', 'minAmount', 'maxAmount', 'minTerm', 'maxTerm', 'fee']
    : ['rate', 'minAmount', 'maxAmount', 'minTerm', 'maxTerm'];
}

/** A rate as the editor types it: `1,49`, `1.49` or `%1,49`. */
export function parseRate(text: string): number | null {
  const clean = text.replace(/[\s%]/g, '');
  return /^-?\d+([.,]\d+)?$/.test(clean) ? Number(clean.replace(',', '.')) : null;
}

/** An amount: plain digits, Turkish grouping (`1.000.000`, `1.000,50`) or a dot decimal (`1000.5`). */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[\s]|TL/gi, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(clean)) return Number(clean.replace(/\./g, '').replace(',', '.'));
  return /^\d+([.,]\d{1,2})?$/.test(clean) ? Number(clean.replace(',', '.')) : null;
}

/** A whole number of months or days. */
export function parseWhole(text: string): number | null {
  const clean = text.trim();
  return /^\d+$/.test(clean) ? Number(clean) : null;
}

/** A rate shown for editing: Turkish decimal comma, the others a dot. */
export function rateText(value: number, language: string): string {
  const text = String(value);
  return language.startsWith('tr') ? text.replace('.', ',') : text;
}

export function emptyValues(kind: OfferKind): FormValues {
  return {
    loanType: kind === 'loan' ? 'ihtiyac' : '',
    rate: '',
    minAmount: '',
    maxAmount: '',
    minTerm: '',
    maxTerm: '',
    fee: kind === 'loan' ? '0' : '',
  };
}

/** The form's starting values for an existing row. */
export function valuesOf(row: LoanOfferRow | DepositOfferRow, language: string): FormValues {
  if ('loanType' in row) {
    return {
      loanType: row.loanType,
      rate: rateText(row.monthlyRate, language),
      minAmount: String(row.minAmount),
      maxAmount: String(row.maxAmount),
      minTerm: String(row.minTerm),
      maxTerm: String(row.maxTerm),
      fee: rateText(row.allocationFeeRate, language),
    };
  }
  return {
    loanType: '',
    rate: rateText(row.annualRate, language),
    minAmount: String(row.minAmount),
    maxAmount: String(row.maxAmount),
    minTerm: String(row.minDays),
    maxTerm: String(row.maxDays),
    fee: '',
  };
}

/**
 * Reads the typed values into the API's body. Only the form of each number is checked here (a field
 * that is not a number gets the invalid-input key); ranges and limits are the server's to judge.
 */
export function readForm(
  kind: OfferKind,
  values: FormValues,
): { fields: OfferFields | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (name: FieldName, parse: (text: string) => number | null): number => {
    const value = parse(values[name]);
    if (value === null) errors[name] = INVALID;
    return value ?? 0;
  };
  const rate = read('rate', parseRate);
  const minAmount = read('minAmount', parseAmount);
  const maxAmount = read('maxAmount', parseAmount);
  const minTerm = read('minTerm', parseWhole);
  const maxTerm = read('maxTerm', parseWhole);
  if (kind === 'deposit') {
    const fields = { annualRate: rate, minAmount, maxAmount, minDays: minTerm, maxDays: maxTerm };
    return { fields: Object.keys(errors).length > 0 ? null : fields, errors };
  }
  const allocationFeeRate = read('fee', parseRate);
  if (!isLoanType(values.loanType)) errors.loanType = 'calc:loan.invalidLoanType';
  const fields = {
    loanType: values.loanType as LoanType,
    monthlyRate: rate,
    minAmount,
    maxAmount,
    minTerm,
    maxTerm,
    allocationFeeRate,
  };
  return { fields: Object.keys(errors).length > 0 ? null : fields, errors };
}

/** The translated texts of the server's field messages (in the language the request was made in). */
export interface KnownMessages {
  rate: string;
  fee: string;
  range: string;
}

/**
 * Puts the server's messages under the fields they are about (the rate, the fee, the upside-down range
 * of amounts or terms); the ones that name no field come back in `rest`, shown above the buttons.
 */
export function placeServerErrors(
  messages: readonly string[],
  values: FormValues,
  known: KnownMessages,
): { errors: FieldErrors; rest: string[] } {
  const errors: FieldErrors = {};
  const rest: string[] = [];
  const upsideDown = (low: FieldName, high: FieldName, parse: (text: string) => number | null) => {
    const a = parse(values[low]);
    const b = parse(values[high]);
    return a !== null && b !== null && a > b;
  };
  for (const message of messages) {
    if (message === known.rate) errors.rate ??= message;
    else if (message === known.fee) errors.fee ??= message;
    else if (message === known.range && upsideDown('minAmount', 'maxAmount', parseAmount))
      errors.maxAmount ??= message;
    else if (message === known.range && upsideDown('minTerm', 'maxTerm', parseWhole))
      errors.maxTerm ??= message;
    else rest.push(message);
  }
  return { errors, rest };
}
