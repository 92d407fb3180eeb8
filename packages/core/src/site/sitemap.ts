import { LANGS } from '../i18n/languages.ts';
import { alternatesOf, pageUrl } from './seo.ts';

export interface SitemapPage {
  path: string;
  /** ISO date or time of the page's last content change. */
  lastmod: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** sitemap.xml: every page in every language (one <url> each), with its hreflang alternates. */
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    LANGS.map((lang) => {
      const links = alternatesOf(siteUrl, page.path)
        .map(
          (alt) => `<xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(pageUrl(siteUrl, page.path, lang))}</loc><lastmod>${escapeXml(page.lastmod)}</lastmod>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public, the console and the API kept out, the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /yonetim\nDisallow: /api/\nDisallow: /login\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The most URLs one sitemap file may hold (sitemaps.org); beyond it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Pages per sitemap file: each page is listed once per language. */
export const SITEMAP_PAGES_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LANGS.length);

/** A sitemap index naming `/sitemaps/1.xml` … `/sitemaps/{count}.xml`. */
export function sitemapIndexXml(siteUrl: string, count: number, lastmod: string): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
