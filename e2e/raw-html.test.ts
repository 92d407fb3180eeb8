import { NAMESPACES } from '@pusula/core/i18n/namespaces.ts';
import { resources } from '@pusula/core/i18n/resources.ts';
import { leafKeys } from '@pusula/core/i18n/translate.ts';
import {
  ALERT_CONFIRM_PATH,
  ALERT_MANAGE_PATH,
  ALERT_UNSUBSCRIBE_PATH,
  PUBLIC_PATHS,
} from '@pusula/core/site/routes.ts';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, visiting } from './support/browser.ts';
import { openHydrated } from './support/page-helpers.ts';
import { readHead } from './support/server-html.ts';

/**
 * What a search engine or a link preview reads: each public route's server HTML, in each language,
 * before any script runs. Every page has its own title and description, a canonical link to itself,
 * hreflang alternates, Open Graph tags, parsable JSON-LD and its main heading.
 */
const browser = fileBrowser();

const LANGS = [
  { code: 'tr', query: '', lang: 'tr', dir: 'ltr' },
  { code: 'en', query: '?lang=en', lang: 'en', dir: 'ltr' },
  { code: 'sa', query: '?lang=sa', lang: 'ar', dir: 'rtl' },
] as const;
const SITE_TYPES = ['WebSite', 'Organization', 'LocalBusiness'];
/**
 * Text keys as a missing text shows them: the app's t() answers the key (with or without its namespace).
 * Only dotted keys, so a one-word key never matches ordinary text.
 */
const TEXT_KEYS: ReadonlySet<string> = new Set(
  NAMESPACES.flatMap((ns) => leafKeys(resources.tr[ns]).flatMap((key) => [key, `${ns}:${key}`])).filter(
    (key) => key.includes('.'),
  ),
);
const FAQ_PAGES = [
  '/hesaplama-araclari/kdv-hesaplama',
  '/hesaplama-araclari/mevduat-hesaplama',
  '/hesaplama-araclari/ihtiyac-kredisi',
  '/hesaplama-araclari/maas-hesaplama',
  '/hesaplama-araclari/kredi-yapilandirma-hesaplama',
  '/hesaplama-araclari/kredi-karti-borc-hesaplama',
  '/hesaplama-araclari/kmh-faiz-hesaplama',
  '/hesaplama-araclari/kira-artis-hesaplama',
  '/hesaplama-araclari/enflasyon-hesaplama',
];

type Head = ReturnType<typeof readHead>;
type Variant = (typeof LANGS)[number];

/**
 * Every public route's server HTML in one language, read once per run: the checks of that language and
 * the comparison across languages below share the walk (each asks for it; the first ask walks). The
 * HTML is fetched and parsed (support/server-html.ts), as a crawler reads it: nothing read here depends
 * on a script, a style or layout.
 */
const walks = new Map<string, Promise<{ path: string; status: number; head: Head }[]>>();
function walkAll(variant: Variant) {
  let walk = walks.get(variant.code);
  if (!walk) {
    walk = (async () => {
      const pages = [];
      for (const path of PUBLIC_PATHS) {
        const response = await fetch(`${baseURL()}${path}${variant.query}`);
        pages.push({ path, status: response.status, head: readHead(await response.text(), TEXT_KEYS) });
      }
      return pages;
    })();
    walks.set(variant.code, walk);
  }
  return walk;
}

