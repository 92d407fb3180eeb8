import { type Locale, NUMBER_SEPARATORS } from './number-format.ts';

/**
 * A rate as its field shows it: the page language's decimal separator, whatever was typed or came
 * from a link (`2.5` → `2,5` in Turkish, `2,5` → `2.5` in English and Arabic). Rates are never grouped
 * (docs/number-format.md), so the one `,` or `.` can only be the decimal separator; the store keeps the
 * text as typed and `parseRate` reads either.
 */
export function rateInLocale(text: string, locale: Locale): string {
  return text.replace(/[.,]/, NUMBER_SEPARATORS[locale].decimal);
}

/**
 * Live formatting of the calculators' amount fields (docs/number-format.md). The store keeps an
 * amount as an entry: language-free text, digits with an optional '.' and at most 2 decimals, exactly
 * as far as it was typed ('1234', '1234.5', '12.' while the kuruş are still to come). The field shows
 * the entry in the page language ('1.234,5' in Turkish, '1,234.5' in English and Arabic), so switching
 * language re-displays the same amount instead of misreading it.
 */

export interface AmountInputState {
  /** The amount as the store keeps it ('' when empty). */
  entry: string;
  /** What the field shows in the page language ('' when empty). */
  display: string;
  /** The numeric value, null when the field is empty. */
  value: number | null;
  /** True when the typed value was above `max` and was replaced by `max` (show the max-amount message). */
  capped: boolean;
}

/** What the visitor typed, with the language they typed it in. */
export interface AmountTyping {
  text: string;
  locale: Locale;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An entry in the page language: ('1234567', 'tr') → '1.234.567'; ('1234.5', 'en') → '1,234.5'. */
export function showAmountEntry(entry: string, locale: Locale): string {
  const { group: groupSeparator, decimal } = NUMBER_SEPARATORS[locale];
  const [integer = '', fraction] = entry.split('.');
  const grouped = group(integer, groupSeparator);
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

/** The number an entry stands for: '1234.5' → 1234.5, '12.' → 12, '' → null. */
export function amountOfEntry(entry: string): number | null {
  if (entry === '') return null;
  const value = Number(entry);
  return Number.isFinite(value) ? value : null;
}

function applyInput(raw: string, max: number, locale: Locale, decimals: number): AmountInputState {
  const separator = NUMBER_SEPARATORS[locale].decimal;
  const at = decimals > 0 ? raw.indexOf(separator) : -1;
  // Only digits survive: the group separator is put back where it belongs, anything else is dropped
  // (in a whole-lira field the decimal separator too, as the Turkish field always did).
  const integer = (at === -1 ? raw : raw.slice(0, at)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const fraction =
    at === -1
      ? null
      : raw
          .slice(at + 1)
          .replace(/\D/g, '')
          .slice(0, decimals);
  if (integer === '' && fraction === null) return { entry: '', display: '', value: null, capped: false };
  let entry = fraction === null ? integer : `${integer || '0'}.${fraction}`;
  let value = Number(entry);
  const capped = value > max;
  if (capped) {
    entry = String(max);
    value = max;
  }
  return { entry, display: showAmountEntry(entry, locale), value, capped };
}

/**
 * A whole-lira field (loans, deposit, interest calculator, tradesman): digits only, grouped live,
 * capped at `max` (docs/requirements/loans-and-deposits.md#loan-form: set to the maximum). ('1234567', 50e6, 'en') → display '1,234,567'.
 */
export function applyAmountInput(raw: string, max: number, locale: Locale): AmountInputState {
  return applyInput(raw, max, locale, 0);
}

/**
 * A field with kuruş (the VAT amount): the page language's decimal separator once, at most 2 decimals;
 * anything else typed is dropped. ('1234,567', max, 'tr') → '1.234,56'; (',5', max, 'tr') → '0,5'.
 */
export function applyDecimalAmountInput(raw: string, max: number, locale: Locale): AmountInputState {
  return applyInput(raw, max, locale, 2);
}

/**
 * Where the caret belongs after reformatting: just after the same number of significant characters
 * (digits, and `kept` — the decimal separator of a field with kuruş) as were before it in the typed
 * text. Keeps typing in the middle natural.
 */
export function caretAfterReformat(typed: string, caret: number, display: string, kept = ''): number {
  const isSignificant = (char: string) => /\d/.test(char) || (kept !== '' && char === kept);
  const count = (text: string) => [...text].filter(isSignificant).length;
  const wanted = count(typed.slice(0, caret));
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (isSignificant(display.charAt(index))) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return display.length;
}
