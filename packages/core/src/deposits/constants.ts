/** Deposit constants (docs/requirements/loans-and-deposits.md#deposit-form and docs/domain-rules.md#withholding-on-deposits). Regulated figures carry the date they took effect. */

export const DEPOSIT_TYPES = ['TL'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export const DEFAULT_DEPOSIT_TYPE: DepositType = 'TL';

export const DEPOSIT_DAYS: readonly number[] = [32, 90, 180, 365];
export const DEFAULT_DEPOSIT_DAYS = 90;
export const MIN_DEPOSIT_AMOUNT = 1_000;
export const MAX_DEPOSIT_AMOUNT = 50_000_000;
export const DEFAULT_DEPOSIT_AMOUNT = 100_000;
export const MIN_DEPOSIT_DAYS = 32;
/** Longest term accepted by the form, ten years (the spec is silent; the select offers at most 365). */
export const MAX_DEPOSIT_DAYS = 3650;
/** Gross interest uses a 365-day year. */
export const DEPOSIT_DAY_BASIS = 365;

export interface WithholdingBracket {
  /** Inclusive upper bound of the term in days. */
  maxDays: number;
  rate: number;
}

export interface WithholdingSchedule {
  effectiveFrom: string;
  brackets: readonly WithholdingBracket[];
}

/**
 * Stopaj on TL deposits in force from 2025-07-09: up to 6 months 17.5 %, up to 1 year 15 %, longer
 * 10 %. "6 months" is taken as up to 182 days (banks open 6-month deposits for 181–182 days) and
 * "1 year" as up to 365 days; so 180 days → 17.5 %, 183–365 → 15 %, 366+ → 10 %.
 */
export const DEPOSIT_WITHHOLDING_2025_07_09: WithholdingSchedule = {
  effectiveFrom: '2025-07-09',
  brackets: [
    { maxDays: 182, rate: 0.175 },
    { maxDays: 365, rate: 0.15 },
    { maxDays: Number.POSITIVE_INFINITY, rate: 0.1 },
  ],
};

/** Withholding rate for a term, from the schedule in force (default: the current one). */
export function depositWithholdingRate(days: number, schedule = DEPOSIT_WITHHOLDING_2025_07_09): number {
  const bracket = schedule.brackets.find((candidate) => days <= candidate.maxDays);
  return bracket?.rate ?? 0;
}

export interface DatedAmount {
  effectiveFrom: string;
  amount: number;
}

/** TMSF deposit insurance per depositor per bank; newest last. The spec's 400,000 TL is out of date. */
export const DEPOSIT_INSURANCE_LIMITS: readonly DatedAmount[] = [
  { effectiveFrom: '2025-01-01', amount: 950_000 },
  { effectiveFrom: '2026-01-01', amount: 1_200_000 },
];
export const DEPOSIT_INSURANCE_LIMIT = 1_200_000;
export const DEPOSIT_INSURANCE_EFFECTIVE_FROM = '2026-01-01';

/** Insurance limit in force on an ISO date (YYYY-MM-DD); the caller supplies the date (core is pure). */
export function depositInsuranceLimitOn(isoDate: string): number | null {
  let limit: number | null = null;
  for (const entry of DEPOSIT_INSURANCE_LIMITS) if (entry.effectiveFrom <= isoDate) limit = entry.amount;
  return limit;
}
