/**
 * Net and gross salary for each month of a year (docs/domain-rules.md#salary): the same monthly gross
 * (or the same monthly net) from January to December, the income-tax base cumulating through the year.
 */
import { ruleInForce } from '../rules/dated-rule.ts';
import {
  type EmployerIncentive,
  grossForNet,
  type SalaryFigures,
  type SalaryMonthKurus,
  salaryMonth,
} from './salary-month.ts';
import { MINIMUM_WAGE_RULES, SOCIAL_SECURITY_RULES, WAGE_TAX_RULES } from './salary-rules.ts';

export type SalaryDirection = 'grossToNet' | 'netToGross';

export interface SalaryInput {
  direction: SalaryDirection;
  /** The monthly gross (grossToNet) or net (netToGross), TL. */
  amount: number;
  incentive: EmployerIncentive;
  /** The payroll year; its figures are the versions in force on 1 January. */
  year: number;
}

/** One month of the table, in TL. */
export type SalaryMonth = { [K in keyof SalaryMonthKurus]: number };

export type SalaryTotals = Omit<SalaryMonth, 'month' | 'cumulativeTaxBase'>;

export interface SalaryResult {
  direction: SalaryDirection;
  incentive: EmployerIncentive;
  year: number;
  months: SalaryMonth[];
  totals: SalaryTotals;
}

export const SALARY_YEARS: readonly number[] = [2026];
export const SALARY_DEFAULT_YEAR = 2026;
export const SALARY_DEFAULT_GROSS = 50_000;
export const SALARY_MAX_AMOUNT = 10_000_000;
export const EMPLOYER_INCENTIVES: readonly EmployerIncentive[] = ['none', 'other', 'manufacturing'];

/** The figures in force on 1 January of `year`; null when the site has none for that year. */
export function salaryFigures(year: number): SalaryFigures | null {
  const day = `${year}-01-01`;
  const tax = ruleInForce(WAGE_TAX_RULES, day);
  const minimumWage = ruleInForce(MINIMUM_WAGE_RULES, day);
  const social = ruleInForce(SOCIAL_SECURITY_RULES, day);
  if (!tax || !minimumWage || !social) return null;
  return { tax: tax.figures, minimumWage: minimumWage.figures, social: social.figures };
}

/** The monthly gross minimum wage and its net (TL) for `year`. */
export function minimumWageOf(year: number): { gross: number; net: number } | null {
  const figures = salaryFigures(year);
  if (!figures) return null;
  const month = salaryMonth(figures, 1, figures.minimumWage.gross * 100, 0, 'none');
  return { gross: month.gross / 100, net: month.net / 100 };
}

const TOTAL_KEYS = [
  'gross',
  'sgkBase',
  'sgkEmployee',
  'unemploymentEmployee',
  'taxBase',
  'incomeTaxComputed',
  'incomeTaxExemption',
  'incomeTax',
  'stampTaxComputed',
  'stampTaxExemption',
  'stampTax',
  'net',
  'employerSgk',
  'employerUnemployment',
  'employerCost',
] as const satisfies readonly (keyof SalaryTotals)[];

function inLira(month: SalaryMonthKurus): SalaryMonth {
  const out = { ...month };
  for (const key of Object.keys(out) as (keyof SalaryMonthKurus)[])
    if (key !== 'month') out[key] = month[key] / 100;
  return out;
}

/** The twelve months and their totals; throws when the year has no figures. */
export function computeSalary(input: SalaryInput): SalaryResult {
  const figures = salaryFigures(input.year);
  if (!figures) throw new Error(`No salary figures for ${input.year}`);
  const amount = Math.round(input.amount * 100);
  const months: SalaryMonthKurus[] = [];
  let taxBaseBefore = 0;
  for (let month = 1; month <= 12; month += 1) {
    const gross =
      input.direction === 'grossToNet'
        ? amount
        : grossForNet(figures, month, amount, taxBaseBefore, input.incentive);
    const row = salaryMonth(figures, month, gross, taxBaseBefore, input.incentive);
    months.push(row);
    taxBaseBefore = row.cumulativeTaxBase;
  }
  const totals = {} as SalaryTotals;
  for (const key of TOTAL_KEYS) totals[key] = months.reduce((sum, row) => sum + row[key], 0) / 100;
  return {
    direction: input.direction,
    incentive: input.incentive,
    year: input.year,
    months: months.map(inLira),
    totals,
  };
}
