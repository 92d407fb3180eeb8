/**
 * Strict parser for Turkish-format money typed by a user (the VAT amount field): dot thousands
 * separators, comma decimal separator, at most 2 decimals. Anything else is rejected (null) rather than
 * guessed: "1.5" could be 1,5 or 15 and "1,234.50" is English format, so both are refused.
 */

const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const UNGROUPED = /^\d+(?:,\d{1,2})?$/;
/** More integer digits than this cannot be represented exactly and are far above every cap. */
const MAX_INTEGER_DIGITS = 15;

/** `'1.234,56'` → 1234.56, `'1234,5'` → 1234.5, `'0'` → 0; null for anything that is not such a number. */
export function parseTurkishAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!GROUPED.test(trimmed) && !UNGROUPED.test(trimmed)) return null;
  const [integerPart = '', decimalPart = ''] = trimmed.replace(/\./g, '').split(',');
  if (integerPart.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return null;
  return Number(decimalPart === '' ? integerPart : `${integerPart}.${decimalPart}`);
}

/**
 * Parses a rate typed by a user: digits with an optional comma or dot decimal part (`'2,20'` or
 * `'2.20'` → 2.2). Rates never need thousands separators (they are at most 500), so a dot is a decimal
 * point here. Null for anything else.
 */
export function parseRateInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(?:[.,]\d{1,6})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
