import { parseAmount, parseRate } from './number-parse.ts';

/**
 * Turkish-format names kept for callers that read Turkish text only (the offers editor, the API's
 * string amounts). Both are the one parser of number-parse.ts (docs/number-format.md).
 */

/** `'1.234,56'` → 1234.56, `'1234,5'` → 1234.5, `'0'` → 0; null for anything that is not such a number. */
export function parseTurkishAmount(text: string): number | null {
  return parseAmount(text, 'tr');
}

/** `'2,20'` or `'2.20'` → 2.2; null for anything else. */
export function parseRateInput(text: string): number | null {
  return parseRate(text);
}
