import { Readable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../test/auth-test-kit.ts';
import { storeKind } from '../test/test-db.ts';
import {
  BODY_LIMITS,
  DEFAULT_BODY_LIMIT,
  registerRequestBounds,
  unlistedBodyRoutes,
} from './request-bounds.ts';

// docs/security.md "Bounded work per request": no compressed bodies, and each route's body limit.
let ctx: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => {
  await ctx?.close();
});

const LOGIN = JSON.stringify({ email: 'kimse', password: 'Gizli-Parola-42' });
/** 1 KB of gzip that inflates to 10 MB of nested arrays. */
const BOMB = gzipSync(Buffer.from(`{"a":${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}}`));
const ENCODINGS: [string, Buffer][] = [
  ['gzip', gzipSync(LOGIN)],
  ['deflate', deflateSync(LOGIN)],
  ['br', brotliCompressSync(LOGIN)],
  ['x-gzip', gzipSync(LOGIN)],
  ['GZIP', gzipSync(LOGIN)],
  ['identity, gzip', gzipSync(LOGIN)],
];

describe(`compressed request bodies (${storeKind()})`, () => {
  it.each(ENCODINGS)(
    'refuses a %s body to a JSON route with 415 in the request language',
    async (encoding, body) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          'accept-language': 'en',
        },
        payload: body,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Compressed request bodies are not accepted.',
        errors: ['Compressed request bodies are not accepted.'],
      });
    },
  );

  it('refuses a gzip bomb without inflating it, in Turkish by default, on every body route', async () => {
    expect(BOMB.length).toBeLessThan(64 * 1024);
    for (const url of ['/api/Auth/register', '/api/banks/search/ihtiyac', '/api/send_mail_contact.php']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: BOMB,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json().message, url).toBe('Sıkıştırılmış istek gövdesi kabul edilmiyor.');
    }
  });

  it('takes an identity-encoded body as usual', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: LOGIN,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe(`per-route body limits (${storeKind()})`, () => {
  it('gives every route that takes a body its own limit, and a modest default to the rest', async () => {
    expect(ctx.app.initialConfig.bodyLimit).toBe(DEFAULT_BODY_LIMIT);
    expect(DEFAULT_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024);
    for (const key of ['POST /api/Auth/login', 'POST /api/Auth/register', 'POST /api/Auth/change-password'])
      expect(BODY_LIMITS[key], key).toBeLessThanOrEqual(4 * 1024);
    for (const key of Object.keys(BODY_LIMITS)) {
      const [method = '', url = ''] = key.split(' ');
      expect(ctx.app.hasRoute({ method: method as 'POST', url }), key).toBe(true);
    }
    expect(unlistedBodyRoutes(ctx.app)).toEqual([]);
    // The check sees a route that is missing.
    const bare = Fastify();
    registerRequestBounds(bare);
    bare.post('/api/unlisted', async () => ({}));
    expect(unlistedBodyRoutes(bare)).toEqual(['POST /api/unlisted']);
    await bare.close();
  });

  it('answers an over-limit sign-in body with 413 in the error shape, before reading it', async () => {
    const limit = BODY_LIMITS['POST /api/Auth/login'] ?? 0;
    const payload = JSON.stringify({ email: 'a'.repeat(limit), password: 'x' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    const body = response.json() as { message: string; errors: string[] };
    expect(body.message).toBe('نص الطلب كبير جدًا لهذه العملية.');
    expect(body.errors).toEqual([body.message]);
  });

  it('cuts a chunked sign-in body (no declared length) at the limit with the same 413', async () => {
    const limit = BODY_LIMITS['POST /api/Auth/login'] ?? 0;
    const chunks = [`{"email":"`, 'a'.repeat(limit), '","password":"x"}'];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('İstek gövdesi bu işlem için çok büyük.');
  });

  it('still takes the largest valid registration (every character escaped) under its limit', async () => {
    const escaped = (char: string, count: number) =>
      `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`.repeat(count);
    const local = 'a'.repeat(255 - '@example.com'.length);
    // The longest password (128 characters) that the strength rule still takes: no repeated pattern.
    const letters = 'çğıöşüÇĞİÖŞÜabcdefghjkmnpqrstuvwxyz';
    let seed = 7;
    const password = Array.from({ length: 128 }, () => {
      seed = (seed * 48271) % 2147483647;
      return escaped(letters[seed % letters.length] ?? 'a', 1);
    }).join('');
    const payload = `{"userName":"${escaped('ş', 50)}","email":"${local}@example.com","password":"${password}"}`;
    expect(payload.length).toBeLessThanOrEqual(BODY_LIMITS['POST /api/Auth/register'] ?? 0);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
