import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesEtag, PreparedBody, sendPrepared } from './prepared-response.ts';

const json = JSON.stringify({ data: Array.from({ length: 80 }, (_, i) => ({ code: `C${i}`, rate: i })) });

describe('PreparedBody', () => {
  it('tags equal bytes equally and different bytes differently', () => {
    expect(new PreparedBody(json).etag).toBe(new PreparedBody(Buffer.from(json)).etag);
    expect(new PreparedBody(`${json} `).etag).not.toBe(new PreparedBody(json).etag);
    expect(new PreparedBody(json).etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('negotiates with q-values and compresses each form once', () => {
    const prepared = new PreparedBody(json);
    expect(prepared.has('br')).toBe(false);
    const br = prepared.encoded('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(prepared.encoded('br').body).toBe(br.body);
    expect(prepared.encoded('br;q=0.5, gzip').encoding).toBe('gzip');
    expect(gunzipSync(prepared.encoded('GZIP').body).toString()).toBe(json);
    expect(prepared.encoded('br;q=0, gzip;q=0, identity')).toEqual({
      body: prepared.body,
      encoding: undefined,
    });
    expect(prepared.encoded('deflate').encoding).toBeUndefined();
    expect(prepared.encoded(undefined).encoding).toBeUndefined();
  });

  it('makes its compressed forms off the event loop, which keeps turning meanwhile', async () => {
    const body = Buffer.from(Array.from({ length: 20_000 }, (_, i) => `<p>${i * 7919}</p>`).join(''));
    const prepared = new PreparedBody(body);
    let turns = 0;
    const ticker = setInterval(() => {
      turns += 1;
    }, 0);
    const pending = prepared.precompressAsync();
    expect(prepared.has('br')).toBe(false);
    await pending;
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(0);
    expect(prepared.has('br') && prepared.has('gzip')).toBe(true);
    expect(brotliDecompressSync(prepared.encoded('br').body).equals(body)).toBe(true);
    expect(gunzipSync(prepared.encoded('gzip').body).equals(body)).toBe(true);
  });

  it('sends small bodies as they are', () => {
    const small = new PreparedBody('{"data":[]}');
    expect(small.encoded('br, gzip')).toEqual({ body: small.body, encoding: undefined });
  });

  it('precompresses on demand and adopts the forms of an equal body only', () => {
    const first = new PreparedBody(json).precompress();
    expect(first.has('br') && first.has('gzip')).toBe(true);
    const same = new PreparedBody(json);
    same.adopt(first);
    expect(same.encoded('gzip').body).toBe(first.encoded('gzip').body);
    const other = new PreparedBody(`${json} `);
    other.adopt(first);
    expect(other.has('gzip')).toBe(false);
  });

  it('compares If-None-Match as a list, weakly, with *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"x", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('sendPrepared behind the global compress plugin', () => {
  const app = Fastify();
  const prepared = new PreparedBody(json);
  beforeAll(async () => {
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    app.get('/kept', (request, reply) => sendPrepared(request, reply.type('application/json'), prepared));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/kept', headers });

  it('sends the kept bytes in the negotiated encoding with ETag and Vary', async () => {
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      etag: prepared.etag,
      vary: 'accept-encoding',
    });
    expect(br.rawPayload.equals(prepared.encoded('br').body)).toBe(true);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
  });

  it('leaves a refused encoding uncompressed (the plugin does not compress it either)', async () => {
    const plain = await get({ 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
  });

  it('answers 304 without a body when the client holds this version', async () => {
    const again = await get({ 'if-none-match': `W/${prepared.etag}`, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(prepared.etag);
    expect((await get({ 'if-none-match': '"old"' })).statusCode).toBe(200);
  });
});
