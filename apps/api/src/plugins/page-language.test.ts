import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import { translate } from '@pusula/core/i18n/translate.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoData } from '../demo-seed.ts';
import { createTestDatabase } from '../test/test-db.ts';

// The production web build, as `npm test` makes it before this project runs (`npm run build`).
const webDir = resolve(import.meta.dirname, '../../../web/build/client');
if (!existsSync(resolve(webDir, '../server/index.js'))) {
  throw new Error(`No web build in ${webDir}: run \`npm run build\` before these tests.`);
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({
    config: { version: 't', webDir, siteUrl: 'https://finansalpusula.example' },
    database,
    serveWeb: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A request with its path sent exactly as written (fetch would refuse or re-encode a bad escape). */
function raw(path: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; html: string }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, html: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

/** What the first HTML says before any script runs: `<html lang dir>`, the title and the main heading. */
function firstPaintOf(html: string) {
  const root = /<html lang="([^"]*)" dir="([^"]*)"/.exec(html);
  return {
    lang: root?.[1],
    dir: root?.[2],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  };
}
const expected = (lang: Lang, dir: string, page: string) => ({
  lang,
  dir,
  title: `${translate(lang, `pages.${page}.title`)} | ${translate(lang, 'site.name')}`,
  h1: translate(lang, `pages.${page}.title`),
});

describe('the remembered language on the first HTML (docs/decisions/0015-language-cookie.md)', () => {
  it('renders a page asked with the lang cookie in that language, lang and dir included', async () => {
    const english = await raw('/kampanyalar', { cookie: 'lang=en' });
    expect(english.status).toBe(200);
    expect(firstPaintOf(english.html)).toEqual(expected('en', 'ltr', 'kampanyalar'));
    const arabic = await raw('/kampanyalar?tutar=5', { cookie: 'theme=x; lang=sa' });
    expect(firstPaintOf(arabic.html)).toEqual(expected('ar', 'rtl', 'kampanyalar'));
    // The same bytes as the page's `?lang=` URL: one kept copy per language, the canonical link `?lang=`-based.
    const asked = await raw('/kampanyalar?lang=sa');
    expect(arabic.headers.etag).toBe(asked.headers.etag);
    expect(arabic.html).toContain(
      '<link rel="canonical" href="https://finansalpusula.example/kampanyalar?lang=sa"/>',
    );
  });

  it('lets ?lang= win over the cookie, and reads an unknown cookie value as Turkish', async () => {
    expect(firstPaintOf((await raw('/kampanyalar?lang=en', { cookie: 'lang=sa' })).html)).toEqual(
      expected('en', 'ltr', 'kampanyalar'),
    );
    expect(firstPaintOf((await raw('/kampanyalar?lang=tr', { cookie: 'lang=sa' })).html)).toEqual(
      expected('tr', 'ltr', 'kampanyalar'),
    );
    const turkish = await raw('/kampanyalar');
    for (const cookie of ['lang=xx', 'lang=ar', 'lang=EN', `lang=${'e'.repeat(3000)}`, 'lang=']) {
      const answer = await raw('/kampanyalar', { cookie, 'accept-language': 'en' });
      expect([cookie, answer.headers.etag]).toEqual([cookie, turkish.headers.etag]);
    }
  });

  it('tells shared caches that a page asked without ?lang= varies by cookie (and only then)', async () => {
    const vary = async (path: string) => String((await raw(path, { cookie: 'lang=en' })).headers.vary);
    expect(await vary('/kampanyalar')).toBe('accept-encoding, cookie');
    expect(await vary('/yok-boyle-bir-sayfa')).toBe('accept-encoding, cookie');
    expect(await vary('/kampanyalar?lang=en')).toBe('accept-encoding');
    expect(await vary('/kampanyalar.data?_routes=root')).toBe('accept-encoding');
    // A client holding the Turkish copy gets the English one when its cookie says English.
    const turkish = await raw('/kampanyalar');
    const again = await raw('/kampanyalar', {
      cookie: 'lang=en',
      'if-none-match': String(turkish.headers.etag),
    });
    expect(again.status).toBe(200);
    expect(firstPaintOf(again.html).lang).toBe('en');
  });

  it('renders the not-found page in the cookie language too', async () => {
    const answer = await raw('/yok-boyle-bir-sayfa', { cookie: 'lang=sa' });
    expect(answer.status).toBe(404);
    expect(firstPaintOf(answer.html)).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      h1: translate('ar', 'pages.notFound.title'),
    });
  });
});

describe('a page link with a bad character (docs/security.md "Page rendering and caching")', () => {
  const badPage = (lang: Lang, dir: string) => ({
    lang,
    dir,
    title: `${translate(lang, 'pages.badRequest.title')} | ${translate(lang, 'site.name')}`,
    h1: translate(lang, 'pages.badRequest.title'),
  });

  it("answers the site's own 400 page in the site's shell, not JSON", async () => {
    for (const path of [
      '/?tutar=%00',
      '/hesaplama-araclari/kdv-hesaplama?tutar=%00&oran=20',
      '/hesaplama-araclari/kdv-hesaplama?tutar=%E0%A4%A',
      '/kampanyalar?x=%FF',
      '/yok?x=%01',
      '/kampanyalar%E0%A4%A',
    ]) {
      const answer = await raw(path);
      expect([path, answer.status, answer.headers['content-type']]).toEqual([
        path,
        400,
        'text/html; charset=utf-8',
      ]);
      expect(firstPaintOf(answer.html), path).toEqual(badPage('tr', 'ltr'));
      expect(answer.html, path).toContain(translate('tr', 'pages.badRequest.text'));
      // The shell: the header's navigation and the footer.
      expect(answer.html, path).toMatch(/<header[^>]*>[\s\S]*<footer/);
      expect(answer.headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('shows it in the page language: ?lang= or the cookie', async () => {
    expect(firstPaintOf((await raw('/kampanyalar?tutar=%00&lang=en')).html)).toEqual(badPage('en', 'ltr'));
    const arabic = await raw('/kampanyalar?tutar=%00', { cookie: 'lang=sa' });
    expect(arabic.status).toBe(400);
    expect(firstPaintOf(arabic.html)).toEqual(badPage('ar', 'rtl'));
  });

  it('keeps the JSON error shape under /api', async () => {
    const answer = await raw('/api/health?x=%00');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.html)).toEqual({
      message: translate('tr', 'http.400'),
      errors: [translate('tr', 'validation.invalidText', { field: 'x' })],
    });
  });
});
