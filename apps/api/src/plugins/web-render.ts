import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { SiteData } from '@pusula/core/contract/content.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { cacheKeyOf, PageCache, pageOf, type RenderedPage } from './page-cache.ts';
import { pageCsp } from './page-csp.ts';
import { withoutModulePreloads } from './page-preloads.ts';
import { sendPrepared } from './prepared-response.ts';

/**
 * Rendered pages are re-rendered in the background after this long (time-dependent parts). Another
 * process's content edit moves `site.version()` within about a second (decision 0008), and a page of an
 * older version is rendered afresh at once.
 */
const REFRESH_MS = 5_000;
const PASSED_REQUEST_HEADERS = ['accept', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'set-cookie', 'connection']);

/**
 * Serves the web app from the API process: built assets as static files (hashed ones cached for a
 * year, precompressed), and every page rendered on the server by React Router with the site data
 * read from the API's stores. A rendered page is kept per path and `?lang=` (other query values
 * are ignored, see cacheKeyOf) and served again
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
  let handlerReady: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const loadHandler = () => {
    handlerReady ??= import(pathToFileURL(serverBuildFile).href).then((build: ServerBuild) =>
      createRequestHandler(build, 'production'),
    );
    return handlerReady;
  };
  app.addHook('onListen', async () => {
    loadHandler().catch((error: unknown) => app.log.error({ err: error }, 'web build failed to load'));
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

  async function render(rawUrl: string, headers: FastifyRequest['headers']): Promise<RenderedPage> {
    const version = site.version();
    const requestHeaders = new Headers();
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = headers[name];
      if (typeof value === 'string') requestHeaders.set(name, value.slice(0, 512));
    }
    // The origin is a placeholder: pages build absolute links from SITE_URL, never from the Host header.
    const handler = await loadHandler();
    const response = await handler(
      new Request(new URL(rawUrl, 'http://localhost'), { headers: requestHeaders }),
      {
        site,
      },
    );
    const kept: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) kept[name] = value;
    });
    let body = Buffer.from(await response.arrayBuffer());
    if ((kept['content-type'] ?? '').startsWith('text/html')) {
      // Scripts are not fetched ahead of the first paint (docs/decisions/0010-first-paint.md).
      const html = withoutModulePreloads(body.toString());
      body = Buffer.from(html);
      kept['content-security-policy'] = pageCsp(html);
    }
    return pageOf(response.status, kept, body, version);
  }

  /** One render per key at a time: concurrent requests for the same page share it. */
  function renderShared(key: string, rawUrl: string, headers: FastifyRequest['headers']) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(rawUrl, headers)
        .then((page) => {
          if (page.status === 200) cache.set(key, page);
          return page;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function pageFor(request: FastifyRequest): Promise<RenderedPage> {
    const key = cacheKeyOf(request.url);
    if (key === null) return render(request.url, request.headers);
    const kept = cache.get(key);
    if (kept && kept.version === site.version()) {
      if (Date.now() - kept.renderedAt > REFRESH_MS && !inFlight.has(key)) {
        renderShared(key, key, request.headers).catch((error: unknown) =>
          app.log.error({ err: error, url: key }, 'background page render failed'),
        );
      }
      return kept;
    }
    return renderShared(key, key, request.headers);
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    reply.status(page.status).headers(page.headers);
    if (!page.headers['cache-control']) reply.header('cache-control', 'no-cache');
    if (request.method === 'HEAD') return reply.header('etag', page.etag).send();
    // ETag, 304 (also for `W/` and lists in If-None-Match), Vary and the kept br/gzip bytes.
    return sendPrepared(request, reply, page.prepared);
  }

  app.log.debug({ files: readdirSync(webDir).length }, 'web app served with server rendering');
  return {
    servesWeb: true as const,
    async handle(request: FastifyRequest, reply: FastifyReply) {
      return send(request, reply, await pageFor(request));
    },
  };
}
