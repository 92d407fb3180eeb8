import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { insertBulletin } from './market-history.ts';
import { seedMarket } from './market-seed.ts';
import type { QuoteBatch } from './market-types.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

const bulletin = (date: string, usd: number, eur: number): QuoteBatch => ({
  asOf: new Date(`${date}T15:30:00+03:00`),
  quotes: [
    { code: 'USD', buy: usd - 0.1, sell: usd, value: usd, change: null, changePercent: null },
    { code: 'EUR', buy: eur - 0.1, sell: eur, value: eur, change: null, changePercent: null },
  ],
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMarket(database.db);
  // Two real bulletins a week before the demo day: Thursday 12 and Friday 13 November 2026.
  await insertBulletin(database.db, 'tcmb', bulletin('2026-11-12', 42, 48));
  await insertBulletin(database.db, 'tcmb', bulletin('2026-11-13', 42.5, 49));
  app = await buildApp({ config: { version: 'test', webDir: '/nonexistent' }, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, lang = 'tr') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe(`GET /api/Currency/history/{code} (${storeKind()})`, () => {
  it('answers a code’s daily series, oldest first, sample days labelled', async () => {
    const response = await get('/api/Currency/history/usd?range=5y');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ code: 'USD', range: '5y', isSample: true });
    const dates = data.points.map((point: { date: string }) => point.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(expect.arrayContaining(['2026-11-12', '2026-11-13', '2026-11-20']));
    expect(data.points.find((point: { date: string }) => point.date === '2026-11-13')).toEqual({
      date: '2026-11-13',
      buy: 42.4,
      sell: 42.5,
      value: 42.5,
    });
  });

  it('refuses an unknown code or period with the message in the asked language', async () => {
    const code = await get('/api/Currency/history/XYZ');
    expect(code.statusCode).toBe(400);
    expect(code.json().errors).toEqual(['Bu kod için sayfa yok.']);
    const range = await get('/api/Currency/history/USD?range=10y', 'en');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual(['The period must be 1m, 3m, 1y or 5y.']);
    const long = await get(`/api/Currency/history/${'A'.repeat(5000)}`);
    expect([400, 414]).toContain(long.statusCode);
  });
});

describe(`GET /api/Currency/convert (${storeKind()})`, () => {
  it('converts through the lira with the bulletin of the date', async () => {
    // 100 USD → EUR on 13.11.2026 selling rates: 100 × 42.5 / 49 = 86.734693… → 86.7347
    const response = await get('/api/Currency/convert?amount=100&from=USD&to=EUR&side=sell&date=2026-11-13');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      amount: 100,
      from: 'USD',
      to: 'EUR',
      side: 'sell',
      date: '2026-11-13',
      bulletinDate: '2026-11-13',
      result: 86.7347,
      rate: 0.867347,
      isSample: false,
    });
  });

  it('uses the previous business day on a weekend', async () => {
    // Sunday 15.11.2026: Friday's buying rate, 1,000 × 42.4 = 42,400.00 TL.
    const response = await get('/api/Currency/convert?amount=1000&from=USD&to=TRY&side=buy&date=2026-11-15');
    expect(response.json().data).toMatchObject({ bulletinDate: '2026-11-13', result: 42400 });
  });

  it('today uses the newest stored bulletin, named and labelled sample', async () => {
    // The demo's sample bulletin of 20.11.2026: 100 × 48.9889 = 4,898.89 TL.
    const response = await get('/api/Currency/convert?amount=100&from=USD&to=TRY');
    expect(response.json().data).toMatchObject({
      bulletinDate: '2026-11-20',
      result: 4898.89,
      isSample: true,
    });
  });

  it('answers 404 when no bulletin is near the date, 400 with each problem otherwise', async () => {
    const none = await get('/api/Currency/convert?amount=1&from=USD&to=TRY&date=2001-01-02');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Seçilen tarih için kur bulunamadı.');
    const bad = await get('/api/Currency/convert?amount=abc&from=USD&to=XXX&side=both&date=2026-13-01', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'Please enter a valid amount.',
      'Please choose a currency from the list.',
      'The rate must be buying or selling.',
      'Please enter a valid date.',
    ]);
    const nul = await get('/api/Currency/convert?amount=1%00&from=USD&to=TRY');
    expect(nul.statusCode).toBe(400);
  });
});
