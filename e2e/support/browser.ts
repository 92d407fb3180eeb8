import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';
import { isKept, keepOrClose, takeKept, watchFresh } from './kept-visitors.ts';

/** This worker's server (global-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return urls[worker % urls.length] as string;
};
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/** This worker's Chromium, shared by the files it runs one after another (`isolate: false`). */
let workerBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium (the headless shell global-setup.ts checked): launched by the first file that
 * asks, then shared by the worker's next files, each opening a context per test. Launched here rather
 * than once for the run in the main process: a connected client's every message went through the
 * main process's relay, 7 % of the stage's CPU (docs/decisions/0019-headless-shell.md). A browser that
 * went away (a crash) is replaced for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  // A launch that failed is tried again by the next file instead of failing it too.
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = chromium.launch({ executablePath: inject('browserPath'), args: CHROMIUM_ARGS });
  return workerBrowser;
}

/**
 * Ends a file's use of the worker's Chromium: closes the contexts it left open (a test that failed
 * before its own `context.close()`), so the next file starts with none but the wiped visitors kept for
 * later tests (kept-visitors.ts). The browser stays for it.
 */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  const left = (browser?.contexts() ?? []).filter((context) => !isKept(context));
  await Promise.all(left.map((context) => context.close()));
}

/**
 * The calling test file's set-up (call it at the file's top level): the worker's Chromium in its
 * beforeAll, the contexts it left open closed in its afterAll. Returns the browser for its tests.
 */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });
  return () => {
    if (!browser) throw new Error('fileBrowser(): the browser is there once the file’s beforeAll has run');
    return browser;
  };
}

export type StoredLang = 'tr' | 'en' | 'sa';

export interface VisitorOptions {
  lang?: StoredLang;
  acceptCookies?: boolean;
  width?: number;
}

/** Visitors with the same options are interchangeable once wiped (kept-visitors.ts). */
const visitorKey = (options: VisitorOptions) =>
  `${options.lang ?? 'tr'}|${options.acceptCookies ?? true}|${options.width ?? 1280}`;

/**
 * A fresh visitor: optional stored language, cookie banner already accepted unless asked otherwise.
 * A wiped visitor with the same options kept from an earlier passed test when there is one (its tab
 * starts warm: kept-visitors.ts), else a new context.
 */
export async function newVisitor(
  browser: Browser,
  options: VisitorOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = (await takeKept(visitorKey(options))) ?? (await openVisitor(browser, options));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page, errors };
}

async function openVisitor(browser: Browser, options: VisitorOptions) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: 800 },
    locale: 'tr-TR',
  });
  await context.addInitScript(
    ({ lang, accept }) => {
      // Only the page itself: embedded third-party frames (the contact map) may not touch storage.
      if (window !== window.top) return;
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      if (lang && lang !== 'tr') localStorage.setItem('selectedLanguage', lang);
      if (accept) localStorage.setItem('cookie-consent', 'true');
    },
    { lang: options.lang ?? 'tr', accept: options.acceptCookies ?? true },
  );
  // No route here: a context with any route runs every request through Playwright with the HTTP cache
  // off (each page load fetched and compiled all its scripts again). The map frame of the contact
  // page cannot leave the machine anyway (CHROMIUM_ARGS' host rule); the contact tests route it themselves (support/contact-steps.ts).
  const page = await context.newPage();
  watchFresh(context, page);
  return { context, page };
}

/**
 * Runs `run` as a fresh visitor (newVisitor); when it passes, the visitor is wiped and kept for the
 * worker's next test (endVisitor), when it fails the visitor is closed. withVisitor adds the console check.
 */
export async function visiting(
  browser: Browser,
  options: VisitorOptions,
  run: (visitor: Awaited<ReturnType<typeof newVisitor>>) => Promise<void>,
): Promise<void> {
  const visitor = await newVisitor(browser, options);
  let passed = false;
  try {
    await run(visitor);
    passed = true;
  } finally {
    await (passed ? endVisitor(visitor.page, options) : visitor.context.close());
  }
}

/**
 * Ends a visitor whose test passed: wiped and kept for the worker's next test with the same options,
 * or closed when its test changed what a wipe cannot undo (kept-visitors.ts).
 */
function endVisitor(page: Page, options: VisitorOptions): Promise<void> {
  return keepOrClose(page, visitorKey(options), new URL('/robots.txt', baseURL()).href);
}

/**
 * Keeps a full-page picture for a person to look at, only when asked (E2E_SCREENSHOTS=1): a full-page
 * capture costs up to half a second, and a failing test gets one anyway (page-helpers.ts#withVisitor).
 */
export async function screenshot(page: Page, name: string, always = process.env.E2E_SCREENSHOTS === '1') {
  if (!always) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
