/**
 * The card and overdraft calculators' rules on `/yasal-limitler`
 * (docs/domain-rules.md#credit-card-and-overdraft-debt), read from the same dated figures they use.
 */
import { CARD_RATE_RULES, MINIMUM_PAYMENT_RULES } from '../cards/card-rate-rules.ts';
import { type DatedRule, ruleInForce } from './dated-rule.ts';
import type { LegalCell, LegalRuleBuilder, LegalSource } from './legal-rule-types.ts';

const text = (key: string): LegalCell => ({ kind: 'text', key });
const percent = (value: number): LegalCell => ({ kind: 'percent', value });

function sourcesOf<F>(rule: DatedRule<F>): LegalSource[] {
  return rule.sources.map((source) => {
    const title = source.date ? `${source.title}, ${source.date}` : source.title;
    return source.url ? { title, url: source.url } : { title };
  });
}

/** `{ upTo }` tiers in order → band cells (previous upTo, upTo]. */
function bands(tiers: readonly { upTo: number }[]): LegalCell[] {
  return tiers.map((tier, index) => ({
    kind: 'band',
    from: index === 0 ? null : (tiers[index - 1]?.upTo ?? null),
    to: Number.isFinite(tier.upTo) ? tier.upTo : null,
  }));
}

const cardRates: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(CARD_RATE_RULES, date);
  if (!rule) return null;
  const { tiers, cashAndOverdraft } = rule.figures;
  const cells = bands(tiers);
  return {
    id: 'kart-azami-faiz',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule),
    columns: ['statementDebt', 'contractualRate', 'lateRate'],
    rows: [
      ...tiers.map((tier, index) => [
        cells[index] as LegalCell,
        percent(tier.contractualBp / 100),
        percent(tier.lateBp / 100),
      ]),
      [
        text('cashAdvance'),
        percent(cashAndOverdraft.contractualBp / 100),
        percent(cashAndOverdraft.lateBp / 100),
      ],
    ],
  };
};

const overdraftRates: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(CARD_RATE_RULES, date);
  if (!rule) return null;
  const { cashAndOverdraft } = rule.figures;
  return {
    id: 'kmh-azami-faiz',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule),
    columns: ['item', 'contractualRate', 'lateRate'],
    rows: [
      [
        text('overdraftAccount'),
        percent(cashAndOverdraft.contractualBp / 100),
        percent(cashAndOverdraft.lateBp / 100),
      ],
    ],
  };
};

const minimumPayment: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(MINIMUM_PAYMENT_RULES, date);
  if (!rule) return null;
  const cells = bands(rule.figures.tiers);
  return {
    id: 'kart-asgari-odeme',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule),
    columns: ['cardLimit', 'minimumPayment'],
    rows: rule.figures.tiers.map((tier, index) => [cells[index] as LegalCell, percent(tier.ratioPercent)]),
  };
};

export const CARD_LEGAL_RULES: readonly LegalRuleBuilder[] = [cardRates, minimumPayment, overdraftRates];
