import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SiteData } from '@pusula/core/contract/content.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptPages } from '../lib/kept-pages.ts';
import { badRequestKeyOf, isMalformedQuery } from '../lib/page-query.ts';
import { renderPage, webBuildLoader } from '../lib/page-render.ts';
import { pageRequestKeyOf } from '../lib/page-request-key.ts';
import { sendPage } from '../lib/page-response.ts';

/**
 * Serves the web app from the API process: built assets as static files (hashed ones cached for a
 * year, precompressed), and every page rendered on the server by React Router with the site data
 * read from the API's stores. Only canonical page paths are rendered: other forms of a page's path
 * redirect to it, any unknown path answers the one not-found page (page-paths.ts). A rendered page is
 * kept per path and the few query values it renders differently (page-cache.ts#pageKeyOf) and served again
 * until the site data version moves (an edit here or, through the stored content version, in another
 * process: re-rendered at once) or it is 5 s old (re-rendered in the background). See docs/decisions/0002
 * and 0008.
 */
export async function registerWebRender(app: FastifyInstance, webDir: string, site: SiteData) {
  const serverBuildFile = resolve(webDir, '../server/index.js');
  if (!existsSync(serverBuildFile) || !existsSync(join(webDir, 'assets'))) {
    app.log.warn({ webDir }, 'web build not found: only the API is served (run `npm run build`)');
    return { servesWeb: false as const };
  }
  // Start time (docs/decisions/0009-start-and-first-load.md): the server build (0.2 s to import) loads
  // once the server listens, so the first health answer does not wait for it; an earlier page waits.
  const loadBuild = webBuildLoader(serverBuildFile);
  app.addHook('onListen', async () => {
    loadBuild().catch((error: unknown) => app.log.error({ err: error }, 'web build failed to load'));
  });

  await registerWebAssets(app, webDir);

  const render = (key: string, headers: FastifyRequest['headers']) =>
    renderPage(key, headers, site, loadBuild);
  const pages = new KeptPages({ render, version: () => site.version(), log: app.log });

  app.log.debug({ files: readdirSync(webDir).length }, 'web app served with server rendering');
  return {
    servesWeb: true as const,
    /** Pages kept (for tests: it stays bounded whatever paths and queries are asked). */
    cacheSize: () => pages.size,
    /**
     * A page request. `badUrl`: Fastify could not decode the path (frameworkErrors), answered like a
     * malformed query: the site's 400 page in the page language, kept per page and language.
     */
    async handle(request: FastifyRequest, reply: FastifyReply, badUrl = false) {
      const { table } = await loadBuild();
      const target = await pageRequestKeyOf(request.url, request.headers.cookie, table, site);
      if ('location' in target) return reply.redirect(target.location, 301);
      const key = badUrl || isMalformedQuery(request.url) ? badRequestKeyOf(target.key) : target.key;
      return sendPage(request, reply, await pages.get(key, request.headers), target.vary);
    },
  };
}

/** The build's files as they are: hashed ones (`/assets/`) cached for a year, the rest for an hour. */
async function registerWebAssets(app: FastifyInstance, webDir: string) {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
