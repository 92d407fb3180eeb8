import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSourceServer } from '../../test/market-test-server.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { latestQuotes } from './market-repository.ts';
import { runRatesImport } from './market-scheduler.ts';
import { SAMPLE_BULLETIN_PATH, seedMarket } from './market-seed.ts';
import { loadSnapshot } from './market-snapshot.ts';
import { marketImportRuns, marketQuotes } from './market-tables.ts';

const fixture = readFileSync(SAMPLE_BULLETIN_PATH, 'utf8');
// A later bulletin: the fixture re-dated to 23.11.2026 with USD moved to 49.5000 / 49.6000.
const nextBulletin = fixture
  .replace('Tarih="28.09.2026"', 'Tarih="23.11.2026"')
  .replace('<ForexBuying>48.9008</ForexBuying>', '<ForexBuying>49.5000</ForexBuying>')
  .replace('<ForexSelling>48.9889</ForexSelling>', '<ForexSelling>49.6000</ForexSelling>');
// The next working day's bulletin (24.11.2026), USD at 49.7000 / 49.8000.
const dayAfter = nextBulletin
  .replace('Tarih="23.11.2026"', 'Tarih="24.11.2026"')
  .replace('<ForexBuying>49.5000</ForexBuying>', '<ForexBuying>49.7000</ForexBuying>')
  .replace('<ForexSelling>49.6000</ForexSelling>', '<ForexSelling>49.8000</ForexSelling>');
const providerDoc = JSON.stringify({
  asOf: '2026-11-23T12:30:00Z',
  quotes: [
    { code: 'XAUUSD', value: 4100 },
    { code: 'XAGUSD', value: 50 },
    { code: 'BIST100', value: 11000, change: 154.68, changePercent: 1.43 },
  ],
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let source: Awaited<ReturnType<typeof startSourceServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMarket(database.db);
  source = await startSourceServer({
    '/truncated.xml': { type: 'application/xml', body: fixture.slice(0, 1500) },
    '/maintenance.html': {
      type: 'text/html',
      body: '<!DOCTYPE html><html><body><h1>Bakım</h1></body></html>',
    },
    '/down': { status: 503, body: 'Service Unavailable' },
    '/hang': 'hang',
    '/error.json': { type: 'application/json', body: '{"errorCode":1,"errorMessage":"limit"}' },
    '/next.xml': { type: 'application/xml', body: nextBulletin },
    '/day-after.xml': { type: 'application/xml', body: dayAfter },
    '/provider.json': { type: 'application/json', body: providerDoc },
  });
});

afterAll(async () => {
  await source?.close();
  await database?.drop();
});

const runs = () => database.db.select().from(marketImportRuns).orderBy(asc(marketImportRuns.id));
const quoteCount = async () => (await database.db.select({ id: marketQuotes.id }).from(marketQuotes)).length;
const usdValue = async () => (await latestQuotes(database.db)).find((row) => row.code === 'USD')?.value;

