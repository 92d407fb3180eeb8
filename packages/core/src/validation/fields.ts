import { z } from 'zod';
import { parseAmount, parseRate } from '../format/number-parse.ts';

/*
 * Strings reach these fields from the API's JSON (and from tests) in the Turkish form the spec's wire
 * format documents ('50.000', '1.234,56'); the web forms pass numbers or their fields' entries (plain
 * digits, the same in every language).
 * Both are read by the one parser (docs/number-format.md).
 */

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export interface WholeAmountKeys {
  /** Empty or zero. */
  required: string;
  /** Not a whole number of lira (letters, decimals, negative, …). */
  invalid: string;
  max: string;
  /** Optional minimum with its own message. */
  min?: { value: number; key: string };
}

type Check = { ok: true; value: number } | { ok: false; key: string };

function readWholeAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string') return parseAmount(value, 'tr', { maxDecimals: 0 });
  return null;
}

function checkWholeAmount(value: unknown, keys: WholeAmountKeys, max: number): Check {
  if (isBlank(value)) return { ok: false, key: keys.required };
  const amount = readWholeAmount(value);
  if (amount === null) return { ok: false, key: keys.invalid };
  if (amount === 0) return { ok: false, key: keys.required };
  if (keys.min && amount < keys.min.value) return { ok: false, key: keys.min.key };
  if (amount > max) return { ok: false, key: keys.max };
  return { ok: true, value: amount };
}

/** Reads a whole-lira amount: number or grouped digit string → integer, or an issue with a message key. */
export function wholeAmountField(keys: WholeAmountKeys, max: number) {
  return z.unknown().transform((value, ctx): number => {
    const result = checkWholeAmount(value, keys, max);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.key });
    return z.NEVER;
  });
}

/** Reads a whole number (term in months, days or years) given as a number or a digit string. */
export function readWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A term that must be one of `allowed`. Blank → `requiredKey`, anything else off the list → `invalidKey`. */
export function termField(allowed: readonly number[], requiredKey: string, invalidKey: string) {
  return z.unknown().transform((value, ctx): number => {
    const term = readWholeNumber(value);
    if (term !== null && allowed.includes(term)) return term;
    ctx.addIssue({ code: 'custom', message: isBlank(value) || term === 0 ? requiredKey : invalidKey });
    return z.NEVER;
  });
}

/** Reads a rate: a finite number or a typed rate ('2,20' or '2.20'); null when it is neither. */
export function readRate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseRate(value);
  return null;
}

/** A rate in [min, max]. Blank → `requiredKey`; not a number or out of range → `rangeKey`. */
export function rateField(min: number, max: number, requiredKey: string, rangeKey: string) {
  return z.unknown().transform((value, ctx): number => {
    const rate = readRate(value);
    if (rate !== null && rate >= min && rate <= max) return rate;
    ctx.addIssue({ code: 'custom', message: isBlank(value) ? requiredKey : rangeKey });
    return z.NEVER;
  });
}

/** An optional rate: blank → undefined; otherwise must be in [min, max]. */
export function optionalRateField(min: number, max: number, rangeKey: string) {
  return z.unknown().transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const rate = readRate(value);
    if (rate !== null && rate >= min && rate <= max) return rate;
    ctx.addIssue({ code: 'custom', message: rangeKey });
    return z.NEVER;
  });
}

/**
 * A money amount with kuruş: a finite number with at most 2 decimals or a Turkish-format string
 * ('1.234,56'). Must be > 0 (`invalidKey`) and ≤ max (`maxKey`).
 */
export function decimalAmountField(invalidKey: string, maxKey: string, max: number) {
  return z.unknown().transform((value, ctx): number => {
    let amount: number | null = null;
    if (typeof value === 'number' && Number.isFinite(value)) {
      amount = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value : null;
    } else if (typeof value === 'string') amount = parseAmount(value, 'tr');
    if (amount !== null && amount > 0 && amount <= max) return amount;
    ctx.addIssue({ code: 'custom', message: amount !== null && amount > max ? maxKey : invalidKey });
    return z.NEVER;
  });
}
