import { describe, expect, it } from 'vitest';
import { type BuiltRoute, pageTableOf, targetOf } from './page-paths.ts';

// The shape of the web app's server build (apps/web/app/routes.ts), relative paths included.
const routes: Record<string, BuiltRoute> = {
  root: { id: 'root', path: '' },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true },
  'routes/campaigns': { id: 'routes/campaigns', parentId: 'root', path: '/kampanyalar' },
  'routes/tool': { id: 'routes/tool', parentId: 'root', path: '/hesaplama-araclari/kdv-hesaplama' },
  'routes/guide': { id: 'routes/guide', parentId: 'root', path: '/avantajli-cozumler/:slug' },
  layout: { id: 'layout', parentId: 'root' },
  'routes/admin': { id: 'routes/admin', parentId: 'layout', path: '/yonetim' },
  'routes/relative': { id: 'routes/relative', parentId: 'routes/admin', path: 'profil' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
};
const table = pageTableOf(routes);

describe('page paths', () => {
  it('reads every fixed page, the pages named by a last segment and the not-found routes', () => {
    expect([...table.pages.keys()].sort()).toEqual([
      '/',
      '/hesaplama-araclari/kdv-hesaplama',
      '/kampanyalar',
      '/yonetim',
      '/yonetim/profil',
    ]);
    expect(table.pages.get('/yonetim/profil')).toEqual(['root', 'layout', 'routes/admin', 'routes/relative']);
    expect(table.params.get('/avantajli-cozumler/')).toEqual(['root', 'routes/guide']);
    expect(table.notFoundIds).toEqual(['root', 'routes/not-found']);
  });

  it('serves a page only at its canonical path', () => {
    expect(targetOf('/kampanyalar?lang=en', table)).toEqual({
      kind: 'page',
      path: '/kampanyalar',
      ids: ['root', 'routes/campaigns'],
      data: false,
    });
    expect(targetOf('/', table)).toMatchObject({ kind: 'page', path: '/' });
    expect(targetOf('/_root.data?_routes=root', table)).toMatchObject({
      kind: 'page',
      path: '/',
      data: true,
    });
    expect(targetOf('/kampanyalar.data', table)).toMatchObject({ kind: 'page', data: true });
  });

  it('redirects case, percent-encoded and slash variants to the canonical path with their query', () => {
    const location = (url: string) => {
      const target = targetOf(url, table);
      return target.kind === 'redirect' ? target.location : target.kind;
    };
    expect(location('/KAMPANYALAR')).toBe('/kampanyalar');
    expect(location('/%6Bampanyalar?lang=en')).toBe('/kampanyalar?lang=en');
    expect(location('/Kampanyalar/')).toBe('/kampanyalar');
    expect(location('//kampanyalar//')).toBe('/kampanyalar');
    expect(location('/hesaplama-araclari/KDV-hesaplama?tutar=100&lang=sa')).toBe(
      '/hesaplama-araclari/kdv-hesaplama?tutar=100&lang=sa',
    );
    expect(location(`/KAMPANYALAR?${'x'.repeat(2000)}`)).toBe('/kampanyalar');
    expect(location('/KAMPANYALAR.data?_routes=root')).toBe('/kampanyalar.data?_routes=root');
    expect(location('//')).toBe('/');
    // Never off-site: a redirect names a known page.
    expect(location('//evil.example/')).toBe('not-found');
  });

  it('answers the not-found page for unknown paths, dot segments and bad escapes', () => {
    for (const url of [
      '/yok',
      '/kampanyalar/x',
      '/assets/../kampanyalar',
      '/assets/%2e%2e/kampanyalar',
      '/kampanyalar/.',
      '/%2Fkampanyalar',
      '/kampanyalar%5C',
      '/%E0%A4%A',
      '/%00',
      '/yok.data?_routes=root',
    ]) {
      expect(targetOf(url, table).kind, url).toBe('not-found');
    }
    expect(targetOf('/yok.data', table)).toEqual({ kind: 'not-found', data: true });
  });

  it('leaves a guide slug to the caller, lower case', () => {
    expect(targetOf('/avantajli-cozumler/Kredi-Rehberi?lang=en', table)).toEqual({
      kind: 'param',
      prefix: '/avantajli-cozumler/',
      value: 'kredi-rehberi',
      ids: ['root', 'routes/guide'],
      data: false,
      rawPath: '/avantajli-cozumler/Kredi-Rehberi',
    });
    expect(targetOf('/avantajli-cozumler', table).kind).toBe('not-found');
    expect(targetOf('/avantajli-cozumler/a/b', table).kind).toBe('not-found');
  });
});