describe(`rates importers against broken and good sources (${storeKind()})`, () => {
  it('starts from the demo seed: sample quotes, not stale; seeding again adds nothing', async () => {
    const before = await quoteCount();
    // The sample year: 261 business days (11.11.2025 – 18.11.2026 without weekends and the fixed-date
    // holidays) × the bulletin's 15 ticker codes, and 262 days (19.11.2026 too) × 4 provider codes;
    // then the sample previous bulletin (23 codes of 19.11.2026: every bulletin currency, XDR as SEPET,
    // and EURUSD), then the demo day's 27 quotes (the bulletin's 23 and 4 provider quotes).
    expect(before).toBe(261 * 15 + 262 * 4 + 50);
    expect(await seedMarket(database.db)).toBe(0);
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.data).toMatchObject({ stale: false, isSample: true, asOf: '2026-11-20T09:00:00.000Z' });
  });

  it("the demo seed gives every served quote a day change, the bulletin's from its previous day", async () => {
    const { rates, indexData } = (await loadSnapshot(database.db)).data;
    expect(rates.length).toBeGreaterThan(15);
    expect(rates.filter((rate) => typeof rate.changePercentage !== 'number')).toEqual([]);
    expect(indexData.map((index) => index.changePercentage)).toEqual([0.79]);
    const usd = rates.find((rate) => rate.currencyName === 'USD' && rate.currencyType === 'satis');
    expect(usd?.changePercentage).toBeCloseTo(0.12, 2);
    const sepet = rates.find((rate) => rate.currencyName === 'SEPET');
    expect(sepet?.changePercentage).toBe(0);
  });

  it.each([
    ['truncated XML', '/truncated.xml', /malformed XML/],
    ['HTML instead of XML', '/maintenance.html', /malformed XML|not a bulletin/],
    ['an HTTP error', '/down', /HTTP 503/],
    ['a time-out', '/hang', /hang did not answer within 300 ms/],
  ])('%s keeps the good quotes, sets stale and writes a run-log row', async (_name, path, reason) => {
    const quotesBefore = await quoteCount();
    const runsBefore = (await runs()).length;
    const [result] = await runRatesImport(database.db, { tcmbUrl: source.url(path), timeoutMs: 300 });
    expect(result).toMatchObject({ source: 'tcmb', ok: false, rows: 0 });
    expect(result?.error).toMatch(reason);
    expect(await quoteCount()).toBe(quotesBefore);
    expect(await usdValue()).toBe(48.9889);
    const log = await runs();
    expect(log).toHaveLength(runsBefore + 1);
    expect(log.at(-1)).toMatchObject({ source: 'tcmb', ok: false, rows: 0 });
    expect(log.at(-1)?.error).toMatch(reason);
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.data.stale).toBe(true);
    expect(snapshot.data.asOf).toBe('2026-11-20T09:00:00.000Z');
    expect(
      snapshot.data.rates.find((r) => r.currencyName === 'USD' && r.currencyType === 'satis')?.rate,
    ).toBe(48.9889);
  });

  it('a provider error body (inside HTTP 200) and a provider HTML page are failures too', async () => {
    for (const path of ['/error.json', '/maintenance.html']) {
      const [, provider] = await runRatesImport(database.db, {
        tcmbUrl: source.url('/down'),
        providerUrl: source.url(path),
        timeoutMs: 300,
      });
      expect(provider).toMatchObject({ source: 'provider', ok: false });
      expect((await runs()).at(-1)).toMatchObject({ source: 'provider', ok: false });
    }
    expect((await latestQuotes(database.db)).find((row) => row.code === 'XAU')?.isSample).toBe(true);
  });

  it('a good bulletin and provider document append history, compute changes and clear stale', async () => {
    const before = await quoteCount();
    const results = await runRatesImport(database.db, {
      tcmbUrl: source.url('/next.xml'),
      providerUrl: source.url('/provider.json'),
      timeoutMs: 2000,
    });
    expect(results.map((r) => [r.source, r.ok, r.rows])).toEqual([
      ['tcmb', true, 23], // every bulletin currency (XDR as SEPET) and EURUSD
      ['provider', true, 4], // XAU, XAG (derived), XAUUSD, BIST100
    ]);
    expect(await quoteCount()).toBe(before + 27);
    const latest = new Map((await latestQuotes(database.db)).map((row) => [row.code, row]));
    const usd = latest.get('USD');
    // The first real bulletin has no real previous one: no change, never one against the sample data.
    expect(usd).toMatchObject({ value: 49.6, isSample: false, change: null, changePercent: null });
    // Gram gold from the ounce price and the freshly imported USD rate.
    expect(latest.get('XAU')?.value).toBeCloseTo((4100 * 49.6) / 31.1034768, 5);
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.data).toMatchObject({ stale: false, isSample: false, asOf: '2026-11-23T12:30:00.000Z' });
    expect(snapshot.data.indexData).toEqual([
      { indexName: 'BIST100', value: 11000, changeAmount: 154.68, changePercentage: 1.43 },
    ]);
    // Importing the same bulletin again adds no row.
    const [again] = await runRatesImport(database.db, { tcmbUrl: source.url('/next.xml') });
    expect(again).toMatchObject({ ok: true, rows: 0 });
  });

  it("the next day's bulletin gets the day change against the previous bulletin, served on every rate", async () => {
    const [result] = await runRatesImport(database.db, { tcmbUrl: source.url('/day-after.xml') });
    expect(result).toMatchObject({ ok: true, rows: 23 });
    const usd = (await latestQuotes(database.db)).find((row) => row.code === 'USD');
    expect(usd?.change).toBeCloseTo(49.8 - 49.6, 6);
    expect(usd?.changePercent).toBeCloseTo(((49.8 - 49.6) / 49.6) * 100, 4);
    const { rates } = (await loadSnapshot(database.db)).data;
    const served = rates.find((rate) => rate.currencyName === 'USD' && rate.currencyType === 'satis');
    expect(served?.changePercentage).toBeCloseTo(((49.8 - 49.6) / 49.6) * 100, 4);
    // Every other code kept its rate: a change of 0, not a missing one.
    const eur = rates.find((rate) => rate.currencyName === 'EUR' && rate.currencyType === 'satis');
    expect(eur?.changePercentage).toBe(0);
  });
});
