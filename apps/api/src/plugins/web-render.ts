import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { SiteData } from '@pusula/core/contract/content.ts';
import { isTickerCode } from '@pusula/core/market/ticker-codes.ts';
import { FUND_CODE_PATTERN, FUND_PAGES_PATH, normalizeFundCode } from '@pusula/core/site/fund-paths.ts';
import { CURRENCY_PATH_PREFIX } from '@pusula/core/site/routes.ts';
import { langQuery } from '@pusula/core/site/seo.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { PageCache, pageKeyOf, pageOf, type RenderedPage } from '../lib/page-cache.ts';
import { newScriptNonce, pageCsp } from '../lib/page-csp.ts';
import { pageLangOf } from '../lib/page-lang.ts';
import {
  isManifestUrl,
  manifestUrlOf,
  NOT_FOUND_PATH,
  type PageTable,
  type PageTarget,
  pageTableOf,
  redirectTo,
  targetOf,
} from '../lib/page-paths.ts';
import { withoutModulePreloads } from '../lib/page-preloads.ts';
import { badRequestKeyOf, fromPageKey, isMalformedQuery } from '../lib/page-query.ts';
import { sendPrepared } from '../lib/prepared-response.ts';

/**
 * Rendered pages are re-rendered in the background after this long (time-dependent parts). Another
 * process's content edit moves `site.version()` within about a second (decision 0008), and a page of an
 * older version is rendered afresh at once.
 */
const REFRESH_MS = 5_000;
const PASSED_REQUEST_HEADERS = ['accept', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'set-cookie', 'connection']);
/** Answers kept and served again: pages, the not-found page and a bad link's 400 page (page-query.ts). */
const KEPT_STATUSES = new Set([200, 400, 404]);

