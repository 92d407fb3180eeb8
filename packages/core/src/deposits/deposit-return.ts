import { fromKurus, toKurus } from '../money/round.ts';
import { DEPOSIT_DAY_BASIS } from './constants.ts';
import { depositWithholding, type WithholdingBand } from './withholding-rules.ts';

export interface DepositInput {
  principal: number;
  /** Annual gross rate in percent (45 means 45 % a year). */
  annualRatePercent: number;
  days: number;
  /** The day the deposit starts (YYYY-MM-DD); with `days` it fixes the maturity date and the stopaj band. */
  startDate: string;
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
  /** Start date + days (YYYY-MM-DD). */
  maturityDate: string;
  withholdingBand: WithholdingBand;
}

/**
 * Gross = principal × rate × days / 365, rounded half-up to kuruş; stopaj = round(gross × rate of the
 * band the maturity date falls in, by calendar months from the start date); net = gross − stopaj;
 * total = principal + net (kuruş-exact). docs/domain-rules.md#deposit-interest.
 */
export function computeDepositReturn(input: DepositInput): DepositReturn {
  const { principal, annualRatePercent, days, startDate } = input;
  const principalKurus = toKurus(principal);
  const grossKurus = toKurus(
    (fromKurus(principalKurus) * (annualRatePercent / 100) * days) / DEPOSIT_DAY_BASIS,
  );
  const withholding = depositWithholding(startDate, days);
  const withholdingKurus = toKurus(fromKurus(grossKurus) * withholding.rate);
  const netKurus = grossKurus - withholdingKurus;
  return {
    grossInterest: fromKurus(grossKurus),
    withholdingRate: withholding.rate,
    withholdingAmount: fromKurus(withholdingKurus),
    netInterest: fromKurus(netKurus),
    totalReturn: fromKurus(principalKurus + netKurus),
    maturityDate: withholding.maturityDate,
    withholdingBand: withholding.band,
  };
}
