import { langFromCode, storageCodeOf } from '@pusula/core/i18n/languages.ts';
import { PreparedBody } from './prepared-response.ts';

/** A rendered answer kept for reuse: its bytes (with ETag and compressed forms, made once) and its stamp. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  prepared: PreparedBody;
  etag: string;
  /** The site data version it was rendered from (a newer version makes it stale at once). */
  version: number;
  renderedAt: number;
}

export function pageOf(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  version: number,
): RenderedPage {
  const prepared = new PreparedBody(body);
  return { status, headers, prepared, etag: prepared.etag, version, renderedAt: Date.now() };
}

/** The body in the best encoding the client accepts (brotli, then gzip), compressed once per page. */
export function encodedBody(page: RenderedPage, acceptEncoding: string | undefined) {
  return page.prepared.encoded(acceptEncoding);
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
    if (previous) page.prepared.adopt(previous.prepared);
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
