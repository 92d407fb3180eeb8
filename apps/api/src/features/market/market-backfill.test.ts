import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/fake-clock.ts';
import { startSourceServer } from '../../test/market-test-server.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { backfillRange } from './backfill-range.ts';
import { archiveUrlOf, backfillRates, bulletinPath, businessDays } from './market-backfill.ts';
import { ratesOn } from './market-history.ts';
import { quoteHistory } from './market-history-series.ts';
import { SAMPLE_BULLETIN_PATH } from './market-seed.ts';
import { marketImportRuns, marketQuotes } from './market-tables.ts';

const fixture = readFileSync(SAMPLE_BULLETIN_PATH, 'utf8');
/** The fixture bulletin re-dated, USD selling at `usd` (buying 0.1 below). */
const bulletin = (date: string, usd: string) => {
  const [year, month, day] = date.split('-');
  return fixture
    .replace('Tarih="28.09.2026"', `Tarih="${day}.${month}.${year}"`)
    .replace(
      '<ForexBuying>48.9008</ForexBuying>',
      `<ForexBuying>${(Number(usd) - 0.1).toFixed(4)}</ForexBuying>`,
    )
    .replace('<ForexSelling>48.9889</ForexSelling>', `<ForexSelling>${usd}</ForexSelling>`);
};

// Mon 16 to Fri 20 November 2026: Wednesday a holiday (404), Thursday malformed (cut off).
const ARCHIVE: Record<string, string> = {
  '/kurlar/202611/16112026.xml': bulletin('2026-11-16', '42.0000'),
  '/kurlar/202611/17112026.xml': bulletin('2026-11-17', '42.4200'),
  '/kurlar/202611/19112026.xml': bulletin('2026-11-19', '43.0000').slice(0, 1200),
  '/kurlar/202611/20112026.xml': bulletin('2026-11-20', '42.8000'),
};

const xml = (body: string) => ({ type: 'application/xml', body });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startSourceServer>>;
let archiveUrl = '';
const requested: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const routes = Object.fromEntries(Object.entries(ARCHIVE).map(([path, body]) => [path, xml(body)]));
  // A missing day is the archive's HTML 404 page.
  server = await startSourceServer(routes, {
    requested,
    notFound: { status: 404, type: 'text/html', body: '<h1>404</h1>' },
  });
  archiveUrl = archiveUrlOf(server.url('/kurlar/today.xml'));
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('archive addresses and days', () => {
  it('names a day by its dated address and skips weekends', () => {
    expect(bulletinPath('2021-01-04')).toBe('202101/04012021.xml');
    expect(archiveUrlOf('https://www.tcmb.gov.tr/kurlar/today.xml')).toBe('https://www.tcmb.gov.tr/kurlar/');
    expect(businessDays('2026-11-20', '2026-11-23')).toEqual(['2026-11-20', '2026-11-23']);
    expect(businessDays('2021-01-01', '2025-12-31')).toHaveLength(1304);
  });

  it('checks --from and --to', () => {
    const today = '2026-11-27';
    expect(backfillRange('2021-01-01', undefined, today)).toEqual({ from: '2021-01-01', to: today });
    expect(backfillRange('2021-02-30', undefined, today)).toHaveProperty('error');
    expect(backfillRange('2021-13-01', undefined, today)).toHaveProperty('error');
    expect(backfillRange('2021-01-01\u0000', undefined, today)).toHaveProperty('error');
    expect(backfillRange('x'.repeat(10_000), undefined, today)).toEqual({
      error: `--from "${'x'.repeat(20)}": must be a date YYYY-MM-DD`,
    });
    expect(backfillRange('1990-01-01', undefined, today)).toHaveProperty('error');
    expect(backfillRange('2026-11-01', '2026-12-01', today)).toHaveProperty('error');
    expect(backfillRange('2026-11-10', '2026-11-01', today)).toHaveProperty('error');
    expect(backfillRange(undefined, '2026-11-01', today)).toHaveProperty('error');
  });
});

