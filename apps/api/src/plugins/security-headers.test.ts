import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELMET_OPTIONS,
  NON_PAGE_CSP,
  registerSecurityHeaders,
  SECURITY_HEADERS,
} from './security-headers.ts';

/** The headers an answer carries beyond Fastify's own. */
function extraHeaders(headers: Record<string, unknown>) {
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));
}

describe('security headers (docs/security.md "Browser headers")', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(app);
    app.get('/api/x', async () => ({ data: [] }));
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    app.get('/page', async (_request, reply) =>
      reply.header('content-security-policy', "script-src 'self'").type('text/html').send('<p>'),
    );
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'SAMEORIGIN').send('x'));
    app.get('/api/docs/static/x', async () => 'viewer');
    app.get('/assets/app-1a2b.js', async (_request, reply) =>
      reply.header('etag', 'W/"1"').type('application/javascript').send('export {};'),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('are exactly what @fastify/helmet writes with the same options', async () => {
    const helmet = Fastify();
    await helmet.register(fastifyHelmet, HELMET_OPTIONS);
    helmet.get('/', async () => ({ data: [] }));
    const byHelmet = await helmet.inject({ method: 'GET', url: '/' });
    await helmet.close();
    expect(extraHeaders(byHelmet.headers)).toEqual(SECURITY_HEADERS);
  });

  it('an API answer, an error and a 404 carry them and the non-page policy, without HSTS over HTTP', async () => {
    for (const url of ['/api/x', '/api/boom', '/api/none']) {
      const response = await app.inject({ method: 'GET', url });
      expect(extraHeaders(response.headers), url).toEqual({
        ...SECURITY_HEADERS,
        'content-security-policy': NON_PAGE_CSP,
      });
    }
  });

  it('a hashed build file keeps nosniff and its resource policy, not the document headers; a missing one keeps all', async () => {
    const file = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(extraHeaders(file.headers)).toEqual({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    const missing = await app.inject({ method: 'GET', url: '/assets/none.js' });
    expect(missing.statusCode).toBe(404);
    expect(extraHeaders(missing.headers)).toEqual({
      ...SECURITY_HEADERS,
      'content-security-policy': NON_PAGE_CSP,
    });
  });

  it('a page keeps its own policy, a route may override a header, the OpenAPI viewer gets no policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toBe("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const framed = await app.inject({ method: 'GET', url: '/framed' });
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    const viewer = await app.inject({ method: 'GET', url: '/api/docs/static/x' });
    expect(viewer.headers['content-security-policy']).toBeUndefined();
    expect(viewer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('HSTS only when the request came over HTTPS (a trusted proxy says so)', async () => {
    const https = await app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
