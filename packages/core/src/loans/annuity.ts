import { BSMV_RATE, KKDF_RATE, type LoanType, TAXED_LOAN_TYPES } from './constants.ts';

export interface TaxRates {
  kkdf: number;
  bsmv: number;
}

const NO_TAX: TaxRates = { kkdf: 0, bsmv: 0 };
const CONSUMER_TAX: TaxRates = { kkdf: KKDF_RATE, bsmv: BSMV_RATE };

/** KKDF and BSMV rates charged on the interest of a loan type (none for konut). */
export function loanTaxRates(loanType: LoanType): TaxRates {
  return TAXED_LOAN_TYPES.includes(loanType) ? CONSUMER_TAX : NO_TAX;
}

/**
 * Effective monthly rate used in the annuity: i = r × (1 + KKDF + BSMV), r = monthly contract rate.
 * `monthlyRatePercent` 2.5 means 2.5 % a month.
 */
export function effectiveMonthlyRate(monthlyRatePercent: number, taxes: TaxRates): number {
  return (monthlyRatePercent / 100) * (1 + taxes.kkdf + taxes.bsmv);
}

/** Unrounded annuity instalment A = P·i / (1 − (1 + i)^−n); i = 0 → P / n. */
export function annuityPayment(principal: number, rate: number, months: number): number {
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}
