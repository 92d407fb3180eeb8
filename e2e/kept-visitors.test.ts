import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser.ts';
import { withVisitor as visit } from './support/page-helpers.ts';

// The browser tests keep a passed test's visitor, wiped, for the next test with the same options
// (support/kept-visitors.ts): the next test must find nothing of the last one but the warm tab.

const browser = fileBrowser();
const withVisitor = (width: number, run: (page: Page) => Promise<void>) => visit(browser(), { width }, run);
/** A width no other file uses: this file's visitors are its own. */
const WIDTH = 1111;

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    cookie: document.cookie.includes('left-behind'),
  }));

describe('kept visitors', () => {
  let last: Page | undefined;

  it('a passed test leaves storage and cookies behind in its tab', async () => {
    await withVisitor(WIDTH, async (page) => {
      await page.goto('/robots.txt');
      await page.evaluate(() => {
        localStorage.setItem('left-behind', 'yes');
        sessionStorage.setItem('left-behind', 'yes');
      });
      await page.context().addCookies([{ name: 'left-behind', value: 'yes', url: page.url() }]);
      expect(await storage(page)).toEqual({ local: 'yes', session: 'yes', cookie: true });
      last = page;
    });
  });

  it('the next test gets the same tab with none of it, and the stored choices seeded again', async () => {
    await withVisitor(WIDTH, async (page) => {
      expect(page).toBe(last);
      await page.goto('/robots.txt');
      expect(await storage(page)).toEqual({ local: null, session: null, cookie: false });
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('true');
      // A test that routes requests cannot be wiped back: its visitor is closed, not kept.
      await page.route('**/robots.txt', (route) => route.continue());
      last = page;
    });
  });

  it('after a test that changed what a wipe cannot undo, the next test gets a new tab', async () => {
    await withVisitor(WIDTH, async (page) => {
      expect(page).not.toBe(last);
      expect(last?.isClosed()).toBe(true);
    });
  });
});
