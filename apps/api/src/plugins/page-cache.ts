import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { langFromCode, storageCodeOf } from '@pusula/core/i18n/languages.ts';

/** A rendered answer kept for reuse: its bytes, compressed forms made on first demand, and its stamp. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** The site data version it was rendered from (a newer version makes it stale at once). */
  version: number;
  renderedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export function pageOf(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  version: number,
): RenderedPage {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { status, headers, body, etag, version, renderedAt: Date.now() };
}

/** The body in the best encoding the client accepts (brotli, then gzip), compressed once per page. */
export function encodedBody(page: RenderedPage, acceptEncoding: string | undefined) {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b(?!;q=0(\\.0*)?\\b)`).test(acceptEncoding ?? '');
  if (page.body.length < 1024) return { body: page.body, encoding: undefined };
  if (accepts('br')) {
    page.br ??= brotliCompressSync(page.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    });
    return { body: page.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    page.gzip ??= gzipSync(page.body, { level: 9 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body, encoding: undefined };
}

/**
 * Answers that depend on other query values, never kept: `/login?mode=register`, and React Router's
 * route discovery (`/__manifest?paths=…&version=…`: without its query it answers a version mismatch,
 * which turns every client navigation into a full page load).
 */
const QUERY_PAGES = new Set(['/login', '/login.data', '/__manifest']);

/**
 * The key a rendered answer is kept under, which is also the URL it is rendered from: the path plus
 * only the page language (and React Router's `_routes` on data requests), so `?utm_source=…` or any
 * random query shares the page's one copy instead of costing a render each. Null: render every time.
 */
export function cacheKeyOf(rawUrl: string): string | null {
  if (rawUrl.length > 2048) return null;
  const url = new URL(rawUrl, 'http://x');
  if (QUERY_PAGES.has(url.pathname)) return null;
  const kept = new URLSearchParams();
  // Any `lang` value reads as tr, en or sa (the page renders the same), so it makes at most 3 copies.
  const lang = storageCodeOf(langFromCode(url.searchParams.get('lang')));
  if (lang !== null) kept.set('lang', lang);
  const routes = url.searchParams.get('_routes');
  if (routes !== null) kept.set('_routes', routes.slice(0, 300));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** A bounded map of rendered pages (oldest entry dropped when full). */
export class PageCache {
  readonly #pages = new Map<string, RenderedPage>();
  readonly maxEntries: number;
  constructor(maxEntries = 500) {
    this.maxEntries = maxEntries;
  }

  get(key: string): RenderedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, page: RenderedPage) {
    const previous = this.#pages.get(key);
    // The same bytes as before: keep the compressed forms already made.
    if (previous && previous.etag === page.etag) {
      page.br = previous.br;
      page.gzip = previous.gzip;
    }
    this.#pages.delete(key);
    if (this.#pages.size >= this.maxEntries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    this.#pages.set(key, page);
  }

  get size() {
    return this.#pages.size;
  }
}
