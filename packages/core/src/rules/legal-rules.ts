/**
 * Every legal rule the site applies, as rows built from the same dated data the calculators read
 * (docs/domain-rules.md#rules-in-force). The public page `/yasal-limitler` lists them; each cap
 * notice and result links to its rule's anchor (`/yasal-limitler#<id>`). A new regulation is one new
 * dated entry in the calculator's data, and shows here and there at once.
 */
import { LEGAL_RULE_BUILDERS } from './legal-rule-builders.ts';
import type { LegalRule } from './legal-rule-types.ts';

/** The rules in force on `date` (YYYY-MM-DD, Turkish time), in the page's order; a rule not yet in force is left out. */
export function legalRulesOn(date: string): LegalRule[] {
  return LEGAL_RULE_BUILDERS.map((build) => build(date)).filter((rule): rule is LegalRule => rule !== null);
}
