import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { HttpError } from './lib/http-error.ts';
import { createTestDatabase, storeKind } from './test/test-db.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: { version: '9.9.9', webDir: '/nonexistent' }, database });
  // Routes that exist only in this test, to exercise the shared conventions.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          amount: z.number({ error: 'validation.required' }).positive(),
          maturity: z.number().int(),
          note: z.string().max(3),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  typed.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  typed.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  typed.get('/api/test/forbidden', async () => {
    throw new HttpError(403, 'http.403');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe(`API conventions (${storeKind()})`, () => {
  it('GET /api/health answers status, database and version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '9.9.9' });
  });

  it("Fastify's own errors (bad percent-encoding, an over-long path parameter) use the error shape and echo nothing", async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/api/%ff' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      message: 'Geçersiz istek.',
      errors: ['Adres geçersiz bir kodlama içeriyor.'],
    });
    const long = await app.inject({
      method: 'GET',
      url: `/api/Users/GetUserRoles/${'9'.repeat(300)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'Invalid request.',
      errors: ['A part of the address is too long.'],
    });
    expect(long.body).not.toContain('999');
  });

  it('an unknown /api path is 404 in the error shape, in the request language', async () => {
    const tr = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ message: 'İstenilen kaynak bulunamadı.' });
    const en = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ message: 'The requested resource was not found.' });
    const ar = await app.inject({ method: 'DELETE', url: '/api/x', headers: { 'accept-language': 'ar' } });
    expect(ar.json()).toEqual({ message: 'المورد المطلوب غير موجود.' });
  });

  it('a body failing validation is 400 listing every problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { amount: 'abc', maturity: 1.5, note: 'too long' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: string[] };
    expect(body.message).toBe('Geçersiz istek.');
    expect(body.errors).toHaveLength(3);
    expect(body.errors).toContain('Bu alan zorunludur.');
    expect(body.errors.some((text) => text.startsWith('maturity: '))).toBe(true);
    expect(body.errors.some((text) => text.startsWith('note: '))).toBe(true);
  });

  it('malformed JSON is 400 with a readable problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"amount": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request.',
      errors: ['The request body is not valid JSON.'],
    });
  });

  it('a valid body passes', async () => {
    const payload = { amount: 10, maturity: 12, note: 'ok' };
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: payload });
  });

  it('a server error leaves no stack trace or internal detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toEqual({ message: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.' });
  });

  it('an HttpError keeps its status and translated message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/forbidden',
      headers: { 'accept-language': 'sa' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'ليست لديك صلاحية لتنفيذ هذه العملية.' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/banks']));
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY names the proxy (docs/decisions/0007-proxy-trust.md)', async () => {
    const ipOf = async (target: FastifyInstance, remoteAddress: string) =>
      (
        await target.inject({
          method: 'GET',
          url: '/api/test/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
        })
      ).json().ip;
    expect(await ipOf(app, '127.0.0.1')).toBe('127.0.0.1');
    expect(await ipOf(app, '10.2.3.4')).toBe('10.2.3.4');

    const withProxy = async (trustProxy: string[]) => {
      const built = await buildApp({
        config: { version: 't', webDir: '/nonexistent', trustProxy },
        database,
      });
      built.get('/api/test/ip', async (request) => ({ ip: request.ip }));
      await built.ready();
      return built;
    };
    const listed = await withProxy(['10.0.0.0/8']);
    try {
      // Only the hops written by trusted proxies are believed: the client's own "198.51.100.7" is not.
      expect(await ipOf(listed, '10.2.3.4')).toBe('203.0.113.9');
      expect(await ipOf(listed, '192.0.2.1')).toBe('192.0.2.1');
    } finally {
      await listed.close();
    }
  });

  it('health answers 503 when the database is unreachable', async () => {
    const broken = await buildApp({
      config: { version: '1', webDir: '/nonexistent' },
      database: {
        ...database,
        ping: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable', version: '1' });
    await broken.close();
  });
});
