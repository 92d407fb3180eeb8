import { TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { insertBulletin, ratesOn } from './market-history.ts';
import { currencyHistory } from './market-history-service.ts';
import { seedMarket } from './market-seed.ts';
import { marketQuotes } from './market-tables.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // A real bulletin stored before the demo seed runs (Wednesday 10 June 2026, USD only).
  await insertBulletin(database.db, 'tcmb', {
    asOf: new Date('2026-06-10T15:30:00+03:00'),
    quotes: [{ code: 'USD', buy: 44.1, sell: 44.2, value: 44.2, change: null, changePercent: null }],
  });
});

afterAll(() => database?.drop());

const rowsOn = (code: string, day: string) =>
  database.db
    .select()
    .from(marketQuotes)
    .where(
      and(
        eq(marketQuotes.code, code),
        gte(marketQuotes.asOf, new Date(`${day}T00:00:00+03:00`)),
        lt(marketQuotes.asOf, new Date(`${day}T23:59:59+03:00`)),
      ),
    );

describe(`the demo seed's year of rates (${storeKind()})`, () => {
  it('gives every ticker code a sample year of business days up to the demo day', async () => {
    expect(await seedMarket(database.db)).toBeGreaterThan(5000);
    for (const code of TICKER_CODES) {
      const history = await currencyHistory(database.db, code, '1y', '2026-11-20');
      const dates = history.points.map((point) => point.date);
      expect(history.isSample, code).toBe(true);
      expect(dates[0], code).toBe('2025-11-20');
      expect(dates.at(-1), code).toBe('2026-11-20');
      // 2025-11-20 … 2026-11-20: 262 weekdays, 6 of them fixed-date holidays (1 Jan, 23 Apr, 1 and 19 May,
      // 15 Jul, 29 Oct; 30 Aug 2026 is a Sunday).
      expect(dates.length, code).toBe(256);
      expect(dates.filter((date) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))).toEqual([]);
      expect(dates, code).not.toContain('2026-10-29');
    }
  });

  it('leaves a stored real day alone and lines the year up with the demo bulletin', async () => {
    const usd = await rowsOn('USD', '2026-06-10');
    expect(usd).toHaveLength(1);
    expect(usd[0]).toMatchObject({ value: 44.2, isSample: false });
    expect(await rowsOn('EUR', '2026-06-10')).toMatchObject([{ isSample: true }]);
    // The series meets the demo's previous bulletin (19.11.2026, the demo rate taken back by 0.12 %):
    // the day before it is within a day's move of it.
    const history = await currencyHistory(database.db, 'USD', '1m', '2026-11-20');
    const last = history.points.slice(-3).map((point) => point.value);
    expect(last[2]).toBe(48.9889);
    expect(Math.abs((last[1] as number) / (last[0] as number) - 1)).toBeLessThan(0.005);
  });

  it('lets a real bulletin imported later win on its day (history and converter)', async () => {
    // Friday 13.11.2026, a sample day: the real bulletin (15:30) is stored beside the sample row (noon).
    const real = { code: 'EUR', buy: 48.9, sell: 49, value: 49, change: null, changePercent: null };
    const batch = { asOf: new Date('2026-11-13T15:30:00+03:00'), quotes: [real] };
    expect(await insertBulletin(database.db, 'tcmb', batch)).toBe(1);
    const history = await currencyHistory(database.db, 'EUR', '1m', '2026-11-20');
    expect(history.points.find((point) => point.date === '2026-11-13')).toMatchObject({ value: 49 });
    const rates = await ratesOn(database.db, '2026-11-15', ['EUR']);
    expect(rates).toMatchObject([{ value: 49, isSample: false }]);
  });

  it('ends a period on the newest bulletin day, not on a later today with no bulletin', async () => {
    // Months after the demo's last day (20.11.2026): the chart still shows its year, under its date.
    const later = await currencyHistory(database.db, 'USD', '1y', '2027-06-01');
    expect(later).toMatchObject({ from: '2025-11-20', to: '2026-11-20' });
    expect(later.points).toHaveLength(256);
    // Asked for a day before the newest bulletin, the period ends on that day.
    const earlier = await currencyHistory(database.db, 'USD', '1m', '2026-06-15');
    expect(earlier.to).toBe('2026-06-15');
    expect(earlier.points.at(-1)?.date).toBe('2026-06-15');
    // A code without any quote: the period ends today.
    expect((await currencyHistory(database.db, 'XYZ', '1m', '2027-06-01')).to).toBe('2027-06-01');
  });

  it('adds nothing when run again', async () => {
    expect(await seedMarket(database.db)).toBe(0);
  });
});
