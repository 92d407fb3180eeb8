/**
 * Paying off a credit card debt month by month (docs/domain-rules.md#credit-card-and-overdraft-debt):
 * each statement, the holder pays the minimum (a share of the statement by card limit) or a fixed
 * amount; the unpaid rest bears the contractual interest for one 30-day cycle, the part of the minimum
 * left unpaid bears the late interest instead, and KKDF and BSMV are added on the interest. No new
 * spending is assumed. All amounts in integer kuruş inside, TL (2 decimals) outside.
 */
import { type DatedRule, ruleInForce } from '../rules/dated-rule.ts';
import {
  CARD_RATE_RULES,
  type CardRateFigures,
  type CardRateTier,
  MINIMUM_PAYMENT_RULES,
  type MinimumPaymentFigures,
} from './card-rate-rules.ts';
import { divideUp, interestKurus, taxesOnInterest } from './debt-math.ts';

/** Months shown at most: a debt still owed after 50 years is reported as such, never looped on. */
export const CARD_MAX_MONTHS = 600;
export const CARD_MAX_AMOUNT = 50_000_000;

export type CardPaymentMode = 'minimum' | 'fixed';
export const CARD_PAYMENT_MODES: readonly CardPaymentMode[] = ['minimum', 'fixed'];

export interface CardDebtInput {
  /** Statement debt today, TL. */
  balance: number;
  /** Card limit, TL: it sets the minimum payment ratio. */
  limit: number;
  mode: CardPaymentMode;
  /** The fixed monthly payment, TL (mode 'fixed'). */
  payment?: number;
  /** Day the rules are read on (YYYY-MM-DD). */
  date: string;
}

/** One statement cycle, kuruş in core, TL in the result. */
export interface CardMonth {
  month: number;
  opening: number;
  minimum: number;
  payment: number;
  /** Contractual interest rate of the month's tier, percent a month. */
  ratePercent: number;
  interest: number;
  /** Part of `interest` at the late rate (on the unpaid part of the minimum). */
  lateInterest: number;
  kkdf: number;
  bsmv: number;
  closing: number;
}

/** paidOff: the debt reached zero; neverPaysOff: a month ended owing no less than it began; capped: still owed after CARD_MAX_MONTHS. */
export type CardDebtOutcome = 'paidOff' | 'neverPaysOff' | 'capped';

export interface CardDebtResult {
  outcome: CardDebtOutcome;
  months: CardMonth[];
  minimumRatioPercent: number;
  /** The ceilings of the first statement's tier. */
  firstTier: CardRateTier;
  totals: { interest: number; kkdf: number; bsmv: number; paid: number; taxes: number };
  rulesFrom: string;
}

interface MonthInKurus {
  opening: number;
  minimum: number;
  payment: number;
  interest: number;
  lateInterest: number;
  kkdf: number;
  bsmv: number;
  closing: number;
}

/** The rate tier of a statement debt (kuruş). */
export function cardRateTier(figures: CardRateFigures, debtKurus: number): CardRateTier {
  const tier = figures.tiers.find((candidate) => debtKurus <= Math.round(candidate.upTo * 100));
  return tier ?? (figures.tiers[figures.tiers.length - 1] as CardRateTier);
}

/** The minimum payment ratio of a card limit (TL). */
export function minimumRatioPercent(figures: MinimumPaymentFigures, limit: number): number {
  const tier = figures.tiers.find((candidate) => limit <= candidate.upTo);
  return (tier ?? (figures.tiers[figures.tiers.length - 1] as (typeof figures.tiers)[number])).ratioPercent;
}

/**
 * One statement cycle in kuruş: `paid` is paid on the due date (never more than the debt); the part of
 * the minimum left unpaid bears `lateBp`, the rest of the unpaid debt `contractualBp`, for 30 days.
 */
export function cardMonth(
  opening: number,
  minimum: number,
  paid: number,
  rates: { contractualBp: number; lateBp: number },
): MonthInKurus {
  const payment = Math.min(paid, opening);
  const unpaid = opening - payment;
  const shortfall = Math.min(unpaid, Math.max(0, minimum - payment));
  const lateInterest = interestKurus(shortfall, rates.lateBp);
  const interest = lateInterest + interestKurus(unpaid - shortfall, rates.contractualBp);
  const { kkdf, bsmv } = taxesOnInterest(interest);
  return {
    opening,
    minimum,
    payment,
    interest,
    lateInterest,
    kkdf,
    bsmv,
    closing: unpaid + interest + kkdf + bsmv,
  };
}

function rulesOn<F>(rules: readonly DatedRule<F>[], date: string): DatedRule<F> {
  const rule = ruleInForce(rules, date) ?? rules[0];
  if (!rule) throw new Error('card rules missing');
  return rule;
}

const tl = (kurus: number) => kurus / 100;

/** The month-by-month payoff of a card debt, at the central bank's ceilings in force on `input.date`. */
export function computeCardDebt(input: CardDebtInput): CardDebtResult {
  const rates = rulesOn(CARD_RATE_RULES, input.date);
  const minimums = rulesOn(MINIMUM_PAYMENT_RULES, input.date);
  const ratio = minimumRatioPercent(minimums.figures, input.limit);
  const fixed = Math.round((input.payment ?? 0) * 100);
  let debt = Math.round(input.balance * 100);
  const firstTier = cardRateTier(rates.figures, debt);
  const months: CardMonth[] = [];
  const sums = { interest: 0, kkdf: 0, bsmv: 0, paid: 0 };
  let outcome: CardDebtOutcome = 'capped';
  while (months.length < CARD_MAX_MONTHS) {
    const tier = cardRateTier(rates.figures, debt);
    const minimum = divideUp(debt * ratio, 100);
    const row = cardMonth(debt, minimum, input.mode === 'minimum' ? minimum : fixed, tier);
    sums.interest += row.interest;
    sums.kkdf += row.kkdf;
    sums.bsmv += row.bsmv;
    sums.paid += row.payment;
    months.push({
      month: months.length + 1,
      opening: tl(row.opening),
      minimum: tl(row.minimum),
      payment: tl(row.payment),
      ratePercent: tier.contractualBp / 100,
      interest: tl(row.interest),
      lateInterest: tl(row.lateInterest),
      kkdf: tl(row.kkdf),
      bsmv: tl(row.bsmv),
      closing: tl(row.closing),
    });
    if (row.closing === 0) {
      outcome = 'paidOff';
      break;
    }
    if (row.closing >= row.opening) {
      outcome = 'neverPaysOff';
      break;
    }
    debt = row.closing;
  }
  return {
    outcome,
    months,
    minimumRatioPercent: ratio,
    firstTier,
    totals: {
      interest: tl(sums.interest),
      kkdf: tl(sums.kkdf),
      bsmv: tl(sums.bsmv),
      taxes: tl(sums.kkdf + sums.bsmv),
      paid: tl(sums.paid),
    },
    rulesFrom: rates.effectiveFrom > minimums.effectiveFrom ? rates.effectiveFrom : minimums.effectiveFrom,
  };
}
