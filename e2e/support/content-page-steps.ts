import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';

// Steps shared by the browser tests of the content pages: the campaigns page (e2e/content-pages.test.ts),
// the home page's campaign cards and bank slider, and the guides.

const ACCEPT_LANGUAGE = { tr: 'tr', en: 'en', sa: 'ar' } as const;

/** The API's JSON answer to `path` in the given site language (an optional bearer token); expects 200. */
export async function getJson<T>(
  path: string,
  lang: keyof typeof ACCEPT_LANGUAGE = 'tr',
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    headers: {
      'accept-language': ACCEPT_LANGUAGE[lang],
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The page's campaign cards. */
export const cards = (page: Page) => page.getByTestId('campaign-card');

/** The document's scroll width: at most the viewport's width when nothing scrolls sideways. */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
