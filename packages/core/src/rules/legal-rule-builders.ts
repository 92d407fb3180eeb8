/**
 * One builder per rule on `/yasal-limitler`, each reading the calculators' own dated data
 * (docs/domain-rules.md#rules-in-force), so the page can never say something the calculators do not do.
 */
import { CARD_LEGAL_RULES } from './card-legal-rules.ts';
import { CPI_LEGAL_RULES } from './cpi-legal-rules.ts';
import { DEPOSIT_LEGAL_RULES } from './deposit-legal-rules.ts';
import type { LegalRuleBuilder } from './legal-rule-types.ts';
import { LOAN_CAP_LEGAL_RULES } from './loan-cap-legal-rules.ts';
import { LOAN_COST_LEGAL_RULES } from './loan-cost-legal-rules.ts';
import { SALARY_LEGAL_RULES } from './salary-legal-rules.ts';

/** The page's order: loans' caps, taxes and fees, then deposits, then salaries, then cards and overdrafts. */
export const LEGAL_RULE_BUILDERS: readonly LegalRuleBuilder[] = [
  ...LOAN_CAP_LEGAL_RULES,
  ...LOAN_COST_LEGAL_RULES,
  ...DEPOSIT_LEGAL_RULES,
  ...SALARY_LEGAL_RULES,
  ...CARD_LEGAL_RULES,
  ...CPI_LEGAL_RULES,
];
