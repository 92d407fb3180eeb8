/**
 * The loans' taxes and fees on `/yasal-limitler`: KKDF, BSMV, the allocation fee, housing costs and the
 * early-repayment fee, read from the calculators' own dated data (docs/domain-rules.md#rules-in-force).
 */
import {
  ALLOCATION_FEE_CAP_EFFECTIVE_FROM,
  ALLOCATION_FEE_CAP_RATE,
  BSMV_RATE,
  BSMV_RATE_EFFECTIVE_FROM,
  KKDF_RATE,
  KKDF_RATE_EFFECTIVE_FROM,
} from '../loans/constants.ts';
import { EARLY_REPAYMENT_FEE_RULE } from '../loans/early-repayment-rules.ts';
import { ALLOCATION_FEE_BSMV_RULES, HOUSING_UPFRONT_COST_RULES } from '../loans/upfront-cost-rules.ts';
import { ruleInForce } from './dated-rule.ts';
import { percent, sourcesOf, text } from './legal-cells.ts';
import type { LegalCell, LegalRule, LegalRuleBuilder, LegalSource } from './legal-rule-types.ts';
import { SOURCES } from './legal-sources.ts';

/** A rule with one figure and its date: null before that date. */
function single(
  id: LegalRule['id'],
  inForceFrom: string,
  sources: readonly LegalSource[],
  columns: readonly string[],
  row: readonly LegalCell[],
): LegalRuleBuilder {
  return (date) => (date < inForceFrom ? null : { id, inForceFrom, sources, columns, rows: [row] });
}

const allocationFee: LegalRuleBuilder = (date) => {
  if (date < ALLOCATION_FEE_CAP_EFFECTIVE_FROM) return null;
  const tax = ruleInForce(ALLOCATION_FEE_BSMV_RULES, date);
  const cap = percent(ALLOCATION_FEE_CAP_RATE * 100);
  return {
    id: 'tahsis-ucreti',
    inForceFrom:
      tax && tax.effectiveFrom > ALLOCATION_FEE_CAP_EFFECTIVE_FROM
        ? tax.effectiveFrom
        : ALLOCATION_FEE_CAP_EFFECTIVE_FROM,
    sources: [...SOURCES.allocationFee, ...(tax ? sourcesOf(tax.sources) : [])],
    columns: ['loanKind', 'maxFee', 'bsmvOnFee'],
    rows: [
      [text('consumerLoansNotHousing'), cap, percent((tax?.figures.rate ?? 0) * 100)],
      [text('housingLoans'), cap, percent(0)],
    ],
  };
};

const housingCosts: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(HOUSING_UPFRONT_COST_RULES, date);
  if (rule === null) return null;
  const { mortgageFee, appraisalFee, earthquakeInsurance } = rule.figures;
  return {
    id: 'konut-masraflari',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule.sources),
    columns: ['costItem', 'defaultAmount'],
    rows: [
      [text('mortgageFee'), { kind: 'money', value: mortgageFee }],
      [text('appraisalFee'), { kind: 'money', value: appraisalFee }],
      [text('earthquakeInsurance'), { kind: 'money', value: earthquakeInsurance }],
    ],
  };
};

const earlyRepayment: LegalRuleBuilder = (date) => {
  const rule = EARLY_REPAYMENT_FEE_RULE;
  if (date < rule.effectiveFrom) return null;
  return {
    id: 'erken-odeme',
    inForceFrom: rule.effectiveFrom,
    sources: SOURCES.earlyRepayment,
    columns: ['loanKind', 'maxFee'],
    rows: [
      [text('housingOver36'), percent(rule.longRatePercent)],
      [text('housingUpTo36'), percent(rule.shortRatePercent)],
      [text('consumerLoans'), percent(0)],
    ],
  };
};

export const LOAN_COST_LEGAL_RULES: readonly LegalRuleBuilder[] = [
  single(
    'kkdf',
    KKDF_RATE_EFFECTIVE_FROM,
    SOURCES.kkdf,
    ['loanKind', 'rateOnInterest'],
    [text('consumerLoansNotHousing'), percent(KKDF_RATE * 100)],
  ),
  single(
    'bsmv',
    BSMV_RATE_EFFECTIVE_FROM,
    SOURCES.bsmv,
    ['loanKind', 'rateOnInterest'],
    [text('consumerLoansNotHousing'), percent(BSMV_RATE * 100)],
  ),
  allocationFee,
  housingCosts,
  earlyRepayment,
];
