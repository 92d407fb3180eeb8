import { parseAmount, parseRate } from './number-parse.ts';

/**
 * The offers editor's readers: its amount and term fields are Turkish text in every console language
 * (offer-form.ts writes them back as `1000,5`), its rate fields take either decimal separator. Both
 * are the one parser of number-parse.ts (docs/number-format.md); nothing else imports these names.
 */

/** `'1.234,56'` → 1234.56, `'1234,5'` → 1234.5, `'0'` → 0; null for anything that is not such a number. */
export function parseTurkishAmount(text: string): number | null {
  return parseAmount(text, 'tr');
}

/** `'2,20'` or `'2.20'` → 2.2; null for anything else. */
export function parseRateInput(text: string): number | null {
  return parseRate(text);
}
