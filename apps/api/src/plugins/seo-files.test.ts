import type { SiteData } from '@pusula/core/contract/content.ts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSeoFiles } from './seo-files.ts';

const site = (codes: string[]): SiteData => ({
  siteUrl: 'https://example.test',
  campaigns: async () => [],
  guides: async () => [],
  guide: async () => null,
  guideAlias: async () => null,
  banks: async () => [],
  campaignsUpdatedAt: async () => '2026-11-20T00:00:00.000Z',
  version: () => 1,
  funds: {
    detail: async () => null,
    compare: async () => ({ range: '1y', funds: [], series: [], unknown: [] }),
    codes: async () => codes,
    exists: async (code) => codes.includes(code),
  },
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap with fund pages', () => {
  it('lists every fund page and the comparison in every language', async () => {
    const app = Fastify();
    registerSeoFiles(app, site(['AAK', 'AAL']), null);
    const xml = (await app.inject('/sitemap.xml')).body;
    for (const query of ['', '?lang=en', '?lang=sa'])
      for (const path of ['/fonlar/AAK', '/fonlar/AAL', '/fonlar/karsilastir'])
        expect(locs(xml)).toContain(`https://example.test${path}${query}`);
    expect(xml).not.toContain('<sitemapindex');
    await app.close();
  });

  it('lists the alert form in every language, never the pages of the mailed alert links', async () => {
    const app = Fastify();
    registerSeoFiles(app, site([]), null);
    const xml = (await app.inject('/sitemap.xml')).body;
    for (const query of ['', '?lang=en', '?lang=sa'])
      expect(locs(xml)).toContain(`https://example.test/alarmlar${query}`);
    expect(xml).toContain('hreflang="ar" href="https://example.test/alarmlar?lang=sa"');
    expect(locs(xml).filter((loc) => loc?.startsWith('https://example.test/alarmlar/'))).toEqual([]);
    await app.close();
  });

  it('becomes an index of files when the pages pass one file', async () => {
    const app = Fastify();
    const codes = Array.from({ length: 40 }, (_, i) => `F${String(i).padStart(2, '0')}`);
    registerSeoFiles(app, site(codes), null, 20);
    const index = (await app.inject('/sitemap.xml')).body;
    expect(index).toContain('<sitemapindex');
    const parts = locs(index);
    expect(parts.length).toBeGreaterThan(2);
    const listed = new Set<string>();
    for (const part of parts) {
      const answer = await app.inject(new URL(part as string).pathname);
      expect(answer.statusCode).toBe(200);
      const urls = locs(answer.body);
      expect(urls.length).toBeLessThanOrEqual(20 * 3);
      for (const url of urls) listed.add(url as string);
    }
    for (const code of codes) expect(listed).toContain(`https://example.test/fonlar/${code}?lang=en`);
    expect((await app.inject(`/sitemaps/${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/..%2Fx')).statusCode).toBe(404);
    await app.close();
  });
});
