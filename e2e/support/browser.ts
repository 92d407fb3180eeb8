import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** This worker's server (global-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return urls[worker % urls.length] as string;
};
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * The run's one Chromium (started by global-setup.ts): a file connects to it and opens a context per
 * test; `browser.close()` then only disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export type StoredLang = 'tr' | 'en' | 'sa';

/** A fresh visitor: optional stored language, cookie banner already accepted unless asked otherwise. */
export async function newVisitor(
  browser: Browser,
  options: { lang?: StoredLang; acceptCookies?: boolean; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
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
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page, errors };
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
