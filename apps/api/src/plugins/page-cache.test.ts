import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, encodedBody, PageCache, pageOf } from './page-cache.ts';

const html = Buffer.from(`<html>${'<p>Kampanyalar</p>'.repeat(200)}</html>`);

describe('the rendered-page cache', () => {
  it('keys a page by its path and language only, so random queries share one copy', () => {
    expect(cacheKeyOf('/kampanyalar')).toBe('/kampanyalar');
    expect(cacheKeyOf('/kampanyalar?lang=en')).toBe('/kampanyalar?lang=en');
    expect(cacheKeyOf('/kampanyalar?utm_source=x&lang=sa&b=2')).toBe('/kampanyalar?lang=sa');
    expect(cacheKeyOf('/kampanyalar?utm_source=x')).toBe('/kampanyalar');
    expect(cacheKeyOf('/kampanyalar?lang=tr')).toBe('/kampanyalar');
    expect(cacheKeyOf('/kampanyalar?lang=ar')).toBe('/kampanyalar?lang=sa');
    expect(cacheKeyOf('/kampanyalar?lang=xx-random')).toBe('/kampanyalar');
    expect(cacheKeyOf('/kampanyalar.data?_routes=routes%2Fcampaigns&z=1')).toBe(
      '/kampanyalar.data?_routes=routes%2Fcampaigns',
    );
    expect(cacheKeyOf('/login?mode=register')).toBeNull();
    expect(cacheKeyOf('/__manifest?paths=%2Fyonetim&version=b799b607')).toBeNull();
    expect(cacheKeyOf(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('compresses once per page in the encoding the client accepts', () => {
    const page = pageOf(200, {}, html, 1);
    const br = encodedBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(encodedBody(page, 'br').body).toBe(br.body);
    const gz = encodedBody(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    expect(encodedBody(page, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodedBody(page, undefined)).toEqual({ body: html, encoding: undefined });
  });

  it('gives equal bytes equal ETags and reuses their compressed forms', () => {
    const cache = new PageCache(2);
    const first = pageOf(200, {}, html, 1);
    encodedBody(first, 'br');
    cache.set('/', first);
    const again = pageOf(200, {}, Buffer.from(html), 2);
    expect(again.etag).toBe(first.etag);
    cache.set('/', again);
    expect(cache.get('/')?.prepared.has('br')).toBe(true);
    expect(encodedBody(again, 'br').body).toBe(encodedBody(first, 'br').body);
    const changed = pageOf(200, {}, Buffer.from(`${html}x`), 3);
    expect(changed.etag).not.toBe(first.etag);
    cache.set('/', changed);
    expect(changed.prepared.has('br')).toBe(false);
  });

  it('drops the oldest page when full', () => {
    const cache = new PageCache(2);
    cache.set('/a', pageOf(200, {}, html, 1));
    cache.set('/b', pageOf(200, {}, html, 1));
    cache.set('/c', pageOf(200, {}, html, 1));
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });
});
