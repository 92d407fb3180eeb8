/**
 * One month's payroll in integer kuruş (docs/domain-rules.md#salary): the employee's SGK and
 * unemployment shares on the earnings up to the ceiling, income tax on the cumulative yearly base by
 * the wage tariff less the minimum wage's own tax for that calendar month, stamp tax less the minimum
 * wage's stamp tax, and the employer's shares.
 */
import type {
  MinimumWageFigures,
  SocialSecurityFigures,
  TaxBracket,
  WageTaxFigures,
} from './salary-rules.ts';

export type EmployerIncentive = 'none' | 'other' | 'manufacturing';

export interface SalaryFigures {
  tax: WageTaxFigures;
  minimumWage: MinimumWageFigures;
  social: SocialSecurityFigures;
}

/** One month of the table; every amount in kuruş. */
export interface SalaryMonthKurus {
  month: number;
  gross: number;
  sgkBase: number;
  sgkEmployee: number;
  unemploymentEmployee: number;
  taxBase: number;
  /** The cumulative income-tax base including this month. */
  cumulativeTaxBase: number;
  incomeTaxComputed: number;
  incomeTaxExemption: number;
  incomeTax: number;
  stampTaxComputed: number;
  stampTaxExemption: number;
  stampTax: number;
  net: number;
  employerSgk: number;
  employerUnemployment: number;
  employerCost: number;
}

/** round(amount × numerator / denominator), half up, for non-negative integers. */
export function shareHalfUp(amount: number, numerator: number, denominator: number): number {
  return Math.floor((2 * amount * numerator + denominator) / (2 * denominator));
}

/** Tax on a cumulative base (kuruş), in hundredths of a kuruş so it stays exact. */
function tariffHundredths(brackets: readonly TaxBracket[], baseKurus: number): number {
  let tax = 0;
  let lower = 0;
  for (const bracket of brackets) {
    const upper = Number.isFinite(bracket.upTo) ? bracket.upTo * 100 : Number.POSITIVE_INFINITY;
    if (baseKurus <= lower) break;
    tax += (Math.min(baseKurus, upper) - lower) * bracket.ratePercent;
    lower = upper;
  }
  return tax;
}

/** The tax on `base` kuruş earned on top of `before` kuruş this year, rounded half up to the kuruş. */
export function cumulativeTax(brackets: readonly TaxBracket[], before: number, base: number): number {
  const hundredths = tariffHundredths(brackets, before + base) - tariffHundredths(brackets, before);
  return Math.floor((hundredths + 50) / 100);
}

/** The minimum wage's own income-tax base (gross less the employee's shares), in kuruş. */
export function minimumWageTaxBase(figures: SalaryFigures): number {
  const gross = figures.minimumWage.gross * 100;
  const { employeeSgkBp, employeeUnemploymentBp } = figures.social;
  return (
    gross - shareHalfUp(gross, employeeSgkBp, 10_000) - shareHalfUp(gross, employeeUnemploymentBp, 10_000)
  );
}

/** GVK art. 23/18: the minimum wage's tax for calendar month `month`, its base cumulated from January. */
export function minimumWageTaxExemption(figures: SalaryFigures, month: number): number {
  const base = minimumWageTaxBase(figures);
  return cumulativeTax(figures.tax.brackets, base * (month - 1), base);
}

export function incentiveBp(figures: SalaryFigures, incentive: EmployerIncentive): number {
  return incentive === 'none' ? 0 : figures.social.incentiveBp[incentive];
}

/** The payroll of calendar month `month` (1–12) for `gross` kuruş, after `taxBaseBefore` kuruş of base this year. */
export function salaryMonth(
  figures: SalaryFigures,
  month: number,
  gross: number,
  taxBaseBefore: number,
  incentive: EmployerIncentive,
): SalaryMonthKurus {
  const { social, tax } = figures;
  const minimumGross = figures.minimumWage.gross * 100;
  const sgkBase = Math.min(gross, minimumGross * social.ceilingMultiple);
  const sgkEmployee = shareHalfUp(sgkBase, social.employeeSgkBp, 10_000);
  const unemploymentEmployee = shareHalfUp(sgkBase, social.employeeUnemploymentBp, 10_000);
  const taxBase = gross - sgkEmployee - unemploymentEmployee;
  const incomeTaxComputed = cumulativeTax(tax.brackets, taxBaseBefore, taxBase);
  // The exemption never exceeds the tax computed on the wage itself.
  const incomeTaxExemption = Math.min(incomeTaxComputed, minimumWageTaxExemption(figures, month));
  const incomeTax = incomeTaxComputed - incomeTaxExemption;
  const stampTaxComputed = shareHalfUp(gross, tax.stampTaxPer100k, 100_000);
  const stampTaxExemption = Math.min(
    stampTaxComputed,
    shareHalfUp(minimumGross, tax.stampTaxPer100k, 100_000),
  );
  const stampTax = stampTaxComputed - stampTaxExemption;
  const net = gross - sgkEmployee - unemploymentEmployee - incomeTax - stampTax;
  const employerSgk = shareHalfUp(sgkBase, social.employerSgkBp - incentiveBp(figures, incentive), 10_000);
  const employerUnemployment = shareHalfUp(sgkBase, social.employerUnemploymentBp, 10_000);
  return {
    month,
    gross,
    sgkBase,
    sgkEmployee,
    unemploymentEmployee,
    taxBase,
    cumulativeTaxBase: taxBaseBefore + taxBase,
    incomeTaxComputed,
    incomeTaxExemption,
    incomeTax,
    stampTaxComputed,
    stampTaxExemption,
    stampTax,
    net,
    employerSgk,
    employerUnemployment,
    employerCost: gross + employerSgk + employerUnemployment,
  };
}

/**
 * The gross (kuruş) whose net is exactly `net` in this month: a bisection keeps net(lo) < target ≤
 * net(hi); one kuruş more gross never adds more than one kuruş of net, so where they meet the net is
 * the target. Of the grosses just below it with the same net, the smallest is taken (rounding can make
 * the net dip by a kuruş and come back, so another gross a few kuruş away may share that net).
 */
export function grossForNet(
  figures: SalaryFigures,
  month: number,
  net: number,
  taxBaseBefore: number,
  incentive: EmployerIncentive,
): number {
  const netOf = (gross: number) => salaryMonth(figures, month, gross, taxBaseBefore, incentive).net;
  if (net <= 0) return 0;
  let lo = 0;
  // Net is at least 40 % of gross at the top rate, so 3 × net is always enough.
  let hi = Math.max(net * 3, 100);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (netOf(mid) < net) lo = mid;
    else hi = mid;
  }
  while (hi > 1 && netOf(hi - 1) === net) hi -= 1;
  return hi;
}
