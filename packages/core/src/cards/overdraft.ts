/**
 * Overdraft (kredili mevduat hesabı, KMH) interest (docs/domain-rules.md#credit-card-and-overdraft-debt):
 * the bank's monthly rate, never above the central bank's ceiling, on the balance for the days used
 * (a month = 30 days). Interest with its KKDF and BSMV is charged to the account at the end of each
 * 30-day period, so a longer use pays interest on it the next period. Integer kuruş inside.
 */
import { ruleInForce } from '../rules/dated-rule.ts';
import { CARD_RATE_RULES } from './card-rate-rules.ts';
import { interestKurus, taxesOnInterest } from './debt-math.ts';

export const OVERDRAFT_MAX_DAYS = 365;
export const OVERDRAFT_MAX_AMOUNT = 50_000_000;

export interface OverdraftInput {
  balance: number;
  days: number;
  /** The bank's monthly rate, percent; null: the ceiling. */
  ratePercent: number | null;
  date: string;
}

export interface OverdraftPeriod {
  period: number;
  days: number;
  opening: number;
  interest: number;
  kkdf: number;
  bsmv: number;
  closing: number;
}

export interface OverdraftResult {
  /** The rate applied, percent a month. */
  ratePercent: number;
  ceilingPercent: number;
  /** True when the rate given was above the ceiling and the ceiling was applied. */
  capped: boolean;
  periods: OverdraftPeriod[];
  interest: number;
  kkdf: number;
  bsmv: number;
  /** Interest + KKDF + BSMV. */
  cost: number;
  /** The balance and its cost. */
  owed: number;
  rulesFrom: string;
}

export function computeOverdraft(input: OverdraftInput): OverdraftResult {
  const rule = ruleInForce(CARD_RATE_RULES, input.date) ?? CARD_RATE_RULES[0];
  if (!rule) throw new Error('overdraft rules missing');
  const ceilingBp = rule.figures.cashAndOverdraft.contractualBp;
  const askedBp = input.ratePercent === null ? ceilingBp : Math.round(input.ratePercent * 100);
  const rateBp = Math.min(askedBp, ceilingBp);
  const days = Math.max(1, Math.min(OVERDRAFT_MAX_DAYS, Math.trunc(input.days)));
  let balance = Math.round(input.balance * 100);
  const start = balance;
  const periods: OverdraftPeriod[] = [];
  const sums = { interest: 0, kkdf: 0, bsmv: 0 };
  for (let left = days; left > 0; left -= 30) {
    const periodDays = Math.min(30, left);
    const interest = interestKurus(balance, rateBp, periodDays);
    const { kkdf, bsmv } = taxesOnInterest(interest);
    const closing = balance + interest + kkdf + bsmv;
    periods.push({
      period: periods.length + 1,
      days: periodDays,
      opening: balance / 100,
      interest: interest / 100,
      kkdf: kkdf / 100,
      bsmv: bsmv / 100,
      closing: closing / 100,
    });
    sums.interest += interest;
    sums.kkdf += kkdf;
    sums.bsmv += bsmv;
    balance = closing;
  }
  return {
    ratePercent: rateBp / 100,
    ceilingPercent: ceilingBp / 100,
    capped: askedBp > ceilingBp,
    periods,
    interest: sums.interest / 100,
    kkdf: sums.kkdf / 100,
    bsmv: sums.bsmv / 100,
    cost: (sums.interest + sums.kkdf + sums.bsmv) / 100,
    owed: (start + sums.interest + sums.kkdf + sums.bsmv) / 100,
    rulesFrom: rule.effectiveFrom,
  };
}
