import { groupDigits } from './amount-input.ts';

/**
 * Live formatting for money fields with kuruş (the VAT amount): Turkish format, dot thousands and a
 * comma decimal separator with at most 2 decimals. Anything else typed is dropped: letters, a second
 * comma, a third decimal. Dots are grouping only, so they are removed and put back where they belong.
 */

export interface DecimalAmountInputState {
  /** What the field should display ('1.234,5', '0,', '' when empty). */
  display: string;
  /** The number shown, null when the field is empty. */
  value: number | null;
  /** True when the typed value was above `max` and was replaced by `max` (show the max message). */
  capped: boolean;
}

/** `'1234,567'` → display `'1.234,56'`, value 1234.56; `',5'` → `'0,5'`; above `max` → `max`, capped. */
export function applyDecimalAmountInput(raw: string, max: number): DecimalAmountInputState {
  const cleaned = raw.replace(/[^\d,]/g, '');
  const commaAt = cleaned.indexOf(',');
  const integerDigits = commaAt === -1 ? cleaned : cleaned.slice(0, commaAt);
  const hasComma = commaAt !== -1;
  const decimals = hasComma
    ? cleaned
        .slice(commaAt + 1)
        .replace(/,/g, '')
        .slice(0, 2)
    : '';
  if (integerDigits === '' && !hasComma) return { display: '', value: null, capped: false };
  const integerText = groupDigits(integerDigits === '' ? '0' : integerDigits);
  const value = Number(`${integerText.replace(/\./g, '')}.${decimals || '0'}`);
  if (value > max) return { display: groupDigits(String(max)), value: max, capped: true };
  return { display: hasComma ? `${integerText},${decimals}` : integerText, value, capped: false };
}

/**
 * Where the caret belongs after reformatting: just after the same number of significant characters
 * (digits and the comma) as were before it in the typed text. Keeps typing in the middle natural.
 */
export function caretAfterReformat(typed: string, caret: number, display: string): number {
  const significant = (text: string) => text.replace(/[^\d,]/g, '').length;
  const wanted = significant(typed.slice(0, caret));
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/[\d,]/.test(display.charAt(index))) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return display.length;
}
