import { statSync } from 'node:fs';
import type { SiteData } from '@pusula/core/contract/content.ts';
import { TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { FUND_COMPARE_PATH, fundPagePath } from '@pusula/core/site/fund-paths.ts';
import { CONVERTER_PATH, currencyPath, PUBLIC_PATHS } from '@pusula/core/site/routes.ts';
import {
  robotsTxt,
  SITEMAP_PAGES_PER_FILE,
  type SitemapPage,
  sitemapIndexXml,
  sitemapXml,
} from '@pusula/core/site/sitemap.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
export function registerSeoFiles(
  app: FastifyInstance,
  site: SiteData,
  buildFile: string | null,
  pagesPerFile = SITEMAP_PAGES_PER_FILE,
) {
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

  const allPages = async (): Promise<SitemapPage[]> => {
    const [campaignsAt, guides, fundCodes] = await Promise.all([
      site.campaignsUpdatedAt(),
      site.guides(),
      site.funds?.codes() ?? [],
    ]);
    const guidesAt = guides.reduce(
      (latest, guide) => (guide.updatedAt > latest ? guide.updatedAt : latest),
      '',
    );
    const homeAt = [campaignsAt, guidesAt, releaseDate].sort().at(-1) ?? releaseDate;
    // Fund prices change every working day: a fund page's lastmod is today's date.
    const today = new Date().toISOString().slice(0, 10);
    return [
      { path: '/', lastmod: homeAt },
      ...RELEASE_PAGES.map((path) => ({ path, lastmod: releaseDate })),
      { path: '/kampanyalar', lastmod: campaignsAt || releaseDate },
      ...guides.map((guide) => ({ path: `${GUIDE_PREFIX}${guide.slug}`, lastmod: guide.updatedAt })),
      // The market pages change with every bulletin: today's date (docs/requirements/market-and-funds.md#currency-pages).
      ...[CONVERTER_PATH, ...TICKER_CODES.map(currencyPath)].map((path) => ({ path, lastmod: todayAt() })),
      ...(fundCodes.length ? [{ path: FUND_COMPARE_PATH, lastmod: releaseDate }] : []),
      ...fundCodes.map((code) => ({ path: fundPagePath(code), lastmod: today })),
    ];
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);

  // One file while every page in every language fits in 50,000 URLs; else an index of such files.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await allPages();
    if (pages.length <= pagesPerFile) return xml(reply, sitemapXml(site.siteUrl, pages));
    const lastmod = pages.reduce((latest, page) => (page.lastmod > latest ? page.lastmod : latest), '');
    return xml(reply, sitemapIndexXml(site.siteUrl, Math.ceil(pages.length / pagesPerFile), lastmod));
  });
  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = /^([1-9]\d{0,3})\.xml$/.exec(request.params.part)?.[1];
      const pages = await allPages();
      const start = (Number(part) - 1) * pagesPerFile;
      if (!part || pages.length <= pagesPerFile || start >= pages.length)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return xml(reply, sitemapXml(site.siteUrl, pages.slice(start, start + pagesPerFile)));
    },
  );
}
