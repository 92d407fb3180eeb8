/** Loan constants (docs/requirements/loans-and-deposits.md#loan-form and docs/domain-rules.md#loan-taxes). Regulated figures carry the date they took effect. */

export const LOAN_TYPES = ['ihtiyac', 'tasit', 'konut', 'esnaf'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const DEFAULT_LOAN_TYPE: LoanType = 'ihtiyac';

export function isLoanType(value: unknown): value is LoanType {
  return typeof value === 'string' && (LOAN_TYPES as readonly string[]).includes(value);
}

/** KKDF on the interest of consumer loans: 15 % (Bakanlar Kurulu Kararı 2010/974, in force on publication). */
export const KKDF_RATE = 0.15;
export const KKDF_RATE_EFFECTIVE_FROM = '2010-11-02';
/** BSMV on the interest of consumer loans: raised from 10 % to 15 % on 2023-07-07. */
export const BSMV_RATE = 0.15;
export const BSMV_RATE_EFFECTIVE_FROM = '2023-07-07';

/** Loan types whose interest bears KKDF and BSMV (housing loans bear neither). */
export const TAXED_LOAN_TYPES: readonly LoanType[] = ['ihtiyac', 'tasit', 'esnaf'];

/** Amount limits shared by the loan, deposit and interest-rate forms. */
export const MAX_AMOUNT = 50_000_000;
/** The largest asset value the vehicle and housing forms take, TL. */
export const MAX_ASSET_VALUE = 1_000_000_000;
export const RATE_MIN = 0;
export const RATE_MAX = 500;

/** Allocation fee (kredi tahsis ücreti) cap: 0.5 % of the principal, regulation of 2020-03-07. */
export const ALLOCATION_FEE_CAP_RATE = 0.005;
export const ALLOCATION_FEE_CAP_EFFECTIVE_FROM = '2020-03-07';

export const DEFAULT_LOAN_AMOUNTS: Readonly<Record<LoanType, number>> = {
  ihtiyac: 50_000,
  tasit: 300_000,
  konut: 300_000,
  esnaf: 300_000,
};

function steps(from: number, to: number, step: number): readonly number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/** Terms in months. */
export const IHTIYAC_TERMS: readonly number[] = [3, 6, 9, 12, 18, 24, 30, 36];
export const TASIT_TERMS: readonly number[] = [3, 6, 9, 12, 18, 24, 30, 36, 42, 48];
/** Home loan terms in the home-page widget: 12 to 120 in steps of 12. */
export const KONUT_WIDGET_TERMS: readonly number[] = steps(12, 120, 12);
/** Home loan terms on the home-loan page: 12 to 180 in steps of 12. */
export const KONUT_PAGE_TERMS: readonly number[] = steps(12, 180, 12);
/**
 * Tradesman terms for the bank search, in months like every other loan type: the page offers
 * 1 to 5 years, sent as 12, 24, 36, 48 or 60 months.
 */
export const ESNAF_TERMS: readonly number[] = steps(12, 60, 12);

export type TermListContext = 'widget' | 'page';

/** The term list of a loan type; the konut list depends on where the form is shown. */
export function loanTerms(loanType: LoanType, context: TermListContext = 'page'): readonly number[] {
  switch (loanType) {
    case 'ihtiyac':
      return IHTIYAC_TERMS;
    case 'tasit':
      return TASIT_TERMS;
    case 'konut':
      return context === 'widget' ? KONUT_WIDGET_TERMS : KONUT_PAGE_TERMS;
    case 'esnaf':
      return ESNAF_TERMS;
  }
}

export const DEFAULT_LOAN_TERMS: Readonly<Record<LoanType, number>> = {
  ihtiyac: 12,
  tasit: 24,
  konut: 120,
  esnaf: 12,
};

/** Interest-rate calculator (docs/requirements/calculators.md#interest-rate). */
export const INTEREST_CALCULATOR_TERMS: readonly number[] = [
  3, 6, 9, 12, 15, 18, 24, 30, 36, 42, 48, 60, 72, 84, 96, 108, 120, 132, 144, 156, 168, 180,
];
export const DEFAULT_INTEREST_CALCULATOR_TERM = 12;
export const DEFAULT_INTEREST_CALCULATOR_AMOUNT = 100_000;
/** The interest-rate calculator uplifts the entered rate by KKDF and BSMV: rate × 1.30. */
export const INTEREST_CALCULATOR_UPLIFT = 1 + KKDF_RATE + BSMV_RATE;
