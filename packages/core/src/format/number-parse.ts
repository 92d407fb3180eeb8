import { type Locale, NUMBER_SEPARATORS } from './number-format.ts';

/**
 * The one parser for numbers written by people (docs/number-format.md): amounts in a language's own
 * format, rates with either decimal separator. Strict: text that is not such a number is refused (null)
 * rather than guessed — in Turkish "1.5" could be 1,5 or 15 and "1,234.50" is English, so both are
 * refused; in English "1,5" is refused the same way.
 */

/** More integer digits than this cannot be represented exactly and are far above every cap. */
const MAX_INTEGER_DIGITS = 15;

export interface ParseAmountOptions {
  /** Most decimals accepted: 2 (kuruş, the default), 0 for whole lira, 4 for fund returns. */
  maxDecimals?: number;
  /** Accept a leading minus (fund returns); amounts typed by visitors are never negative. */
  signed?: boolean;
}

const patterns = new Map<string, RegExp>();

function amountPattern(locale: Locale, maxDecimals: number, signed: boolean): RegExp {
  const key = `${locale}:${maxDecimals}:${signed}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const { group, decimal } = NUMBER_SEPARATORS[locale];
    const fraction = maxDecimals > 0 ? `(?:${literal(decimal)}(\\d{1,${maxDecimals}}))?` : '';
    // Either every thousand grouped ("1.234.567") or no grouping at all ("1234567").
    const integer = `(\\d{1,3}(?:${literal(group)}\\d{3})+|\\d+)`;
    pattern = new RegExp(`^(${signed ? '-?' : ''})${integer}${fraction}$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * An amount in `locale`'s format: tr `'1.234,56'` / `'1234,56'`, en and ar `'1,234.56'` / `'1234.56'`
 * → 1234.56. Null for anything else (empty, letters, wrong separators, too many decimals).
 */
export function parseAmount(text: string, locale: Locale, options: ParseAmountOptions = {}): number | null {
  const { maxDecimals = 2, signed = false } = options;
  const match = amountPattern(locale, maxDecimals, signed).exec(text.trim());
  if (!match) return null;
  const [, sign = '', integer = '', fraction] = match;
  const digits = integer.replace(/\D/g, '');
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return null;
  const value = Number(`${sign}${digits}${fraction ? `.${fraction}` : ''}`);
  return value === 0 ? 0 : value; // no negative zero from "-0"
}

/**
 * A rate typed by a visitor, in any language: digits with an optional comma or dot decimal part
 * (`'2,20'` or `'2.20'` → 2.2). Rates are at most 500 and never grouped, so either separator can only
 * be the decimal one. Null for anything else.
 */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(?:[.,]\d{1,6})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
