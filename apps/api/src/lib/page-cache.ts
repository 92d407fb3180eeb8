import { type Lang, storageCodeOf } from '@pusula/core/i18n/languages.ts';
import { HISTORY_RANGES } from '@pusula/core/market/history-stats.ts';
import {
  DEFAULT_FUND_RANGE,
  FUND_COMPARE_PATH,
  FUND_HISTORY_RANGES,
  FUND_PAGES_PATH,
  parseCompareCodes,
} from '@pusula/core/site/fund-paths.ts';
import { CONVERTER_PATH, CURRENCY_PATH_PREFIX } from '@pusula/core/site/routes.ts';
import { dataPathOf, routesParamOf } from './page-paths.ts';
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
 * The key a rendered answer is kept under, which is also the URL it is rendered from
 * (docs/security.md "Page rendering and caching"): the canonical page path plus only the query values
 * the server renders differently: the page language (`lang`, decided by page-lang.ts#pageLangOf from
 * `?lang=` or the `lang` cookie: tr, en or sa, never more) and `/login?mode=register`. A page asked
 * for with the cookie shares the entry of its `?lang=` URL (docs/decisions/0015-language-cookie.md). A calculator's result link (`?tutar=…&vade=…`), `?utm_source=…` or any other
 * value is read by the browser after hydration, so they share the page's one copy. A data request
 * (`/x.data`) is keyed by the page's routes named in `?_routes=` only: no loader reads the language.
 * The market pages render their query on the server (keepMarketQuery).
 */
export function pageKeyOf(
  path: string,
  data: boolean,
  ids: readonly string[],
  search: URLSearchParams,
  lang: Lang,
): string {
  const kept = new URLSearchParams();
  keepMarketQuery(path, search, kept);
  // The fund pages render their chart period and the compared codes: kept (bounded: six ranges, and
  // the codes as parsed, `!` for a list that is refused), in documents and data requests alike.
  if (path.startsWith(`${FUND_PAGES_PATH}/`)) {
    const range = search.get('range');
    if (range && range !== DEFAULT_FUND_RANGE && (FUND_HISTORY_RANGES as readonly string[]).includes(range))
      kept.set('range', range);
    const codes = path === FUND_COMPARE_PATH ? (search.get('kodlar') ?? '') : '';
    if (codes.trim()) kept.set('kodlar', parseCompareCodes(codes)?.join(',') ?? '!');
  }
  if (data) {
    const routes = routesParamOf(search.get('_routes'), ids);
    if (routes !== null) kept.set('_routes', routes);
  } else {
    const code = storageCodeOf(lang);
    if (code !== null) kept.set('lang', code);
    if (path === '/login' && search.get('mode') === 'register') kept.set('mode', 'register');
  }
  const query = kept.toString();
  return `${data ? dataPathOf(path) : path}${query ? `?${query}` : ''}`;
}

const CONVERTER_FIELDS = ['amount', 'from', 'to', 'side', 'date'] as const;

/**
 * Query values the market pages render on the server (docs/requirements/market-and-funds.md#currency-pages): a currency page's period (`range`,
 * one of four) and the converter's inputs (each cut to 30 characters; the loader checks them). The
 * cache stays bounded by its entry count.
 */
function keepMarketQuery(path: string, search: URLSearchParams, kept: URLSearchParams) {
  if (path === CONVERTER_PATH) {
    for (const field of CONVERTER_FIELDS) {
      const value = search.get(field);
      if (value !== null && value !== '') kept.set(field, value.slice(0, 30));
    }
  } else if (path.startsWith(CURRENCY_PATH_PREFIX)) {
    const range = search.get('range');
    if (range !== null && (HISTORY_RANGES as readonly string[]).includes(range)) kept.set('range', range);
  }
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
