import { addDays, daysBetween } from '@pusula/core/rules/calendar.ts';
import { sampleBusinessDays, seededRandom } from '../../lib/sample-days.ts';
import type { FundPriceRow } from './fund-history-parser.ts';
import type { FundRecord } from './funds-parser.ts';

/**
 * A year and a month of demo daily prices for a handful of the sample funds, so a fresh start shows
 * fund pages with charts without the network. Made up (no public repository or package was found
 * carrying a year of the platform's published prices; docs/domain-rules.md#fund-price-history), but
 * shaped like the real thing: working days only (weekends and the fixed public holidays have no
 * price), a small daily wobble, and a drift chosen so the 1-year return computed from these prices
 * equals the fund's sample 1-year return in the tables. Labelled as sample data with SAMPLE_AS_OF.
 */

/** Daily prices of one fund ending on `asOf`, its 1-year return hitting `record.return1y`. */
export function samplePrices(record: FundRecord, asOf: string, seed: number): FundPriceRow[] {
  const days = sampleBusinessDays(addDays(asOf, -(366 + 45)), asOf);
  const random = seededRandom(seed);
  const wobble = days.map(() => (random() * 2 - 1) * 0.006);
  // The 1-year base: the first working day on or after the same day a year earlier.
  const yearAgo = `${Number(asOf.slice(0, 4)) - 1}${asOf.slice(4)}`;
  const baseIndex = days.findIndex((day) => day >= yearAgo);
  const after = days.length - 1 - baseIndex;
  const target = Math.log(1 + (record.return1y ?? 20) / 100);
  const noise = wobble.slice(baseIndex + 1).reduce((sum, value) => sum + value, 0);
  const drift = (target - noise) / after;
  let log = Math.log(1 + random() * 9);
  return days.map((day, i) => {
    if (i > 0) log += drift + (wobble[i] as number);
    return {
      code: record.code,
      day,
      name: record.name,
      price: Math.round(Math.exp(log) * 1e6) / 1e6,
      shares: null,
      investors: null,
      portfolioSize: null,
    };
  });
}

/** The funds that get a demo history: the first five investment and the first pension fund with a 1-year return. */
export function sampleHistoryFunds(investment: FundRecord[], pension: FundRecord[]) {
  const withYear = (list: FundRecord[]) => list.filter((record) => record.return1y !== null);
  return { YAT: withYear(investment).slice(0, 5), EMK: withYear(pension).slice(0, 1) } as const;
}

export const daysCovered = (rows: FundPriceRow[]) =>
  rows.length ? daysBetween(rows[0]?.day as string, rows.at(-1)?.day as string) : 0;
