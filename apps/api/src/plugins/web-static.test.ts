import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

const webDir = mkdtempSync(join(tmpdir(), 'pusula-web-'));
let app: FastifyInstance;
const noDatabase = { ping: async () => {} } as unknown as Database;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'kampanyalar'));
  writeFileSync(join(webDir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(webDir, 'kampanyalar/index.html'), '<h1>kampanyalar</h1>');
  writeFileSync(join(webDir, '__spa-fallback.html'), '<div>fallback</div>');
  const script = 'console.log("x");'.repeat(100);
  writeFileSync(join(webDir, 'assets/app-abc123.js'), script);
  writeFileSync(join(webDir, 'assets/app-abc123.js.gz'), gzipSync(script));
  app = await buildApp({ config: { version: '1', webDir }, database: noDatabase, serveWeb: true });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves prerendered pages by path, with or without the trailing slash, revalidated', async () => {
    for (const url of ['/', '/kampanyalar', '/kampanyalar/', '/kampanyalar?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/kampanyalar' })).body).toBe('<h1>kampanyalar</h1>');
  });

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the admin console from the client-side fallback with 200', async () => {
    const response = await app.inject({ url: '/yonetim/kullanicilar' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div>fallback</div>');
  });

  it('answers unknown pages with the fallback (the app shows not-found) and status 404', async () => {
    const response = await app.inject({ url: '/olmayan-sayfa' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<div>fallback</div>');
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const response = await app.inject({ url: '/api/olmayan' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'İstenilen kaynak bulunamadı.' });
  });
});
