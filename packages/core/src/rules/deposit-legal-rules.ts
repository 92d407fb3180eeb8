/**
 * The deposits' rules on `/yasal-limitler`: withholding tax and deposit insurance, read from the
 * calculators' own dated data (docs/domain-rules.md#rules-in-force).
 */
import { DEPOSIT_INSURANCE_LIMITS } from '../deposits/constants.ts';
import { DEPOSIT_WITHHOLDING_RULES, WITHHOLDING_BANDS } from '../deposits/withholding-rules.ts';
import { ruleInForce } from './dated-rule.ts';
import { percent, sourcesOf, text } from './legal-cells.ts';
import type { LegalRuleBuilder } from './legal-rule-types.ts';
import { SOURCES } from './legal-sources.ts';

const withholding: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(DEPOSIT_WITHHOLDING_RULES, date);
  if (rule === null) return null;
  return {
    id: 'mevduat-stopaj',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule.sources),
    columns: ['depositTerm', 'withholdingRate'],
    rows: WITHHOLDING_BANDS.map((band) => [text(band), percent(rule.figures[band] * 100)]),
  };
};

const depositInsurance: LegalRuleBuilder = (date) => {
  const entry = DEPOSIT_INSURANCE_LIMITS.filter((limit) => limit.effectiveFrom <= date).at(-1);
  if (!entry) return null;
  return {
    id: 'tmsf',
    inForceFrom: entry.effectiveFrom,
    sources: SOURCES.depositInsurance,
    columns: ['perDepositorPerBank'],
    rows: [[{ kind: 'money', value: entry.amount }]],
  };
};

export const DEPOSIT_LEGAL_RULES: readonly LegalRuleBuilder[] = [withholding, depositInsurance];
