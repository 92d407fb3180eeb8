/** Tradesman (esnaf) loan through the cooperative: docs/domain-rules.md#tradesman-loan constants. */

export const TRADESMAN_INSTALLMENTS_PER_YEAR = 4;
export const TRADESMAN_DAYS_PER_YEAR = 365;
/** Interest uses a 360-day year: remaining × rate × days / 360. */
export const TRADESMAN_INTEREST_DAY_BASIS = 360;
export const TRADESMAN_DEFAULT_ANNUAL_RATE = 25;
/** Days of instalments 1–4; every later instalment has 92 days. */
export const TRADESMAN_FIRST_INSTALLMENT_DAYS: readonly number[] = [93, 92, 90, 91];
export const TRADESMAN_LATER_INSTALLMENT_DAYS = 92;
/** Commission per instalment: 0.26 % of the remaining principal. */
export const TRADESMAN_COMMISSION_RATE = 0.0026;
/** Upfront expenses, fractions of the principal (total 2.75 %). */
export const TRADESMAN_EXPENSE_RATES = {
  masrafOrani: 0.0125,
  koopHissesi: 0.0025,
  riskSermayesi: 0.01,
  ustKurulusHissesi: 0.0025,
  riskFonu: 0,
} as const;
/** Refund withheld at the start and paid back at the end: principal / 50 (2 %). */
export const TRADESMAN_REFUND_DIVISOR = 50;
export const TRADESMAN_MIN_YEARS = 1;
export const TRADESMAN_MAX_YEARS = 5;
export const TRADESMAN_DEFAULT_YEARS = 1;
export const TRADESMAN_YEARS: readonly number[] = [1, 2, 3, 4, 5];
export const TRADESMAN_DEFAULT_AMOUNT = 300_000;

/** Days in instalment `installmentNo` (1-based): 93, 92, 90, 91, then 92. */
export function tradesmanInstallmentDays(installmentNo: number): number {
  return TRADESMAN_FIRST_INSTALLMENT_DAYS[installmentNo - 1] ?? TRADESMAN_LATER_INSTALLMENT_DAYS;
}
