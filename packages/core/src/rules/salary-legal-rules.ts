/**
 * The salary calculator's rules on `/yasal-limitler` (docs/domain-rules.md#salary), read from the same
 * dated figures the calculator uses.
 */

import { minimumWageTaxBase } from '../salary/salary-month.ts';
import { MINIMUM_WAGE_RULES, SOCIAL_SECURITY_RULES, WAGE_TAX_RULES } from '../salary/salary-rules.ts';
import { salaryFigures } from '../salary/salary-year.ts';
import type { DatedRule } from './dated-rule.ts';
import { ruleInForce } from './dated-rule.ts';
import type { LegalCell, LegalRule, LegalRuleBuilder, LegalSource } from './legal-rule-types.ts';

const text = (key: string): LegalCell => ({ kind: 'text', key });
const percent = (value: number): LegalCell => ({ kind: 'percent', value });
const money = (value: number): LegalCell => ({ kind: 'money', value });

function sourcesOf<F>(rule: DatedRule<F>): LegalSource[] {
  return rule.sources.map((source) => {
    const title = source.date ? `${source.title}, ${source.date}` : source.title;
    return source.url ? { title, url: source.url } : { title };
  });
}

const wageTax: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(WAGE_TAX_RULES, date);
  if (!rule) return null;
  const { brackets } = rule.figures;
  const rows = brackets.map((bracket, index): LegalCell[] => [
    {
      kind: 'band',
      from: index === 0 ? null : (brackets[index - 1]?.upTo ?? null),
      to: Number.isFinite(bracket.upTo) ? bracket.upTo : null,
    },
    percent(bracket.ratePercent),
  ]);
  return {
    id: 'ucret-gelir-vergisi',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule),
    columns: ['yearlyWageBase', 'taxRate'],
    rows: [...rows, [text('stampTaxOnWages'), percent(rule.figures.stampTaxPer100k / 1000)]],
  };
};

const minimumWage: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(MINIMUM_WAGE_RULES, date);
  const figures = salaryFigures(Number(date.slice(0, 4)));
  if (!rule || !figures) return null;
  const gross = rule.figures.gross;
  const stamp = Math.floor((2 * gross * 100 * figures.tax.stampTaxPer100k + 100_000) / 200_000) / 100;
  return {
    id: 'asgari-ucret',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule),
    columns: ['item', 'figure'],
    rows: [
      [text('minimumWageGross'), money(gross)],
      [text('minimumWageTaxBase'), money(minimumWageTaxBase(figures) / 100)],
      [text('incomeTaxExemption'), text('incomeTaxExemptionRule')],
      [text('stampTaxExemption'), money(stamp)],
    ],
  };
};

const socialSecurity: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(SOCIAL_SECURITY_RULES, date);
  const wage = ruleInForce(MINIMUM_WAGE_RULES, date);
  if (!rule || !wage) return null;
  const f = rule.figures;
  const inForceFrom: LegalRule['inForceFrom'] =
    rule.effectiveFrom > wage.effectiveFrom ? rule.effectiveFrom : wage.effectiveFrom;
  return {
    id: 'sgk-primleri',
    inForceFrom,
    sources: sourcesOf(rule),
    columns: ['item', 'figure'],
    rows: [
      [text('employeeSgk'), percent(f.employeeSgkBp / 100)],
      [text('employeeUnemployment'), percent(f.employeeUnemploymentBp / 100)],
      [text('employerSgk'), percent(f.employerSgkBp / 100)],
      [text('employerUnemployment'), percent(f.employerUnemploymentBp / 100)],
      [text('incentiveManufacturing'), percent(f.incentiveBp.manufacturing / 100)],
      [text('incentiveOther'), percent(f.incentiveBp.other / 100)],
      [text('sgkCeiling'), money(wage.figures.gross * f.ceilingMultiple)],
    ],
  };
};

export const SALARY_LEGAL_RULES: readonly LegalRuleBuilder[] = [wageTax, minimumWage, socialSecurity];
