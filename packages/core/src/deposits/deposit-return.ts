import { fromKurus, toKurus } from '../money/round.ts';
import { DEPOSIT_DAY_BASIS, DEPOSIT_WITHHOLDING_2025_07_09, depositWithholdingRate } from './constants.ts';

export interface DepositInput {
  principal: number;
  /** Annual gross rate in percent (45 means 45 % a year). */
  annualRatePercent: number;
  days: number;
}

export interface DepositReturn {
  grossInterest: number;
  /** Stopaj rate as a fraction (0.175, 0.15, 0.10). */
  withholdingRate: number;
  withholdingAmount: number;
  /** Matches the API's netInterestAmount. */
  netInterest: number;
  /** Principal + net interest; matches the API's totalReturnAmount. */
  totalReturn: number;
}

/**
 * Gross = principal × rate × days / 365, rounded half-up to kuruş; stopaj = round(gross × rate by term);
 * net = gross − stopaj; total = principal + net (kuruş-exact).
 */
export function computeDepositReturn(
  input: DepositInput,
  schedule = DEPOSIT_WITHHOLDING_2025_07_09,
): DepositReturn {
  const { principal, annualRatePercent, days } = input;
  const principalKurus = toKurus(principal);
  const grossKurus = toKurus(
    (fromKurus(principalKurus) * (annualRatePercent / 100) * days) / DEPOSIT_DAY_BASIS,
  );
  const withholdingRate = depositWithholdingRate(days, schedule);
  const withholdingKurus = toKurus(fromKurus(grossKurus) * withholdingRate);
  const netKurus = grossKurus - withholdingKurus;
  return {
    grossInterest: fromKurus(grossKurus),
    withholdingRate,
    withholdingAmount: fromKurus(withholdingKurus),
    netInterest: fromKurus(netKurus),
    totalReturn: fromKurus(principalKurus + netKurus),
  };
}
