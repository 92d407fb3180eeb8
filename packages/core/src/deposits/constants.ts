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