describe('backfill from the dated archive', () => {
  it('stores each business day, takes a 404 as a holiday and skips a malformed day, one request a second', async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const result = await backfillRates(database.db, {
      archiveUrl,
      from: '2026-11-14',
      to: '2026-11-22',
      now: clock.now,
      sleep: clock.sleep,
      onProgress: (line) => lines.push(line),
    });
    // Saturday and Sunday are never asked for.
    expect(requested).toEqual([16, 17, 18, 19, 20].map((day) => `/kurlar/202611/${day}112026.xml`));
    expect(result).toMatchObject({ days: 5, stored: 3, skipped: 0, holidays: ['2026-11-18'] });
    expect(result.failed).toEqual([{ date: '2026-11-19', error: expect.stringContaining('malformed XML') }]);
    // 22 bulletin currencies (XDR as SEPET) plus EURUSD per stored day.
    expect(result.rows).toBe(3 * 23);
    // The requests were a second apart: the backfill waited before each but the first.
    expect(clock.waits).toEqual([1000, 1000, 1000, 1000]);
    expect(lines[0]).toBe('2026-11-16 (1/5): 23 quotes');
    expect(lines[2]).toBe('2026-11-18 (3/5): no bulletin (holiday)');
    expect(lines[3]).toMatch(/^2026-11-19 \(4\/5\): failed \(malformed XML.*\); skipped$/);
    const [run] = await database.db
      .select()
      .from(marketImportRuns)
      .where(eq(marketImportRuns.source, 'tcmb-archive'))
      .orderBy(desc(marketImportRuns.id));
    expect(run).toMatchObject({ ok: false, rows: 69, error: '1 days failed: 2026-11-19' });
  });

  it('keeps the day change against the previous stored bulletin', async () => {
    const usd = await quoteHistory(database.db, 'USD', '2026-11-01', '2026-11-30');
    expect(usd.map((day) => [day.date, day.value, day.isSample])).toEqual([
      ['2026-11-16', 42, false],
      ['2026-11-17', 42.42, false],
      ['2026-11-20', 42.8, false],
    ]);
    const rows = await database.db.select().from(marketQuotes).where(eq(marketQuotes.code, 'USD'));
    const byDay = new Map(rows.map((row) => [row.asOf.toISOString().slice(0, 10), row]));
    expect(byDay.get('2026-11-16')?.changePercent).toBeNull();
    // 42.42 / 42 − 1 = 1 %; Friday against Tuesday (the last good day): 42.8 − 42.42 = 0.38.
    expect(byDay.get('2026-11-17')?.changePercent).toBe(1);
    expect(byDay.get('2026-11-20')?.change).toBe(0.38);
  });

  it('gives a holiday or a malformed day the previous business day’s rates', async () => {
    for (const date of ['2026-11-18', '2026-11-19']) {
      const [usd] = await ratesOn(database.db, date, ['USD']);
      expect(usd?.sell).toBe(42.42);
      expect(usd?.asOf.toISOString()).toBe('2026-11-17T12:30:00.000Z');
    }
    const [weekend] = await ratesOn(database.db, '2026-11-22', ['USD']);
    expect(weekend?.sell).toBe(42.8);
    expect(await ratesOn(database.db, '2026-11-13', ['USD'])).toEqual([]);
  });

  it('resumes: a second run asks only for the days it lacks and adds nothing twice', async () => {
    requested.length = 0;
    const clock = fakeClock();
    const result = await backfillRates(database.db, {
      archiveUrl,
      from: '2026-11-16',
      to: '2026-11-20',
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(requested).toEqual(['/kurlar/202611/18112026.xml', '/kurlar/202611/19112026.xml']);
    expect(result).toMatchObject({ stored: 0, skipped: 3, rows: 0 });
    const usd = await quoteHistory(database.db, 'USD', '2026-11-01', '2026-11-30');
    expect(usd).toHaveLength(3);
  });

  it('records an unreachable archive as failed days and keeps going', async () => {
    const clock = fakeClock();
    const result = await backfillRates(database.db, {
      archiveUrl: 'http://127.0.0.1:9/kurlar/',
      from: '2026-11-02',
      to: '2026-11-03',
      now: clock.now,
      sleep: clock.sleep,
      timeoutMs: 2_000,
    });
    expect(result.failed.map((day) => day.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(result.stored).toBe(0);
  });
});
