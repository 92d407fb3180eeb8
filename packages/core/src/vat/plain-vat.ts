import { fromKurus, toKurus } from '../money/round.ts';

/** VAT rates offered on the page since July 2023; any rate 0–100 may also be typed in. */
export const VAT_RATES = [1, 10, 20] as const;
export const DEFAULT_VAT_RATE = 20;
export const VAT_RATE_MIN = 0;
export const VAT_RATE_MAX = 100;
/** Upper bound for the VAT amount field (docs/requirements/calculators.md#vat). */
export const VAT_MAX_AMOUNT = 999_999_999;

export const PLAIN_VAT_OPERATIONS = ['kdvDahilToKdvHaric', 'kdvHaricToKdvDahil'] as const;
export type PlainVatOperation = (typeof PLAIN_VAT_OPERATIONS)[number];

export interface PlainVatResult {
  kdvHaric: number;
  kdvDahil: number;
  kdvTutari: number;
  /** Percent, as entered (20 means 20 %). */
  kdvRate: number;
}

/**
 * From a VAT-inclusive amount. The entered amount is kept to the kuruş, the base is rounded half-up and
 * the VAT is the exact kuruş difference, so `kdvHaric + kdvTutari === kdvDahil` always holds.
 */
export function kdvDahilToKdvHaric(kdvDahil: number, kdvRate: number): PlainVatResult {
  const grossKurus = toKurus(kdvDahil);
  const baseKurus = toKurus(fromKurus(grossKurus) / (1 + kdvRate / 100));
  return {
    kdvHaric: fromKurus(baseKurus),
    kdvDahil: fromKurus(grossKurus),
    kdvTutari: fromKurus(grossKurus - baseKurus),
    kdvRate,
  };
}

/** From a VAT-exclusive amount: VAT = base × rate, rounded half-up; inclusive = base + VAT. */
export function kdvHaricToKdvDahil(kdvHaric: number, kdvRate: number): PlainVatResult {
  const baseKurus = toKurus(kdvHaric);
  const vatKurus = toKurus((fromKurus(baseKurus) * kdvRate) / 100);
  return {
    kdvHaric: fromKurus(baseKurus),
    kdvDahil: fromKurus(baseKurus + vatKurus),
    kdvTutari: fromKurus(vatKurus),
    kdvRate,
  };
}

/** Runs the chosen plain-VAT operation. */
export function computePlainVat(
  operation: PlainVatOperation,
  amount: number,
  kdvRate: number,
): PlainVatResult {
  return operation === 'kdvDahilToKdvHaric'
    ? kdvDahilToKdvHaric(amount, kdvRate)
    : kdvHaricToKdvDahil(amount, kdvRate);
}
