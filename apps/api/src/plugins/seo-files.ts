import { statSync } from 'node:fs';
import type { SiteData } from '@pusula/core/contract/content.ts';
import { TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { CONVERTER_PATH, currencyPath, PUBLIC_PATHS } from '@pusula/core/site/routes.ts';
import { robotsTxt, type SitemapPage, sitemapXml } from '@pusula/core/site/sitemap.ts';
import type { FastifyInstance } from 'fastify';

const GUIDE_PREFIX = '/avantajli-cozumler/';
/** Pages that change only with a release (calculators, contact): their lastmod is the build's date. */
const RELEASE_PAGES = PUBLIC_PATHS.filter(
  (path) => path !== '/' && path !== '/kampanyalar' && path !== '/login' && !path.startsWith(GUIDE_PREFIX),
);

/** The start of today (UTC) as an ISO time: the market pages' lastmod. */
const todayAt = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

/**
 * `/robots.txt` and `/sitemap.xml`: every public page in every language (`?lang=` variants) with its
 * hreflang alternates; lastmod from the content (campaigns, each guide) or the build.
 */
export function registerSeoFiles(app: FastifyInstance, site: SiteData, buildFile: string | null) {
  const releaseDate = (() => {
    try {
      return buildFile ? statSync(buildFile).mtime.toISOString() : new Date().toISOString();
    } catch {
      return new Date().toISOString();
    }
  })();

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(site.siteUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [campaignsAt, guides] = await Promise.all([site.campaignsUpdatedAt(), site.guides()]);
    const guidesAt = guides.reduce(
      (latest, guide) => (guide.updatedAt > latest ? guide.updatedAt : latest),
      '',
    );
    const homeAt = [campaignsAt, guidesAt, releaseDate].sort().at(-1) ?? releaseDate;
    const pages: SitemapPage[] = [
      { path: '/', lastmod: homeAt },
      ...RELEASE_PAGES.map((path) => ({ path, lastmod: releaseDate })),
      { path: '/kampanyalar', lastmod: campaignsAt || releaseDate },
      ...guides.map((guide) => ({ path: `${GUIDE_PREFIX}${guide.slug}`, lastmod: guide.updatedAt })),
      // The market pages change with every bulletin: today's date (issue 25).
      ...[CONVERTER_PATH, ...TICKER_CODES.map(currencyPath)].map((path) => ({ path, lastmod: todayAt() })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(site.siteUrl, pages));
  });
}
