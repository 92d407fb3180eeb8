import { pathToFileURL } from 'node:url';
import type { SiteData } from '@pusula/core/contract/content.ts';
import type { FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { pageOf, type RenderedPage } from './page-cache.ts';
import { newScriptNonce, pageCsp } from './page-csp.ts';
import { type PageTable, pageTableOf } from './page-paths.ts';
import { withoutModulePreloads } from './page-preloads.ts';
import { fromPageKey } from './page-query.ts';

const PASSED_REQUEST_HEADERS = ['accept', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'set-cookie', 'connection']);

/** The web app's server build as the API uses it: React Router's request handler and the pages its routes name. */
export interface WebBuild {
  handler: ReturnType<typeof createRequestHandler>;
  table: PageTable;
}

/**
 * Imports the server build on the first call, which every later call shares: the caller chooses when
 * (after listen, docs/decisions/0009-start-and-first-load.md).
 */
export function webBuildLoader(serverBuildFile: string): () => Promise<WebBuild> {
  let buildReady: Promise<WebBuild> | undefined;
  return () => {
    buildReady ??= import(pathToFileURL(serverBuildFile).href).then((build: ServerBuild) => ({
      handler: createRequestHandler(build, 'production'),
      table: pageTableOf(build.routes),
    }));
    return buildReady;
  };
}

/**
 * Renders the answer kept under `key` (page-query.ts#fromPageKey), stamped with the site data version
 * read before rendering, so an edit made meanwhile leaves it stale (docs/security.md "Page rendering and
 * caching").
 */
export async function renderPage(
  key: string,
  headers: FastifyRequest['headers'],
  site: SiteData,
  loadBuild: () => Promise<WebBuild>,
): Promise<RenderedPage> {
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
  const response = await handler(new Request(new URL(url, 'http://localhost'), { headers: requestHeaders }), {
    site,
    scriptNonce,
    badRequest,
  });
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
