import type { BrowserContext, Page } from 'playwright-core';

/**
 * Warm visitors, kept between tests (docs/decisions/0016-ci-time.md, "Kept visitors"). A fresh visitor
 * costs Chromium a new context and a new renderer process, and its first page load starts cold: measured
 * alone, 0.54–0.67 CPU-s for the VAT page in a fresh visitor against 0.21–0.25 for a later load in the
 * same tab (0.94–1.07 against 0.46 for the home page); a new tab in the same context costs as much as a
 * new context. So a visitor whose test passed and who changed nothing outside the page's own storage is
 * wiped and kept for the worker's next test with the same options: cookies, local and session storage
 * and granted permissions cleared, listeners removed, the tab left on a plain text page of the site.
 * What a test can set that a wipe cannot undo (a route, an init script, an emulated medium, a viewport,
 * a clock, another tab) marks the visitor spent, and it is closed as before. What stays is the renderer
 * process and the HTTP cache with the site's scripts, as for a returning visitor. The data answers a
 * browser may keep for a minute (banks, content, the index list: `max-age=60`) must not outlive a
 * change, so after a signed-in change sent by any visitor of the worker (a console edit) every kept
 * visitor's cache is cleared before its next test.
 */

/** The calls after which a tab cannot be wiped back to a fresh visitor's: on the page or its context. */
const EITHER_CALLS = [
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
];
const PAGE_CALLS = [...EITHER_CALLS, 'emulateMedia', 'setViewportSize'];
const CONTEXT_CALLS = [...EITHER_CALLS, 'setOffline', 'setGeolocation', 'setHTTPCredentials', 'newPage'];
const CLOCK_CALLS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

interface Kept {
  context: BrowserContext;
  page: Page;
  spent: boolean;
  /** `changes` when its cache was last fresh (new, or cleared): a later change makes it stale. */
  since: number;
}

/** Signed-in changes (non-GET requests with a token) the worker's visitors have sent. */
let changes = 0;

const idle = new Map<string, Kept[]>();
const inUse = new WeakMap<Page, Kept>();

/** Replaces each named method of `target` with one that marks `kept` spent, then calls the original. */
function watch(target: object, names: readonly string[], kept: Kept) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      kept.spent = true;
      return original.apply(target, args);
    };
  }
}

/** Clears the visitor's HTTP cache when a signed-in change was sent since it was last fresh. */
async function freshen(kept: Kept) {
  if (kept.since === changes) return;
  kept.since = changes;
  const session = await kept.context.newCDPSession(kept.page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** A kept visitor for `key` whose browser is still there, or undefined (the caller opens a fresh one). */
export async function takeKept(key: string): Promise<{ context: BrowserContext; page: Page } | undefined> {
  const list = idle.get(key);
  for (let kept = list?.pop(); kept; kept = list?.pop()) {
    if (kept.page.isClosed() || !kept.context.browser()?.isConnected()) continue;
    await freshen(kept);
    inUse.set(kept.page, kept);
    return kept;
  }
  return undefined;
}

/** Starts watching a fresh visitor's tab, so that it can be kept after its test (keepOrClose). */
export function watchFresh(context: BrowserContext, page: Page) {
  const kept: Kept = { context, page, spent: false, since: changes };
  watch(page, PAGE_CALLS, kept);
  watch(context, CONTEXT_CALLS, kept);
  watch(context.clock, CLOCK_CALLS, kept);
  // Registered before the test's own listeners, and not removed by the wipe (they are the page's).
  context.on('request', (request) => {
    if (request.method() === 'GET' || request.method() === 'HEAD') return;
    void request.headerValue('authorization').then(
      (token) => {
        if (token) changes++;
      },
      () => undefined,
    );
  });
  inUse.set(page, kept);
}

/** Whether `context` is one kept for a later test (the file's clean-up leaves it open). */
export function isKept(context: BrowserContext): boolean {
  for (const list of idle.values()) if (list.some((kept) => kept.context === context)) return true;
  return false;
}

/**
 * After a passed test: wipes the visitor and keeps it under `key`, or closes it when its test changed
 * what a wipe cannot undo. `wipeUrl` is a plain text page of the site (its storage is the site's).
 */
export async function keepOrClose(page: Page, key: string, wipeUrl: string): Promise<void> {
  const kept = inUse.get(page);
  inUse.delete(page);
  const context = page.context();
  if (!kept || kept.spent || page.isClosed() || context.pages().length !== 1) {
    await context.close();
    return;
  }
  try {
    await page.removeAllListeners();
    await page.goto(wipeUrl);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await context.clearPermissions();
    // A change sent while it was in use (by its own test or beside it) made its cached data stale.
    await freshen(kept);
  } catch {
    await context.close();
    return;
  }
  const list = idle.get(key) ?? [];
  list.push(kept);
  idle.set(key, list);
}
