import {
  newDepositOfferSchema,
  newLoanOfferSchema,
  OFFER_MESSAGE_KEYS,
} from '@pusula/core/contract/offers-editor.ts';
import { parseRateInput, parseTurkishAmount } from '@pusula/core/format/turkish-amount.ts';
import type {
  DepositOfferFields,
  DepositOfferRow,
  LoanOfferFields,
  LoanOfferRow,
  OfferFields,
  OfferKind,
} from './offers-editor-types.ts';

/** The form's fields; for deposits the term fields hold days. */
export const FIELD_NAMES = [
  'loanType',
  'rate',
  'minAmount',
  'maxAmount',
  'minTerm',
  'maxTerm',
  'fee',
  'mortgageFee',
  'appraisalFee',
  'earthquakeInsurance',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** A housing offer's up-front costs (docs/domain-rules.md#up-front-costs); empty: the site's default. */
export const HOUSING_COST_FIELDS = ['mortgageFee', 'appraisalFee', 'earthquakeInsurance'] as const;
export type HousingCostField = (typeof HOUSING_COST_FIELDS)[number];

/** The fields a kind of offer has, in form order (a housing loan's costs last). */
export function fieldsOf(kind: OfferKind, loanType = ''): FieldName[] {
  if (kind === 'deposit') return ['rate', 'minAmount', 'maxAmount', 'minTerm', 'maxTerm'];
  const base: FieldName[] = ['loanType', 'rate', 'minAmount', 'maxAmount', 'minTerm', 'maxTerm', 'fee'];
  return loanType === 'konut' ? [...base, ...HOUSING_COST_FIELDS] : base;
}

/** The form's rows of fields. */
export function groupsOf(kind: OfferKind, adding: boolean, loanType: string): FieldName[][] {
  const first: FieldName[] =
    kind === 'loan' ? [...(adding ? ['loanType' as const] : []), 'rate', 'fee'] : ['rate'];
  const groups: FieldName[][] = [first, ['minAmount', 'maxAmount'], ['minTerm', 'maxTerm']];
  // A housing loan's up-front costs (docs/domain-rules.md#up-front-costs), in a group of their own.
  return kind === 'loan' && loanType === 'konut' ? [...groups, [...HOUSING_COST_FIELDS]] : groups;
}

export const isHousingGroup = (group: FieldName[]) => group[0] === HOUSING_COST_FIELDS[0];

/** An amount shown for editing, as the Turkish amount parser reads it back (`1000,5`). */
export function amountText(value: number): string {
  return String(value).replace('.', ',');
}

/** A rate shown for editing: Turkish decimal comma, the others a dot (the rate parser takes both). */
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
    mortgageFee: '',
    appraisalFee: '',
    earthquakeInsurance: '',
  };
}

const costText = (value: number | null) => (value === null ? '' : amountText(value));

/** The form's starting values for an existing row. */
export function valuesOf(row: LoanOfferRow | DepositOfferRow, language: string): FormValues {
  if ('loanType' in row) {
    return {
      loanType: row.loanType,
      rate: rateText(row.monthlyRate, language),
      minAmount: amountText(row.minAmount),
      maxAmount: amountText(row.maxAmount),
      minTerm: String(row.minTerm),
      maxTerm: String(row.maxTerm),
      fee: rateText(row.allocationFeeRate, language),
      mortgageFee: costText(row.mortgageFee),
      appraisalFee: costText(row.appraisalFee),
      earthquakeInsurance: costText(row.earthquakeInsurance),
    };
  }
  return {
    loanType: '',
    rate: rateText(row.annualRate, language),
    minAmount: amountText(row.minAmount),
    maxAmount: amountText(row.maxAmount),
    minTerm: String(row.minDays),
    maxTerm: String(row.maxDays),
    fee: '',
    mortgageFee: '',
    appraisalFee: '',
    earthquakeInsurance: '',
  };
}

/** The API body's field each form field fills (for deposits the terms are days). */
const BODY_FIELD: Record<string, FieldName> = {
  loanType: 'loanType',
  monthlyRate: 'rate',
  annualRate: 'rate',
  allocationFeeRate: 'fee',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
  minTerm: 'minTerm',
  maxTerm: 'maxTerm',
  minDays: 'minTerm',
  maxDays: 'maxTerm',
  mortgageFee: 'mortgageFee',
  appraisalFee: 'appraisalFee',
  earthquakeInsurance: 'earthquakeInsurance',
};

/**
 * Reads the typed values into the API's body and checks it with the API's own schema (limits, the fee
 * cap, upside-down ranges). Text that is not a number gets the invalid-input key; every other problem
 * is the schema's message key, under the field its path names.
 */
export function readForm(
  kind: OfferKind,
  values: FormValues,
  bankName: string,
): { fields: OfferFields | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (name: FieldName, parse: (text: string) => number | null): number => {
    const value = parse(values[name]);
    if (value === null) errors[name] = OFFER_MESSAGE_KEYS.invalid;
    return value ?? Number.NaN;
  };
  const rate = read('rate', parseRateInput);
  const amounts = {
    minAmount: read('minAmount', parseTurkishAmount),
    maxAmount: read('maxAmount', parseTurkishAmount),
  };
  const [low, high] = [read('minTerm', parseTurkishAmount), read('maxTerm', parseTurkishAmount)];
  // A housing loan's costs: an empty field sends null (the site's default); other loans send none.
  const housing: Partial<Record<HousingCostField, number | null>> = {};
  if (kind === 'loan' && values.loanType === 'konut')
    for (const name of HOUSING_COST_FIELDS)
      housing[name] = values[name].trim() === '' ? null : read(name, parseTurkishAmount);
  const result =
    kind === 'deposit'
      ? newDepositOfferSchema.safeParse({
          bankName,
          annualRate: rate,
          ...amounts,
          minDays: low,
          maxDays: high,
        })
      : newLoanOfferSchema.safeParse({
          bankName,
          loanType: values.loanType,
          monthlyRate: rate,
          ...amounts,
          minTerm: low,
          maxTerm: high,
          allocationFeeRate: read('fee', parseRateInput),
          ...housing,
        });
  if (result.success) {
    const { bankName: _bank, ...fields } = result.data;
    return { fields: fields as LoanOfferFields | DepositOfferFields, errors };
  }
  for (const issue of result.error.issues) {
    const field = BODY_FIELD[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return { fields: null, errors };
}
