/** One quote as an importer reads it, before it is stored. */
export interface QuoteInput {
  code: string;
  buy: number | null;
  sell: number | null;
  /** The headline value: the selling rate when there is one, else the buying rate, else the price. */
  value: number;
  change: number | null;
  changePercent: number | null;
}

/** What one source gave: its quotes and the time they describe. */
export interface QuoteBatch {
  asOf: Date;
  quotes: QuoteInput[];
}

export type MarketSource = 'tcmb' | 'provider';

/** A source answered, but not with usable data (malformed, an error body, nothing readable). */
export class MarketSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarketSourceError';
  }
}

/** Troy ounce in grams: gram price = ounce price / this. */
export const GRAMS_PER_TROY_OUNCE = 31.1034768;

/** Rounds to 6 decimals (rates are quoted with at most 5; keeps float noise out of stored values). */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Istanbul's offset from UTC since 2016 (no summer time): +03:00. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The start (00:00 Istanbul time) of the Istanbul calendar day a time falls on. */
export function istanbulDayStart(time: Date): Date {
  const local = time.getTime() + ISTANBUL_OFFSET_MS;
  return new Date(local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - ISTANBUL_OFFSET_MS);
}