describe('server HTML of every public route, JavaScript off', () => {
  for (const variant of LANGS) {
    it(`in ${variant.code}: title, description, canonical, hreflang, Open Graph, JSON-LD, h1`, async () => {
      const site = baseURL();
      const seenTitles = new Map<string, string>();
      const seenDescriptions = new Map<string, string>();
      for (const { path, status, head } of await walkAll(variant)) {
        expect(status, path).toBe(200);
        const self = `${site}${path}${variant.query}`;
        expect([head.lang, head.dir], path).toEqual([variant.lang, variant.dir]);
        expect(head.titles, path).toHaveLength(1);
        const title = head.titles[0] ?? '';
        expect(title.length, path).toBeGreaterThan(10);
        expect(seenTitles.get(title), `${path} repeats the title of another page`).toBeUndefined();
        seenTitles.set(title, path);
        expect(head.description?.length ?? 0, path).toBeGreaterThan(30);
        const description = head.description ?? '';
        expect(seenDescriptions.get(description), `${path} repeats a description`).toBeUndefined();
        seenDescriptions.set(description, path);
        expect(head.robots, `${path} asks not to be indexed`).toBeNull();
        expect(head.canonical, path).toEqual([self]);
        expect(head.alternates, path).toEqual({
          tr: `${site}${path}`,
          en: `${site}${path}?lang=en`,
          ar: `${site}${path}?lang=sa`,
          'x-default': `${site}${path}`,
        });
        expect(head.ogUrl, path).toBe(self);
        expect(head.ogTitle, path).toBeTruthy();
        expect(head.ogImage, path).toMatch(new RegExp(`^${site}/images/`));
        expect(head.twitterCard, path).toBe('summary_large_image');
        const types = head.jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
        for (const type of SITE_TYPES) expect(types, `${path} lacks ${type}`).toContain(type);
        if (path !== '/') expect(types, path).toContain('BreadcrumbList');
        if (path.startsWith('/avantajli-cozumler/')) expect(types, path).toContain('Article');
        if (FAQ_PAGES.includes(path)) expect(types, path).toContain('FAQPage');
        expect(head.h1.length, path).toBeGreaterThanOrEqual(1);
        expect(head.h1[0]?.length ?? 0, path).toBeGreaterThan(2);
        expect(head.rawKeys, `${path} shows text keys`).toEqual([]);
      }
    });
  }

  it('headings and titles change with the language (the server renders each one)', async () => {
    // The same walks as above (read once; alone, this test walks all three languages itself).
    const [tr, en, ar] = await Promise.all(LANGS.map((variant) => walkAll(variant)));
    const headsOf = (path: string) =>
      [tr, en, ar].map((pages) => pages?.find((read) => read.path === path)?.head);
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/login')) {
      const heads = headsOf(path);
      expect(new Set(heads.map((head) => head?.h1[0])).size, path).toBe(3);
      expect(new Set(heads.map((head) => head?.titles[0])).size, path).toBe(3);
    }
  });

  it('robots.txt keeps the console and the API out and names the sitemap; the sitemap lists every page in every language', async () => {
    const site = baseURL();
    const robots = await (await fetch(`${site}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /yonetim');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    const response = await fetch(`${site}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/login')) {
      for (const variant of LANGS) expect(locs, path).toContain(`${site}${path}${variant.query}`);
    }
    expect(locs).not.toContain(`${site}/login`);
    // The pages of the links mailed to a subscriber stay out (their tokens are the visitor's own).
    expect(locs.filter((loc) => loc?.startsWith(`${site}/alarmlar/`))).toEqual([]);
    for (const match of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      expect(Number.isNaN(Date.parse(match[1] ?? ''))).toBe(false);
    }
  });

  it('moving between pages after the first load is a client navigation, not a new document', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
          documents.push(request.url());
      });
      await openHydrated(page, '/', 'a[href="/kampanyalar"]');
      await page.locator('main a[href="/kampanyalar"]').first().click();
      await page.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor();
      await page.locator('header a[href="/iletisim"]').first().click();
      await page.getByRole('heading', { level: 1, name: 'İletişim' }).waitFor();
      expect(documents).toEqual([`${baseURL()}/`]);
      expect(errors).toEqual([]);
    });
  });

  it('the pages of the mailed alert links answer noindex in the server HTML, in every language', async () => {
    for (const path of [ALERT_CONFIRM_PATH, ALERT_UNSUBSCRIBE_PATH, ALERT_MANAGE_PATH])
      for (const variant of LANGS) {
        const response = await fetch(`${baseURL()}${path}${variant.query}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, `${path}${variant.query}`).toContain('<meta name="robots" content="noindex"/>');
      }
  });

  it('an unknown path answers 404 with the not-found page (noindex) in the server HTML', async () => {
    const response = await fetch(`${baseURL()}/bu-sayfa-yok/gercekten`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Sayfa bulunamadı');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
