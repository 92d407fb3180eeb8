import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoData } from '../demo-seed.ts';
import { getSiteData } from '../features/content/site-data.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { registerWebRender } from './web-render.ts';

// The production web build, as `npm test` makes it before this project runs (`npm run build`).
const webDir = resolve(import.meta.dirname, '../../../web/build/client');
if (!existsSync(resolve(webDir, '../server/index.js'))) {
  throw new Error(`No web build in ${webDir}: run \`npm run build\` before these tests.`);
}
const SITE = 'https://finansalpusula.example';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ config: { version: 't', webDir, siteUrl: SITE }, database, serveWeb: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A request with its path sent exactly as written (fetch would resolve `..` and escapes first). */
function raw(path: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('page rendering under floods (docs/security.md "Page rendering and caching")', () => {
  it('redirects case, percent-encoded and slash variants of a page to its canonical path', async () => {
    for (const [path, location] of [
      ['/KAMPANYALAR', '/kampanyalar'],
      ['/%6Bampanyalar?lang=en', '/kampanyalar?lang=en'],
      ['/kampanyalar/', '/kampanyalar'],
      [
        '/Hesaplama-Araclari/kdv-hesaplama?tutar=1000&oran=20',
        '/hesaplama-araclari/kdv-hesaplama?tutar=1000&oran=20',
      ],
      ['/avantajli-cozumler/KREDI-HESAPLAMA-REHBERI', '/avantajli-cozumler/kredi-hesaplama-rehberi'],
    ]) {
      const answer = await raw(path as string);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 301, location]);
    }
  });

  it('names the canonical path in the canonical link', async () => {
    const page = await raw('/kampanyalar?utm_source=x&lang=en');
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body.toString())).toBe(`${SITE}/kampanyalar?lang=en`);
    // A variant is never rendered under its own name: following the redirect gives the canonical page.
    const variant = await fetch(`${base}/KAMPANYALAR?lang=en`);
    expect(variant.url).toBe(`${base}/kampanyalar?lang=en`);
    expect(canonicalOf(await variant.text())).toBe(`${SITE}/kampanyalar?lang=en`);
    const guide = await raw('/avantajli-cozumler/kredi-hesaplama-rehberi');
    expect(canonicalOf(guide.body.toString())).toBe(`${SITE}/avantajli-cozumler/kredi-hesaplama-rehberi`);
  });

  it('answers every unknown path with the one not-found page of its language', async () => {
    const first = await raw('/yok-boyle-bir-sayfa');
    expect(first.status).toBe(404);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    for (const path of ['/a/b/c', '/avantajli-cozumler/yok', '/assets/yok.js', '/favicon.ico?x=1']) {
      const other = await raw(path);
      expect([path, other.status, other.headers.etag]).toEqual([path, 404, first.headers.etag]);
      expect(other.body.equals(first.body)).toBe(true);
    }
    const english = await raw('/yok?lang=en');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('lang="en"');
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the document headers with any HTML, whatever the raw path says', async () => {
    for (const path of ['/assets/../kampanyalar', '/assets/%2e%2e/kampanyalar', '/assets/./../iletisim']) {
      const answer = await raw(path);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.status, path).toBe(404);
    }
  });

  it('serves kept pages compressed, with the CSP hashing the scripts the page runs', async () => {
    const page = await raw('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).not.toContain('nonce=');
    const csp = String(page.headers['content-security-policy']);
    const scripts = [...html.matchAll(/<script(?![^>]*(?:src=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    const { createHash } = await import('node:crypto');
    for (const [, body] of scripts) {
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  });
});

describe('route discovery', () => {
  it('is no endpoint (every route comes with the first load): /__manifest is the not-found page', async () => {
    const notFound = await raw('/yok-boyle-bir-sayfa');
    const unknown = Array.from({ length: 300 }, (_, i) => `/y${i}`).join(',');
    for (const path of [
      '/__manifest',
      `/__manifest?paths=${encodeURIComponent(`/kampanyalar,${unknown}`)}&version=1`,
    ]) {
      const answer = await raw(path);
      expect([answer.status, answer.headers.etag]).toEqual([404, notFound.headers.etag]);
    }
  });
});

describe('the page cache stays bounded', () => {
  let bare: FastifyInstance;
  let cacheSize: () => number;
  beforeAll(async () => {
    bare = Fastify();
    await bare.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    const web = await registerWebRender(bare, webDir, getSiteData(database.db, SITE));
    if (!web.servesWeb) throw new Error('web build not served');
    cacheSize = web.cacheSize;
    bare.setNotFoundHandler((request, reply) => web.handle(request, reply));
  });
  afterAll(() => bare?.close());

  it('1,000 random paths, variants, ?_routes=, cookies and bad links add no entry beyond the pages asked', async () => {
    const get = (url: string, cookie = '') =>
      bare.inject({ url, headers: { 'accept-encoding': 'br, gzip', cookie } });
    // Every key the flood below can reach: a client-chosen `_routes` reduces to the page's routes it names.
    for (const url of [
      '/kampanyalar',
      '/kampanyalar.data?_routes=zz',
      '/kampanyalar.data?_routes=root',
      '/x',
      '/x.data?_routes=zz',
    ]) {
      await get(url);
    }
    // The language cookie reaches only the three languages; a bad link one 400 page per page and language.
    for (const cookie of ['lang=en', 'lang=sa']) await get('/kampanyalar', cookie);
    for (const cookie of ['', 'lang=en', 'lang=sa']) await get('/kampanyalar?x=%00', cookie);
    const size = cacheSize();
    const notFound = (await get('/bir-yol')).rawPayload;
    const random = () => Math.random().toString(36).slice(2);
    for (let i = 0; i < 1000; i += 1) {
      const answers = await Promise.all([
        get(`/${random()}/${random()}?q=${random()}`),
        get(`/kampanyalar?utm=${random()}&tutar=${random()}`),
        get(`/kampanyalar.data?_routes=${random()}`),
        get(`/kampanyalar.data?_routes=root,${random()}`),
        get(`/${random()}.data?_routes=${random()}`),
        get(`/kampanyalar?tutar=${random()}`, `lang=${random()}; lang=en`),
        get(`/kampanyalar?tutar=%00${random()}`, `a=${random()}; lang=${['en', 'sa', random()][i % 3]}`),
      ]);
      expect(answers[0]?.statusCode).toBe(404);
      expect(answers[0]?.rawPayload.equals(notFound)).toBe(true);
      expect(answers[1]?.statusCode).toBe(200);
      expect(answers[6]?.statusCode).toBe(400);
    }
    expect(cacheSize()).toBe(size);
  });
});
