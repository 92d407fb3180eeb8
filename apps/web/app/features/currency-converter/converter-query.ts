import { type ConvertQuery, convertQuerySchema } from '@pusula/core/contract/market-history.ts';
import type { ConverterInputs } from './converter-form.tsx';

export const DEFAULT_INPUTS: Omit<ConverterInputs, 'date'> = {
  amount: '100',
  from: 'USD',
  to: 'TRY',
  side: 'sell',
};
const FIELDS = ['amount', 'from', 'to', 'side', 'date'] as const;

export interface ReadQuery {
  inputs: ConverterInputs;
  errors: Partial<Record<keyof ConverterInputs, string>>;
  /** The valid query to convert, or null when a field has a problem. */
  query: ConvertQuery | null;
}

/**
 * The converter's link read back (docs/requirements/market-and-funds.md#currency-converter): a missing
 * value takes its default (100 USD to lira, selling rate, today); each value is cut to 30 characters
 * before it is shown again; problems come back as message keys per field.
 */
export function readConverterQuery(search: URLSearchParams, today: string): ReadQuery {
  const inputs: ConverterInputs = { ...DEFAULT_INPUTS, date: today };
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value !== '') inputs[field] = value.slice(0, 30);
  }
  const parsed = convertQuerySchema.safeParse({ ...inputs, from: inputs.from, to: inputs.to });
  if (parsed.success) return { inputs, errors: {}, query: parsed.data };
  const errors: ReadQuery['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ConverterInputs;
    errors[field] ??= issue.message.startsWith('market:') ? issue.message : 'market:converter.errors.amount';
  }
  return { inputs, errors, query: null };
}
