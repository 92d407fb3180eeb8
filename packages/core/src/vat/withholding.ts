import { fromKurus, toKurus } from '../money/round.ts';

export const WITHHOLDING_OPERATIONS = [
  'kdvDahilToKdvHaric',
  'kdvHaricToKdvDahil',
  'tahsilEdilenToKdvHaric',
] as const;
export type WithholdingOperation = (typeof WITHHOLDING_OPERATIONS)[number];

/** Withholding fractions are tenths: 1 means 1/10, 10 means 10/10 (docs/domain-rules.md#vat-withholding, default 1). */
export const TEVKIFAT_RATE_MIN = 1;
export const TEVKIFAT_RATE_MAX = 10;
export const DEFAULT_TEVKIFAT_RATE = 1;

export interface WithholdingInput {
  operation: WithholdingOperation;
  /** The amount the operation starts from (inclusive, exclusive or collected total), in TL. */
  amount: number;
  /** VAT rate in percent, 0–100. */
  kdvRate: number;
  /** Withholding numerator in tenths, 1–10. */
  tevkifatRate: number;
}

export interface WithholdingResult {
  kdvHaric: number;
  kdvDahil: number;
  kdvTutari: number;
  /** Withheld VAT = kdvTutari × tevkifatRate / 10. */
  tevkifatTutari: number;
  /** VAT the seller collects = kdvTutari − tevkifatTutari. */
  tahsilEdilenKdv: number;
  /** VAT the buyer declares and pays to the tax office: the withheld part (= tevkifatTutari). */
  odenecekKdv: number;
  /** What the buyer pays the seller = kdvHaric + tahsilEdilenKdv. */
  tahsilEdilenTutar: number;
  kdvRate: number;
  tevkifatRate: number;
}

/**
 * VAT withholding (tevkifat). Everything is worked in integer kuruş so the identities below are exact:
 *   kdvDahil = kdvHaric + kdvTutari; kdvTutari = tevkifatTutari + tahsilEdilenKdv;
 *   tahsilEdilenTutar = kdvHaric + tahsilEdilenKdv; odenecekKdv = tevkifatTutari.
 * - kdvHaricToKdvDahil: base as entered; VAT = round(base × k).
 * - kdvDahilToKdvHaric: inclusive amount as entered; base = round(gross / (1 + k)); VAT = gross − base.
 * - tahsilEdilenToKdvHaric: base = round(collected / (1 + k × (10 − a) / 10)), then as from the base.
 *   The collected total is recomputed from the rounded base and may differ from the entered amount by
 *   at most one kuruş (the identities above take precedence).
 */
export function computeWithholding(input: WithholdingInput): WithholdingResult {
  const { operation, amount, kdvRate, tevkifatRate } = input;
  const k = kdvRate / 100;
  const enteredKurus = toKurus(amount);
  let baseKurus: number;
  let vatKurus: number;
  if (operation === 'kdvDahilToKdvHaric') {
    baseKurus = toKurus(fromKurus(enteredKurus) / (1 + k));
    vatKurus = enteredKurus - baseKurus;
  } else {
    baseKurus =
      operation === 'kdvHaricToKdvDahil'
        ? enteredKurus
        : toKurus(fromKurus(enteredKurus) / (1 + (k * (10 - tevkifatRate)) / 10));
    vatKurus = toKurus(fromKurus(baseKurus) * k);
  }
  const withheldKurus = toKurus((fromKurus(vatKurus) * tevkifatRate) / 10);
  const collectedVatKurus = vatKurus - withheldKurus;
  return {
    kdvHaric: fromKurus(baseKurus),
    kdvDahil: fromKurus(baseKurus + vatKurus),
    kdvTutari: fromKurus(vatKurus),
    tevkifatTutari: fromKurus(withheldKurus),
    tahsilEdilenKdv: fromKurus(collectedVatKurus),
    odenecekKdv: fromKurus(withheldKurus),
    tahsilEdilenTutar: fromKurus(baseKurus + collectedVatKurus),
    kdvRate,
    tevkifatRate,
  };
}
