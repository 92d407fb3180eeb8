import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SAMPLE_DAY_CHANGES } from '@pusula/core/market/sample-day-changes.ts';
import { isTickerCode } from '@pusula/core/market/ticker-codes.ts';
import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { insertSampleHistory, istanbulDate } from './market-history.ts';
import { sampleHistory } from './market-history-sample.ts';
import { appendQuotes } from './market-repository.ts';
import { type QuoteBatch, round6 } from './market-types.ts';
import { parseProviderJson } from './provider-parser.ts';
import { parseTcmbXml } from './tcmb-parser.ts';

/** A verbatim copy of the central bank's bulletin of 2026-09-28 (docs/domain-rules.md#central-bank-bulletin (the copy is seed-data/tcmb-2026-09-28.xml)). */
export const SAMPLE_BULLETIN_PATH = resolve(import.meta.dirname, 'seed-data/tcmb-2026-09-28.xml');

/**
 * Demo quotes are dated the demo day at noon, Istanbul time: before that day's 15:30 bulletin, so a real
 * import of it replaces them.
 */
export function sampleQuotesAsOf(): Date {
  return new Date(`${SAMPLE_AS_OF}T12:00:00+03:00`);
}

/** Sample metal and index quotes in the provider's own JSON shape (made-up figures, plausible for the demo date). */
export const SAMPLE_PROVIDER_QUOTES = [
  { code: 'XAUUSD', value: 4052.35, buy: 4051.9, sell: 4052.8, change: 16.95, changePercent: 0.42 },
  // Gram prices = ounce × USD selling rate of the bulletin (48.9889) / 31.1034768, rounded.
  { code: 'XAU', value: 6382.57, change: 26.7, changePercent: 0.42 },
  { code: 'XAG', value: 76.58, change: -0.27, changePercent: -0.35 },
  { code: 'BIST100', value: 10845.32, change: 84.61, changePercent: 0.79 },
];

/** The bulletin of the working day before the demo day (15:30 Istanbul time). */
export function samplePreviousBulletinAsOf(): Date {
  const day = new Date(`${SAMPLE_AS_OF}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return new Date(`${day.toISOString().slice(0, 10)}T15:30:00+03:00`);
}

/** The demo's previous bulletin: each rate taken back by its sample day change (6 decimals, as stored). */
function samplePreviousBulletin(current: QuoteBatch): QuoteBatch {
  const back = (value: number | null, factor: number) => (value === null ? null : round6(value / factor));
  return {
    asOf: samplePreviousBulletinAsOf(),
    quotes: current.quotes.map((quote) => {
      const factor = 1 + (SAMPLE_DAY_CHANGES[quote.code] ?? 0) / 100;
      return {
        ...quote,
        buy: back(quote.buy, factor),
        sell: back(quote.sell, factor),
        value: back(quote.value, factor) ?? quote.value,
      };
    }),
  };
}

/** A batch taken back by each quote's own day change (the provider's quotes carry one). */
function dayBefore(batch: QuoteBatch, asOf: Date): QuoteBatch {
  return {
    asOf,
    quotes: batch.quotes.map((quote) => {
      const factor = 1 + (quote.changePercent ?? 0) / 100;
      const back = (value: number | null) => (value === null ? null : round6(value / factor));
      return { ...quote, buy: back(quote.buy), sell: back(quote.sell), value: round6(quote.value / factor) };
    }),
  };
}

/**
 * Demo rates: the fixture bulletin plus sample gold, silver, XAUUSD and BIST 100 quotes, all flagged
 * sample and dated SAMPLE_AS_OF, after a sample previous day (the day changes come from it) and a
 * sample year of daily history before that (market-history-sample.ts), so every code's page draws a
 * one-year chart. The year is written last, while the table is still small for the three appends
 * (each reads every code's newest quote). Idempotent: inserts only what is missing.
 */
export async function seedMarket(db: Db): Promise<number> {
  const bulletin = parseTcmbXml(readFileSync(SAMPLE_BULLETIN_PATH, 'utf8'));
  const asOf = sampleQuotesAsOf();
  const tcmb: QuoteBatch = { asOf, quotes: bulletin.quotes };
  const usd = tcmb.quotes.find((quote) => quote.code === 'USD');
  const document = { asOf: asOf.toISOString(), quotes: SAMPLE_PROVIDER_QUOTES };
  const provider = parseProviderJson(JSON.stringify(document), usd?.value ?? null);
  const previous = samplePreviousBulletin(tcmb);
  const previousDay = istanbulDate(previous.asOf);
  // The provider's previous day: its quotes taken back by their own changes, at its noon.
  const providerBefore = dayBefore(provider, new Date(`${previousDay}T12:00:00+03:00`));
  // History for the ticker's codes only (the converter's other currencies have today's bulletin).
  const ticker = { ...previous, quotes: previous.quotes.filter((quote) => isTickerCode(quote.code)) };
  // Dated at noon, before the day's 15:30 bulletin (as the demo day is): a real bulletin of the same day
  // is then a different row (unique code, source and time) and the day's newest, so it wins everywhere.
  const tcmbDays = sampleHistory(ticker, previousDay, '12:00:00').map((day) => ({
    ...day,
    source: 'tcmb' as const,
  }));
  const providerDays = [...sampleHistory(providerBefore, previousDay, '12:00:00'), providerBefore];
  let rows = await appendQuotes(db, 'provider', provider, { isSample: true });
  rows += await appendQuotes(db, 'tcmb', previous, { isSample: true });
  rows += await appendQuotes(db, 'tcmb', tcmb, { isSample: true });
  return (
    rows +
    (await insertSampleHistory(db, [
      ...tcmbDays,
      ...providerDays.map((day) => ({ ...day, source: 'provider' as const })),
    ]))
  );
}
