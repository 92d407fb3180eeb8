import type { FastifyRequest } from 'fastify';
import { PageCache, type RenderedPage } from './page-cache.ts';

/**
 * Rendered pages are re-rendered in the background after this long (time-dependent parts). Another
 * process's content edit moves `site.version()` within about a second (decision 0008), and a page of an
 * older version is rendered afresh at once.
 */
const REFRESH_MS = 5_000;
/** Answers kept and served again: pages, the not-found page and a bad link's 400 page (page-query.ts). */
export const KEPT_STATUSES = new Set([200, 400, 404]);

type RequestHeaders = FastifyRequest['headers'];

export interface KeptPagesOptions {
  /** Renders the answer kept under a key (page-render.ts#renderPage). */
  render: (key: string, headers: RequestHeaders) => Promise<RenderedPage>;
  /** The site data version now (`site.version()`): a page rendered from an older one is stale. */
  version: () => number;
  log: { error(obj: object, msg: string): void };
}

/**
 * The rendered pages served again (docs/security.md "Page rendering and caching", docs/decisions/0008):
 * a kept page of the current site data version is answered as it is, and rendered again in the
 * background once REFRESH_MS old; a page of an older version, or none, is rendered before it is answered.
 */
export class KeptPages {
  readonly #cache = new PageCache();
  readonly #inFlight = new Map<string, Promise<RenderedPage>>();
  readonly #options: KeptPagesOptions;
  #refreshing = false;

  constructor(options: KeptPagesOptions) {
    this.#options = options;
  }

  /** Pages kept (for tests: it stays bounded whatever paths and queries are asked). */
  get size() {
    return this.#cache.size;
  }

  get(key: string, headers: RequestHeaders): Promise<RenderedPage> | RenderedPage {
    const kept = this.#cache.get(key);
    if (kept && kept.version === this.#options.version()) {
      // One background render at a time: pages kept together go stale together, and rendering them
      // all at once would hold the event loop for their sum (a later request refreshes the next one).
      if (Date.now() - kept.renderedAt > REFRESH_MS && !this.#inFlight.has(key) && !this.#refreshing) {
        this.#refreshing = true;
        this.#renderShared(key, headers)
          .catch((error: unknown) =>
            this.#options.log.error({ err: error, url: key }, 'background page render failed'),
          )
          .finally(() => {
            this.#refreshing = false;
          });
      }
      return kept;
    }
    return this.#renderShared(key, headers);
  }

  /**
   * One render per key at a time: concurrent requests for the same page share it. A page or the
   * not-found page is kept with its compressed forms, made off the event loop before it is served.
   */
  #renderShared(key: string, headers: RequestHeaders) {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.#options
        .render(key, headers)
        .then(async (page) => {
          if (!KEPT_STATUSES.has(page.status)) return page;
          const previous = this.#cache.get(key);
          if (previous) page.prepared.adopt(previous.prepared);
          await page.prepared.precompressAsync();
          this.#cache.set(key, page);
          return page;
        })
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }
}
