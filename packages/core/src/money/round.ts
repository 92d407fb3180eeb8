/**
 * Money rounding and summing.
 *
 * Binary doubles cannot hold most decimal fractions (1.005 is stored as 1.00499999999999989…), so a
 * naive `Math.round(x * 100) / 100` rounds it down. We scale, trim the representation error by reading
 * the scaled value back with 15 significant digits, then round half away from zero ("half-up" in the
 * commercial sense: 1.005 → 1.01, -1.005 → -1.01). Sums are done in integer kuruş.
 */

const SAFE_SIGNIFICANT_DIGITS = 15;

/** Rounds half away from zero to `decimals` places (default 2). Non-finite input is returned as is. */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  // Beyond 15 significant digits the double has no fractional information left to round.
  const cleaned = scaled < 1e15 ? Number(scaled.toPrecision(SAFE_SIGNIFICANT_DIGITS)) : scaled;
  const rounded = Math.round(cleaned) / factor;
  // `+ 0` turns a negative zero into zero so it never prints as "-0,00".
  return (value < 0 ? -rounded : rounded) + 0;
}

/** Rounds to kuruş (2 decimals, half-up). */
export function roundMoney(value: number): number {
  return roundHalfUp(value, 2);
}

/** TL → integer kuruş, rounding half-up. */
export function toKurus(value: number): number {
  return Math.round(roundHalfUp(value, 2) * 100);
}

/** Integer kuruş → TL. */
export function fromKurus(kurus: number): number {
  return kurus / 100 + 0;
}

/** Sums amounts exactly to the kuruş: each term is rounded to kuruş and the sum is done in integers. */
export function sumMoney(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += toKurus(value);
  return fromKurus(total);
}

/** Exact kuruş difference a − b. */
export function subtractMoney(a: number, b: number): number {
  return fromKurus(toKurus(a) - toKurus(b));
}
