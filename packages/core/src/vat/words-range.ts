/** Whole numbers the word spellers support: 0 ≤ n < 10^15 (up to "trilyon"/"trillion"). */
export const MAX_SPELLABLE_INTEGER = 999_999_999_999_999;

/** Throws a RangeError unless `n` is a whole number in 0 … 10^15 − 1. */
export function assertSpellable(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SPELLABLE_INTEGER) {
    throw new RangeError(`cannot spell out ${n}`);
  }
}
