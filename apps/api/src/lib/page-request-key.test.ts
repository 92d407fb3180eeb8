import type { SiteData } from '@pusula/core/contract/content.ts';
import { describe, expect, it } from 'vitest';
import { type BuiltRoute, pageTableOf } from './page-paths.ts';
import { pageRequestKeyOf } from './page-request-key.ts';

// The kept answer's key for a request, or where it is redirected (docs/security.md "Page rendering and
// caching"): the pages named by a last segment (currency, fund, guide) are checked against the site data.

const routes: Record<string, BuiltRoute> = {
  root: { id: 'root', path: '' },
  'routes/campaigns': { id: 'routes/campaigns', parentId: 'root', path: '/kampanyalar' },
  'routes/currency': { id: 'routes/currency', parentId: 'root', path: '/doviz/:code' },
  'routes/fund': { id: 'routes/fund', parentId: 'root', path: '/fonlar/:code' },
  'routes/guide': { id: 'routes/guide', parentId: 'root', path: '/avantajli-cozumler/:slug' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
};
const table = pageTableOf(routes);

const guide = { slug: 'kredi-hesaplama-rehberi' };
const site = {
  guide: async (slug: string) => (slug === guide.slug ? guide : null),
  guideAlias: async (slug: string) =>
    slug === 'loan-calculation-guide' ? { slug: guide.slug, lang: 'en' as const } : null,
  funds: { exists: async (code: string) => code === 'AAK' },
} as unknown as SiteData;

const keyOf = (url: string, cookie?: string) => pageRequestKeyOf(url, cookie, table, site);

describe('the kept answer of a page request', () => {
  it('keys a page by its path and language; a document without ?lang= varies by its cookie', async () => {
    expect(await keyOf('/kampanyalar')).toEqual({ key: '/kampanyalar', vary: 'cookie' });
    expect(await keyOf('/kampanyalar', 'lang=en')).toEqual({ key: '/kampanyalar?lang=en', vary: 'cookie' });
    expect(await keyOf('/kampanyalar?lang=sa&utm_source=x', 'lang=en')).toEqual({
      key: '/kampanyalar?lang=sa',
    });
    // A data request reads no language: neither the cookie nor a Vary.
    expect(await keyOf('/kampanyalar.data?_routes=root', 'lang=en')).toEqual({
      key: '/kampanyalar.data?_routes=root',
    });
  });

  it('serves a currency page at its lower-case code, redirects another form, and does not know others', async () => {
    expect(await keyOf('/doviz/usd')).toEqual({ key: '/doviz/usd', vary: 'cookie' });
    expect(await keyOf('/doviz/USD?lang=en')).toEqual({ location: '/doviz/usd?lang=en' });
    expect(await keyOf('/doviz/xyz')).toEqual({ key: '/__not-found', vary: 'cookie' });
  });

  it('serves a fund page at its upper-case code when the fund exists', async () => {
    expect(await keyOf('/fonlar/AAK')).toEqual({ key: '/fonlar/AAK', vary: 'cookie' });
    expect(await keyOf('/fonlar/aak?range=3m')).toEqual({ location: '/fonlar/AAK?range=3m' });
    expect(await keyOf('/fonlar/ZZZ')).toEqual({ key: '/__not-found', vary: 'cookie' });
    expect(await keyOf('/fonlar/A-B')).toEqual({ key: '/__not-found', vary: 'cookie' });
  });

  it('serves a guide at its Turkish slug and redirects an English slug to it in English', async () => {
    expect(await keyOf(`/avantajli-cozumler/${guide.slug}?lang=en`)).toEqual({
      key: `/avantajli-cozumler/${guide.slug}?lang=en`,
    });
    expect(await keyOf('/avantajli-cozumler/loan-calculation-guide')).toEqual({
      location: `/avantajli-cozumler/${guide.slug}?lang=en`,
    });
    expect(await keyOf('/avantajli-cozumler/yok-boyle-rehber', 'lang=sa')).toEqual({
      key: '/__not-found?lang=sa',
      vary: 'cookie',
    });
  });

  it('redirects a page asked in another form to its canonical path, keeping the query', async () => {
    expect(await keyOf('/KAMPANYALAR?lang=en')).toEqual({ location: '/kampanyalar?lang=en' });
    expect(await keyOf('/yok')).toEqual({ key: '/__not-found', vary: 'cookie' });
  });
});
