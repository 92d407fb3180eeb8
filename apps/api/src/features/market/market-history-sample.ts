import { addCalendarMonths, addDays } from '@pusula/core/rules/calendar.ts';
import { sampleBusinessDays, seededRandom } from '../../lib/sample-days.ts';
import type { QuoteBatch } from './market-types.ts';

/**
 * A year of demo daily history for every code the seed stores, so a fresh start draws a one-year chart
 * on /doviz/{kod} without the network (docs/domain-rules.md#rates-history). Made up: no public
 * repository or package was found carrying a year of the central bank's daily forex rates (see
 * seed-data/README.md). Each series is built backwards from the demo's sample previous bulletin (which
 * itself comes from the real bulletin of 2026-09-28), with a small daily wobble and a drift chosen so
 * the one-year change equals SAMPLE_YEAR_CHANGES. Working days only (weekends and the fixed-date public
 * holidays have no bulletin, as the importer meets a 404 on them). Stored as sample data, shown as
 * "Örnek veri · … itibarıyla".
 */

/**
 * Calendar days of history before the anchor day: a year and a week (the 1 y chart, which ends on the newest
 * bulletin day, fills; the day a year before the anchor has a bulletin even after a long weekend).
 */
export const SAMPLE_HISTORY_SPAN_DAYS = 366 + 7;

/** Made-up changes (percent) over the sample year; codes not named take the lira's `default`. */
export const SAMPLE_YEAR_CHANGES: Readonly<Record<string, number>> = {
  default: 17,
  EURUSD: 3,
  XAUUSD: 28,
  XAU: 50,
  XAG: 42,
  BIST100: 21,
};

/** Largest day-to-day wobble around the drift (fraction): ±0.35 %. */
export const SAMPLE_DAILY_WOBBLE = 0.0035;
const WOBBLE = SAMPLE_DAILY_WOBBLE;

/** A seed per code, so each series wobbles its own way and the same way on every run. */
function codeSeed(code: string): number {
  let hash = 2166136261;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Bulletin precision: 4 decimals, 6 for rates under 1 (JPY per unit, RUB, KRW…). */
function roundRate(value: number): number {
  const scale = Math.abs(value) < 1 ? 1e6 : 1e4;
  return Math.round(value * scale) / scale;
}

/**
 * The multipliers of one code's days relative to the anchor (the anchor day itself is 1 and not
 * listed): oldest first, one per day of `days`, with the day a year before the anchor at exactly
 * 1 / (1 + change) so the 1-year change computed from the series is the sample one.
 */
export function sampleFactors(code: string, days: readonly string[], anchorDay: string): number[] {
  const random = seededRandom(codeSeed(code));
  const steps = days.map(() => (random() * 2 - 1) * WOBBLE);
  const yearAgo = addCalendarMonths(anchorDay, -12);
  const baseIndex = days.findLastIndex((day) => day <= yearAgo);
  const change = (SAMPLE_YEAR_CHANGES[code] ?? SAMPLE_YEAR_CHANGES.default) as number;
  // Log steps from day i to day i + 1 (the last one to the anchor): drift + steps[i].
  const stepsToAnchor = days.length - Math.max(baseIndex, 0);
  const noise = steps.slice(Math.max(baseIndex, 0)).reduce((sum, step) => sum + step, 0);
  const drift = (Math.log(1 + change / 100) - noise) / stepsToAnchor;
  const factors = new Array<number>(days.length);
  let log = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    log -= drift + (steps[i] as number);
    factors[i] = Math.exp(log);
  }
  return factors;
}

/**
 * The sample history of every quote of `anchor` on the business days of the SAMPLE_HISTORY_SPAN_DAYS
 * before the anchor's day, one batch per day, oldest first, each dated that day at `time` Istanbul time.
 * Buying and selling rates keep the anchor's spread; each day's change is against the day before.
 */
export function sampleHistory(anchor: QuoteBatch, anchorDay: string, time: string): QuoteBatch[] {
  const days = sampleBusinessDays(addDays(anchorDay, -SAMPLE_HISTORY_SPAN_DAYS), addDays(anchorDay, -1));
  const series = anchor.quotes.map((quote) => ({
    quote,
    factors: sampleFactors(quote.code, days, anchorDay),
  }));
  return days.map((day, i) => ({
    asOf: new Date(`${day}T${time}+03:00`),
    quotes: series.map(({ quote, factors }) => {
      const at = (value: number | null, index: number) =>
        value === null ? null : roundRate(value * (factors[index] as number));
      const value = at(quote.value, i) as number;
      const before = i > 0 ? (at(quote.value, i - 1) as number) : null;
      const change = before === null ? null : roundRate(value - before);
      return {
        code: quote.code,
        buy: at(quote.buy, i),
        sell: at(quote.sell, i),
        value,
        change,
        changePercent: before === null ? null : Math.round(((value - before) / before) * 1e8) / 1e6,
      };
    }),
  }));
}
