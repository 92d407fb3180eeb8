import { HISTORY_RANGES, rangeStart } from '@pusula/core/market/history-stats.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { istanbulDate } from './market-history.ts';
import { quoteHistory, seriesToNewest } from './market-history-series.ts';
import { marketQuotes } from './market-tables.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

/** Quote times of code T (UTC): around Istanbul midnights (21:00 UTC), month ends, a real and a sample quote on one day. */
const TIMES = [
  '2024-02-28T21:00:00Z', // Istanbul 29.02.2024 00:00
  '2024-02-28T20:59:59Z', // Istanbul 28.02.2024 23:59:59
  '2025-03-30T21:30:00Z',
  '2025-12-31T20:00:00Z',
  '2026-01-31T12:00:00Z',
  '2026-02-27T20:59:00Z', // Istanbul 27.02
  '2026-02-27T21:10:00Z', // Istanbul 28.02 00:10
  '2026-03-01T09:00:00Z',
  '2026-03-01T12:00:00Z',
  '2026-03-30T21:30:00Z', // Istanbul 31.03 00:30
  '2026-04-30T10:00:00Z',
  '2026-04-30T11:00:00Z', // two on one day: the later one is the day's
];
const SAMPLE = new Set(['2026-03-01T12:00:00Z']); // a sample quote after the day's real one: the real one stays

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(marketQuotes).values(
    TIMES.map((time, i) => ({
      code: 'T',
      buy: i,
      sell: i + 0.5,
      value: i + 0.5,
      source: SAMPLE.has(time) ? 'demo' : 'tcmb',
      isSample: SAMPLE.has(time),
      asOf: new Date(time),
    })),
  );
});
afterAll(async () => {
  await database?.drop();
});

describe(`a code's series up to its newest quote, in one statement (${storeKind()})`, () => {
  it('ends on the newest quote’s Istanbul day and starts on rangeStart’s day (month ends clamped)', async () => {
    const series = await seriesToNewest(database.db, 'T', '1m', '2026-04-29');
    // Newest before the end of 29.04: 31.03 00:30 Istanbul; a month before 31 March is 28 February.
    expect(series).toMatchObject({ from: '2026-02-28', to: '2026-03-31' });
    expect(series?.days.map((day) => day.date)).toEqual(['2026-02-28', '2026-03-01', '2026-03-31']);
    // 01.03: the real quote wins over the later sample one of the same day.
    expect(series?.days[1]).toMatchObject({ isSample: false, value: 7.5 });
    const april = await seriesToNewest(database.db, 'T', '1m', '2026-05-03');
    expect(april?.days.at(-1)).toEqual({
      date: '2026-04-30',
      buy: 11,
      sell: 11.5,
      value: 11.5,
      isSample: false,
    });
    expect(await seriesToNewest(database.db, 'T', '5y', '2024-02-27')).toBeNull();
    expect(await seriesToNewest(database.db, 'NONE', '1y', '2026-11-27')).toBeNull();
  });

  it('is the newest day and quoteHistory over rangeStart’s period, for any day and range', async () => {
    // Any day, and often a day that holds one of the quotes (the newest is then that quote).
    const anyDay = fc
      .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    const quoteDay = fc.constantFrom(...TIMES.map((time) => istanbulDate(new Date(time))));
    const day = fc.oneof(anyDay, quoteDay);
    await fc.assert(
      fc.asyncProperty(day, fc.constantFrom(...HISTORY_RANGES), async (today, range) => {
        const series = await seriesToNewest(database.db, 'T', range, today);
        const end = Date.parse(`${today}T00:00:00+03:00`) + 86_400_000;
        const before = TIMES.map((time) => Date.parse(time)).filter((time) => time < end);
        if (before.length === 0) {
          expect(series).toBeNull();
          return;
        }
        const to = istanbulDate(new Date(Math.max(...before)));
        const from = rangeStart(to, range);
        expect(series).toEqual({ from, to, days: await quoteHistory(database.db, 'T', from, to) });
      }),
      { numRuns: 60 },
    );
  });
});