type ParamTarget = Extract<PageTarget, { kind: 'param' }>;

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
  let buildReady: Promise<{ handler: ReturnType<typeof createRequestHandler>; table: PageTable }> | undefined;
  const loadBuild = () => {
    buildReady ??= import(pathToFileURL(serverBuildFile).href).then((build: ServerBuild) => ({
      handler: createRequestHandler(build, 'production'),
      table: pageTableOf(build.routes),
    }));
    return buildReady;
  };
  app.addHook('onListen', async () => {
    loadBuild().catch((error: unknown) => app.log.error({ err: error }, 'web build failed to load'));
  });

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

  const cache = new PageCache();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  let refreshing = false;

  async function render(key: string, headers: FastifyRequest['headers']): Promise<RenderedPage> {
    const version = site.version();
    const { url, badRequest } = fromPageKey(key);
    const requestHeaders = new Headers();
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = headers[name];
      if (typeof value === 'string') requestHeaders.set(name, value.slice(0, 512));
    }
    const { handler } = await loadBuild();
    const scriptNonce = newScriptNonce();
    // The origin is a placeholder: pages build absolute links from SITE_URL, never from the Host header.
    const response = await handler(
      new Request(new URL(url, 'http://localhost'), { headers: requestHeaders }),
      { site, scriptNonce, badRequest },
    );
    const kept: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) kept[name] = value;
    });
    let body = Buffer.from(await response.arrayBuffer());
    if ((kept['content-type'] ?? '').startsWith('text/html')) {
      // Scripts are not fetched ahead of the first paint (docs/decisions/0010-first-paint.md).
      const { html, csp } = pageCsp(withoutModulePreloads(body.toString()), scriptNonce);
      body = Buffer.from(html);
      kept['content-security-policy'] = csp;
    }
    return pageOf(response.status, kept, body, version);
  }

  /**
   * One render per key at a time: concurrent requests for the same page share it. A page or the
   * not-found page is kept with its compressed forms, made off the event loop before it is served.
   */
  function renderShared(key: string, headers: FastifyRequest['headers']) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(key, headers)
        .then(async (page) => {
          if (!KEPT_STATUSES.has(page.status)) return page;
          const previous = cache.get(key);
          if (previous) page.prepared.adopt(previous.prepared);
          await page.prepared.precompressAsync();
          cache.set(key, page);
          return page;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function cachedPage(key: string, headers: FastifyRequest['headers']): Promise<RenderedPage> | RenderedPage {
    const kept = cache.get(key);
    if (kept && kept.version === site.version()) {
      // One background render at a time: pages kept together go stale together, and rendering them
      // all at once would hold the event loop for their sum (a later request refreshes the next one).
      if (Date.now() - kept.renderedAt > REFRESH_MS && !inFlight.has(key) && !refreshing) {
        refreshing = true;
        renderShared(key, headers)
          .catch((error: unknown) => app.log.error({ err: error, url: key }, 'background page render failed'))
          .finally(() => {
            refreshing = false;
          });
      }
      return kept;
    }
    return renderShared(key, headers);
  }

  /** The kept answer's key for a request, or where to redirect it (docs/security.md "Page rendering and caching"). */
  async function keyOf(
    rawUrl: string,
    cookie: string | undefined,
  ): Promise<{ key: string; vary?: string } | { location: string }> {
    const { table } = await loadBuild();
    let target = targetOf(rawUrl, table);
    const search = new URLSearchParams(rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '');
    if (target.kind === 'param')
      target =
        target.prefix === CURRENCY_PATH_PREFIX
          ? currencyTarget(target, search)
          : target.prefix === `${FUND_PAGES_PATH}/`
            ? await fundTarget(target, search)
            : await guideTarget(target, search);
    if (target.kind === 'redirect') return { location: target.location };
    const lang = pageLangOf(search, cookie);
    // A document asked without `?lang=` is in the cookie's language: a shared cache keeps one copy per
    // Cookie header (docs/decisions/0015-language-cookie.md). Data requests never read the language.
    const vary = target.data || search.has('lang') ? undefined : 'cookie';
    if (target.kind === 'page') {
      return { key: pageKeyOf(target.path, target.data, target.ids, search, lang), vary };
    }
    return { key: pageKeyOf(NOT_FOUND_PATH, target.data, table.notFoundIds, search, lang), vary };
  }

  /** A ticker code's page (`/doviz/usd`, lower case canonical): another form redirects, an unknown code is not found. */
  function currencyTarget(target: ParamTarget, search: URLSearchParams): PageTarget {
    if (!isTickerCode(target.value.toUpperCase())) return { kind: 'not-found', data: target.data };
    const path = `${target.prefix}${target.value}`;
    if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
    return redirectTo(path, target.data, search.toString());
  }

  /** A fund by its code, written upper case (`/fonlar/aak` redirects to `/fonlar/AAK`); unknown: not found. */
  async function fundTarget(target: ParamTarget, search: URLSearchParams): Promise<PageTarget> {
    const code = normalizeFundCode(target.value);
    if (!FUND_CODE_PATTERN.test(code) || !(await site.funds?.exists(code)))
      return { kind: 'not-found', data: target.data };
    const path = `${target.prefix}${code}`;
    if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
    return redirectTo(path, target.data, search.toString());
  }

  /** A guide by its Turkish slug; an English or Arabic slug redirects to it in that language (guide.tsx). */
  async function guideTarget(target: ParamTarget, search: URLSearchParams): Promise<PageTarget> {
    const guide = await site.guide(target.value);
    if (guide) {
      const path = `${target.prefix}${encodeURIComponent(guide.slug)}`;
      if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
      return redirectTo(path, target.data, search.toString());
    }
    const alias = await site.guideAlias(target.value);
    if (!alias) return { kind: 'not-found', data: target.data };
    const path = `${target.prefix}${encodeURIComponent(alias.slug)}`;
    return redirectTo(path, target.data, langQuery(alias.lang).slice(1));
  }

  /** `vary`: a request header the answer depends on besides Accept-Encoding (keyOf). */
  function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, vary?: string) {
    reply.status(page.status).headers(page.headers);
    if (!page.headers['cache-control']) reply.header('cache-control', 'no-cache');
    if (request.method === 'HEAD') {
      if (vary) reply.header('vary', vary);
      return reply.header('etag', page.etag).send();
    }
    if (!KEPT_STATUSES.has(page.status)) return reply.send(page.prepared.body); // compressed by @fastify/compress
    // ETag, 304 (also for `W/` and lists in If-None-Match), Vary and the kept br/gzip bytes.
    return sendPrepared(request, reply, page.prepared, vary);
  }

  app.log.debug({ files: readdirSync(webDir).length }, 'web app served with server rendering');
  return {
    servesWeb: true as const,
    /** Pages kept (for tests: it stays bounded whatever paths and queries are asked). */
    cacheSize: () => cache.size,
    /**
     * A page request. `badUrl`: Fastify could not decode the path (frameworkErrors), answered like a
     * malformed query: the site's 400 page in the page language, kept per page and language.
     */
    async handle(request: FastifyRequest, reply: FastifyReply, badUrl = false) {
      // React Router's route discovery answers by its query: never kept, one path per page at most.
      if (!badUrl && isManifestUrl(request.url)) {
        const url = manifestUrlOf(request.url, (await loadBuild()).table);
        return url ? send(request, reply, await render(url, request.headers)) : reply.code(414).send();
      }
      const target = await keyOf(request.url, request.headers.cookie);
      if ('location' in target) return reply.redirect(target.location, 301);
      const key = badUrl || isMalformedQuery(request.url) ? badRequestKeyOf(target.key) : target.key;
      return send(request, reply, await cachedPage(key, request.headers), target.vary);
    },
  };
}
