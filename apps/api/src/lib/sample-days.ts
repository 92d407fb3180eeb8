import { addDays } from '@pusula/core/rules/calendar.ts';

/*
 * Shared by the demo data generators (market/market-history-sample.ts, funds/fund-history-sample.ts,
 * funds/funds-sample.ts): made-up series, labelled as sample data wherever shown.
 */

/** Fixed-date public holidays (month-day); the moving religious holidays are left out of the demo. */
const HOLIDAYS = new Set(['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']);

/**
 * The demo's business days from `from` to `to` (inclusive): weekdays without the fixed-date holidays
 * (neither a rates bulletin nor a fund price is published on them).
 */
export function sampleBusinessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day.slice(5))) days.push(day);
  }
  return days;
}

/** A seeded pseudo-random source (mulberry32): numbers in [0, 1), the same sequence for a seed on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
