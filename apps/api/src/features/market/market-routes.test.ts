import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startSourceServer } from '../../test/market-test-server.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { runRatesImport } from './market-scheduler.ts';
import { seedMarket } from './market-seed.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMarket(database.db);
  app = await buildApp({ config: { version: 'test', webDir: '/nonexistent' }, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Latest {
  data: {
    rates: { currencyName: string; currencyType: string; rate: number; changePercentage: number | null }[];
    indexData: { indexName: string; value: number; changeAmount: number; changePercentage: number }[];
    asOf: string | null;
    stale: boolean;
    isSample: boolean;
  };
}

describe(`GET /api/Currency/latest (${storeKind()})`, () => {
  it('answers the spec shape from the demo quotes, labelled sample with the as-of time', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Currency/latest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { data } = response.json() as Latest;
    expect(data).toMatchObject({ asOf: '2026-11-20T09:00:00.000Z', stale: false, isSample: true });
    const names = [...new Set(data.rates.map((rate) => rate.currencyName))];
    expect(names).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CHF',
      'JPY',
      'CAD',
      'AUD',
      'SEK',
      'NOK',
      'DKK',
      'XAU',
      'XAG',
      'SAR',
      'AED',
      'RUB',
      'EURUSD',
      'XAUUSD',
      'SEPET',
    ]);
    // The day change against the demo's previous bulletin (its sample change of USD: +0.12 %).
    const usdChange = expect.closeTo(0.12, 2);
    expect(data.rates.filter((rate) => rate.currencyName === 'USD')).toEqual([
      { currencyName: 'USD', currencyType: 'alis', rate: 48.9008, changePercentage: usdChange },
      { currencyName: 'USD', currencyType: 'satis', rate: 48.9889, changePercentage: usdChange },
    ]);
    // SEPET has only a buying rate in the bulletin.
    expect(data.rates.filter((rate) => rate.currencyName === 'SEPET').map((r) => r.currencyType)).toEqual([
      'alis',
    ]);
    const gram = data.rates.find((rate) => rate.currencyName === 'XAU');
    expect(gram?.rate).toBeCloseTo((4052.35 * 48.9889) / 31.1034768, 1);
    expect(gram?.changePercentage).toBe(0.42);
    expect(data.rates.find((rate) => rate.currencyName === 'XAG')?.changePercentage).toBe(-0.35);
    expect(data.indexData).toEqual([
      { indexName: 'BIST100', value: 10845.32, changeAmount: 84.61, changePercentage: 0.79 },
    ]);
  });

  it('sends Cache-Control and an ETag, and 304 without a body on If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/Currency/latest' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const other = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('sends the body pre-compressed with brotli or gzip when accepted', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/Currency/latest' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('is served from memory: the answer changes only when an import rebuilds the snapshot', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/Currency/latest' });
    const server = await startSourceServer({ '/down': { status: 500, body: 'boom' } });
    try {
      await runRatesImport(database.db, { tcmbUrl: server.url('/down'), timeoutMs: 500 });
    } finally {
      await server.close();
    }
    const after = await app.inject({ method: 'GET', url: '/api/Currency/latest' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { data } = after.json() as Latest;
    expect(data.stale).toBe(true);
    expect(data.rates.length).toBe((before.json() as Latest).data.rates.length);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/Currency/latest',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });
});
