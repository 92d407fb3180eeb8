/**
 * Live grouping for whole-lira amount fields (loans, deposit, interest calculator, tradesman): the
 * user may type anything, the field keeps digits only and shows them with dot thousands separators.
 */

/** Keeps the digits of `raw` without leading zeros ("" when none): `'0050000x'` → `'50000'`. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Groups a digit string with dots: `'50000'` → `'50.000'`. Non-digits are dropped first. */
export function groupDigits(raw: string): string {
  return digitsOnly(raw).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Reads a grouped amount (`'50.000'` → 50000); null when there are no digits. */
export function parseGroupedAmount(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : Number(digits);
}

export interface AmountInputState {
  /** What the field should display, grouped with dots ('' when empty). */
  display: string;
  /** The numeric value, null when the field is empty. */
  value: number | null;
  /** True when the typed value was above `max` and was replaced by `max` (show the max-amount message). */
  capped: boolean;
}

/** Applies one keystroke's worth of input to an amount field capped at `max` (spec §5: set to the maximum). */
export function applyAmountInput(raw: string, max: number): AmountInputState {
  const value = parseGroupedAmount(raw);
  if (value === null) return { display: '', value: null, capped: false };
  if (value > max) return { display: groupDigits(String(max)), value: max, capped: true };
  return { display: groupDigits(String(value)), value, capped: false };
}
