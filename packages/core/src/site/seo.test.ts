import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  breadcrumbJsonLd,
  faqJsonLd,
  jsonLdText,
  langQuery,
  pageUrl,
  siteJsonLd,
  webApplicationJsonLd,
} from './seo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const SITE = 'https://www.example.com.tr';

describe('page URLs and alternates', () => {
  it('puts the language in the query, never for Turkish; Arabic is `sa` as in the stored choice', () => {
    expect([langQuery('tr'), langQuery('en'), langQuery('ar')]).toEqual(['', '?lang=en', '?lang=sa']);
    expect(pageUrl(SITE, '/kampanyalar/', 'en')).toBe(`${SITE}/kampanyalar?lang=en`);
    expect(pageUrl(SITE, '/', 'tr')).toBe(`${SITE}/`);
    // A page whose query is part of its address (a shared fund comparison): the language follows with &.
    expect(pageUrl(SITE, '/fonlar/karsilastir?kodlar=AAV,AAL', 'tr')).toBe(
      `${SITE}/fonlar/karsilastir?kodlar=AAV,AAL`,
    );
    expect(pageUrl(SITE, '/fonlar/karsilastir?kodlar=AAV,AAL', 'ar')).toBe(
      `${SITE}/fonlar/karsilastir?kodlar=AAV,AAL&lang=sa`,
    );
  });

  it('lists tr, en, ar and x-default (the Turkish page)', () => {
    expect(alternatesOf(SITE, '/iletisim')).toEqual([
      { hrefLang: 'tr', href: `${SITE}/iletisim` },
      { hrefLang: 'en', href: `${SITE}/iletisim?lang=en` },
      { hrefLang: 'ar', href: `${SITE}/iletisim?lang=sa` },
      { hrefLang: 'x-default', href: `${SITE}/iletisim` },
    ]);
  });
});

describe('structured data', () => {
  it('describes the website, the organization and the office with its address and position', () => {
    const [website, organization, business] = siteJsonLd(SITE, 'tr', 'Açıklama');
    expect(website?.['@type']).toBe('WebSite');
    expect(organization?.['@type']).toBe('Organization');
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { addressLocality: 'Şişli', addressCountry: 'TR' },
      geo: { '@type': 'GeoCoordinates' },
    });
  });

  it('numbers breadcrumb steps from 1 and keeps FAQ answers', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Ana Sayfa', url: `${SITE}/` },
      { name: 'İletişim', url: `${SITE}/iletisim` },
    ]);
    expect((crumbs.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2]);
    const faq = faqJsonLd([{ question: 'S?', answer: 'C.' }]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'S?', acceptedAnswer: { '@type': 'Answer', text: 'C.' } },
    ]);
  });

  it('describes a free tool page as a web application with its own address', () => {
    const data = webApplicationJsonLd({
      name: 'Döviz Çevirici',
      description: 'd',
      url: 'https://x.test/doviz-cevirici?lang=en',
    });
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      name: 'Döviz Çevirici',
      url: 'https://x.test/doviz-cevirici?lang=en',
    });
    expect(data.offers).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'TRY' });
  });

  it('cannot be closed early by text inside it', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('sitemap and robots', () => {
  it('has one <url> per page and language, each with its alternates and lastmod', () => {
    const xml = sitemapXml(SITE, [
      { path: '/', lastmod: '2026-11-20' },
      { path: '/kampanyalar', lastmod: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain(
      `<loc>${SITE}/kampanyalar?lang=sa</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod>`,
    );
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6);
  });

  it('escapes what it is given', () => {
    expect(sitemapXml(SITE, [{ path: '/a&b', lastmod: 'x' }])).toContain('/a&#38;b');
  });

  it('keeps the console and the API out', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toContain('Disallow: /yonetim');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
