/**
 * Integer kuruş arithmetic shared by the card and overdraft calculators
 * (docs/domain-rules.md#credit-card-and-overdraft-debt): rates in basis points, half-up rounding.
 */
import { BSMV_RATE, KKDF_RATE } from '../loans/constants.ts';

/** KKDF and BSMV on consumer-credit interest (card and overdraft interest included), in basis points. */
export const KKDF_BP = Math.round(KKDF_RATE * 10_000);
export const BSMV_BP = Math.round(BSMV_RATE * 10_000);

/** round(numerator / denominator), half up, for non-negative safe integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** ceil(numerator / denominator) for non-negative safe integers. */
export function divideUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator - 1) / denominator);
}

/** Interest in kuruş on `kurus` at a monthly rate (basis points) for `days` days (a month = 30 days). */
export function interestKurus(kurus: number, rateBp: number, days = 30): number {
  return divideHalfUp(kurus * rateBp * days, 10_000 * 30);
}

export interface InterestTaxes {
  kkdf: number;
  bsmv: number;
}

/** KKDF and BSMV on an interest amount (kuruş), each rounded half up to the kuruş. */
export function taxesOnInterest(interest: number, kkdfBp = KKDF_BP, bsmvBp = BSMV_BP): InterestTaxes {
  return { kkdf: divideHalfUp(interest * kkdfBp, 10_000), bsmv: divideHalfUp(interest * bsmvBp, 10_000) };
}
