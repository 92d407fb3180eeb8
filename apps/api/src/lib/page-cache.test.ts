import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, PageCache, pageKeyOf, pageOf } from './page-cache.ts';
import { pageLangOf } from './page-lang.ts';
import { NOT_FOUND_PATH } from './page-paths.ts';

const html = Buffer.from(`<html>${'<p>Kampanyalar</p>'.repeat(200)}</html>`);

describe('the rendered-page cache', () => {
  it('keeps the fund pages’ period and compared codes in the key, normalized and bounded', () => {
    const key = (path: string, query: string, data = false) =>
      pageKeyOf(path, data, ['root', 'routes/fund'], new URLSearchParams(query), 'tr');
    expect(key('/fonlar/AAK', 'range=3m&x=1')).toBe('/fonlar/AAK?range=3m');
    expect(key('/fonlar/AAK', 'range=1y')).toBe('/fonlar/AAK');
    expect(key('/fonlar/AAK', 'range=99y')).toBe('/fonlar/AAK');
    expect(key('/fonlar/AAK', 'range=6m', true)).toBe('/fonlar/AAK.data?range=6m');
    expect(key('/fonlar/karsilastir', 'kodlar=aak, AAL,aak')).toBe('/fonlar/karsilastir?kodlar=AAK%2CAAL');
    expect(key('/fonlar/karsilastir', 'kodlar=A,B,C,D')).toBe('/fonlar/karsilastir?kodlar=%21');
    expect(key('/fonlar/karsilastir', 'kodlar=%20')).toBe('/fonlar/karsilastir');
    expect(key('/kampanyalar', 'range=3m&kodlar=A')).toBe('/kampanyalar');
  });

  it('keys a page by its path and the query values it renders differently, so random queries share one copy', () => {
    const key = (
      path: string,
      query: string,
      data = false,
      ids = ['root', 'routes/campaigns'],
      cookie = '',
    ) => {
      const search = new URLSearchParams(query);
      return pageKeyOf(path, data, ids, search, pageLangOf(search, cookie));
    };
    expect(key('/kampanyalar', '')).toBe('/kampanyalar');
    expect(key('/kampanyalar', 'lang=en')).toBe('/kampanyalar?lang=en');
    expect(key('/kampanyalar', 'utm_source=x&lang=sa&b=2')).toBe('/kampanyalar?lang=sa');
    expect(key('/kampanyalar', 'lang=tr')).toBe('/kampanyalar');
    expect(key('/kampanyalar', 'lang=ar')).toBe('/kampanyalar?lang=sa');
    expect(key('/kampanyalar', 'lang=xx-random')).toBe('/kampanyalar');
    // A calculator's result link is read by the browser after hydration: the page's one copy.
    expect(key('/hesaplama-araclari/kdv-hesaplama', 'tutar=1000&oran=20&lang=en')).toBe(
      '/hesaplama-araclari/kdv-hesaplama?lang=en',
    );
    expect(key('/login', 'mode=register&next=x')).toBe('/login?mode=register');
    expect(key('/login', 'mode=zzz')).toBe('/login');
    expect(key('/kampanyalar', 'mode=register')).toBe('/kampanyalar');
    // Data requests: only the page's own routes count, in one order; the language is not read.
    expect(key('/kampanyalar', '_routes=routes%2Fcampaigns&z=1&lang=en', true)).toBe(
      '/kampanyalar.data?_routes=routes%2Fcampaigns',
    );
    expect(key('/kampanyalar', '_routes=routes/campaigns,x,root,y', true)).toBe(
      '/kampanyalar.data?_routes=root%2Croutes%2Fcampaigns',
    );
    expect(key('/kampanyalar', `_routes=${'r'.repeat(5000)}`, true)).toBe('/kampanyalar.data?_routes=');
    expect(key('/', '', true, ['root', 'routes/home'])).toBe('/_root.data');
    expect(key(NOT_FOUND_PATH, 'lang=en&x=1', false)).toBe(`${NOT_FOUND_PATH}?lang=en`);
  });

  it('keeps the query values the market pages render on the server, bounded', () => {
    const key = (path: string, query: string, data = false) => {
      const search = new URLSearchParams(query);
      return pageKeyOf(path, data, ['root', 'routes/x'], search, pageLangOf(search, ''));
    };
    expect(key('/doviz/usd', 'range=5y&utm=1&lang=en')).toBe('/doviz/usd?range=5y&lang=en');
    expect(key('/doviz/usd', 'range=10y')).toBe('/doviz/usd');
    expect(key('/doviz-cevirici', 'amount=100&from=USD&to=EUR&side=buy&date=2026-11-20&x=1')).toBe(
      '/doviz-cevirici?amount=100&from=USD&to=EUR&side=buy&date=2026-11-20',
    );
    expect(key('/doviz-cevirici', `amount=${'9'.repeat(5000)}&from=`)).toBe(
      `/doviz-cevirici?amount=${'9'.repeat(30)}`,
    );
    // Other pages never keep them.
    expect(key('/kampanyalar', 'amount=1&range=1m')).toBe('/kampanyalar');
  });

  it('keys a page asked with the language cookie as its ?lang= URL: no entry beyond the three languages', () => {
    const key = (query: string, cookie: string, data = false) => {
      const search = new URLSearchParams(query);
      return pageKeyOf(
        '/kampanyalar',
        data,
        ['root', 'routes/campaigns'],
        search,
        pageLangOf(search, cookie),
      );
    };
    expect(key('', 'lang=en')).toBe('/kampanyalar?lang=en');
    expect(key('tutar=5', 'a=1; lang=sa; b=2')).toBe('/kampanyalar?lang=sa');
    expect(key('', 'lang=tr')).toBe('/kampanyalar');
    // `?lang=` wins over the cookie, whatever it says.
    expect(key('lang=en', 'lang=sa')).toBe('/kampanyalar?lang=en');
    expect(key('lang=tr', 'lang=sa')).toBe('/kampanyalar');
    expect(key('lang=zz', 'lang=en')).toBe('/kampanyalar');
    // Unknown values are ignored (Turkish); only the exact storage codes count.
    for (const cookie of [
      'lang=ar',
      'lang=EN',
      'lang=en-US',
      `lang=${'x'.repeat(5000)}`,
      'xlang=en',
      'lang',
      '',
    ]) {
      expect([cookie, key('', cookie)]).toEqual([cookie, '/kampanyalar']);
    }
    // A cookie beyond the first 50 or past the first 4 KB of the header is not read.
    expect(key('', `${'a=1; '.repeat(50)}lang=en`)).toBe('/kampanyalar');
    expect(key('', `a=${'x'.repeat(4096)}; lang=en`)).toBe('/kampanyalar');
    // Data requests never carry the language.
    expect(key('_routes=root', 'lang=en', true)).toBe('/kampanyalar.data?_routes=root');
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
