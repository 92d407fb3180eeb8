import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/fake-clock.ts';
import { startSourceServer } from '../../test/market-test-server.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { catchUpRates, lastRealBulletinDay } from './market-catch-up.ts';
import { insertBulletin } from './market-history.ts';
import { quoteHistory } from './market-history-series.ts';
import { runRatesImport } from './market-scheduler.ts';
import { seedMarket } from './market-seed.ts';
import { marketImportRuns, marketQuotes } from './market-tables.ts';
import { parseTcmbXml } from './tcmb-parser.ts';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, 'test-fixtures', name), 'utf8');
const xml = (name: string) => ({ type: 'application/xml', body: fixture(name) });

let source: Awaited<ReturnType<typeof startSourceServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  source = await startSourceServer({
    '/kurlar/today.xml': xml('tcmb-27112026.xml'),
    '/kurlar/202611/23112026.xml': xml('tcmb-23112026.xml'),
    // 24.11.2026: no file, the archive's 404 (a holiday).
    '/kurlar/202611/25112026.xml': xml('tcmb-25112026-truncated.xml'),
    '/kurlar/202611/26112026.xml': xml('tcmb-26112026.xml'),
  });
});
afterAll(() => source?.close());

beforeEach(async () => {
  await database?.drop();
  database = await createTestDatabase();
  await seedMarket(database.db);
});
afterAll(() => database?.drop());

const realDays = async (code: string) =>
  (await quoteHistory(database.db, code, '2026-11-01', '2026-11-30'))
    .filter((day) => !day.isSample)
    .map((day) => day.date);

describe(`the scheduled rates import catches up missed business days (${storeKind()})`, () => {
  it('fills the days since the newest real bulletin, then imports today against yesterday', async () => {
    await insertBulletin(database.db, 'tcmb', parseTcmbXml(fixture('tcmb-20112026.xml')));
    const clock = fakeClock();
    const results = await runRatesImport(database.db, {
      tcmbUrl: source.url('/kurlar/today.xml'),
      catchUp: { today: '2026-11-27', sleep: clock.sleep, now: clock.now },
    });
    // Today's USD, EUR and the EUR/USD parity read from them.
    expect(results).toMatchObject([{ source: 'tcmb', ok: true, rows: 3 }]);
    // 23 and 26 stored; 24 a holiday (404); 25 malformed: skipped, nothing of it stored.
    expect(await realDays('USD')).toEqual(['2026-11-20', '2026-11-23', '2026-11-26', '2026-11-27']);
    // Four requests (23–26), one a second: three waits of a second on the still clock.
    expect(clock.waits).toEqual([1000, 1000, 1000]);
    const [archive] = await database.db
      .select()
      .from(marketImportRuns)
      .where(eq(marketImportRuns.source, 'tcmb-archive'))
      .orderBy(asc(marketImportRuns.id));
    expect(archive).toMatchObject({ ok: false, rows: 6, error: '1 days failed: 2026-11-25' });
    // Today's change is against 26.11 (49.7 − 49.5 = 0.2), not against 20.11.
    const [today] = await database.db
      .select()
      .from(marketQuotes)
      .where(and(eq(marketQuotes.code, 'USD'), eq(marketQuotes.asOf, new Date('2026-11-27T15:30:00+03:00'))));
    expect(today?.change).toBeCloseTo(0.2, 6);
    // 23.11's change is against 20.11 (49.2 − 49.1), real against real.
    const [monday] = await database.db
      .select()
      .from(marketQuotes)
      .where(and(eq(marketQuotes.code, 'USD'), eq(marketQuotes.asOf, new Date('2026-11-23T15:30:00+03:00'))));
    expect(monday?.change).toBeCloseTo(0.1, 6);
  });

  it('asks nothing once the newest real bulletin is yesterday or today, nor on demo data only', async () => {
    expect(await lastRealBulletinDay(database.db)).toBeNull();
    expect(
      await catchUpRates(database.db, { tcmbUrl: source.url('/kurlar/today.xml'), today: '2026-11-27' }),
    ).toBeNull();
    await insertBulletin(database.db, 'tcmb', parseTcmbXml(fixture('tcmb-26112026.xml')));
    expect(await lastRealBulletinDay(database.db)).toBe('2026-11-26');
    expect(
      await catchUpRates(database.db, { tcmbUrl: source.url('/kurlar/today.xml'), today: '2026-11-27' }),
    ).toBeNull();
    const runs = await database.db.select().from(marketImportRuns);
    expect(runs).toEqual([]);
  });

  it('looks back at most 31 days however old the newest real bulletin is', async () => {
    await insertBulletin(database.db, 'tcmb', {
      ...parseTcmbXml(fixture('tcmb-20112026.xml')),
      asOf: new Date('2026-09-01T15:30:00+03:00'),
    });
    const clock = fakeClock();
    const result = await catchUpRates(database.db, {
      tcmbUrl: source.url('/kurlar/today.xml'),
      today: '2026-11-27',
      sleep: clock.sleep,
      now: clock.now,
    });
    // 27.10 – 26.11.2026 (31 days): 23 weekdays (Oct 27–30, then 19 in November up to Thursday the 26th).
    expect(result?.days).toBe(23);
    expect(result?.stored).toBe(2);
    expect(result?.holidays[0]).toBe('2026-10-27');
    expect(result?.holidays).toHaveLength(20);
    expect(clock.waits).toHaveLength(22);
  });
});
