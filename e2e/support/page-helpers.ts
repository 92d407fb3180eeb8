import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fileBrowser, type StoredLang, screenshot, visiting } from './browser.ts';

/** Opens a page and waits until React has hydrated `control` (typing before that is lost). */
export async function openHydrated(page: Page, path: string, control: string, dir = 'ltr') {
  await page.goto(path);
  await page.waitForFunction(
    ([selector, expectedDir]) => {
      const element = document.querySelector(selector as string);
      const hydrated = element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      // The control may be hydrated before the content below it: the page is whole once the root's
      // effect has marked it (root.tsx); a test that edits the DOM before would break the hydration.
      const whole = document.documentElement.dataset.hydrated !== undefined;
      return Boolean(hydrated) && whole && document.documentElement.dir === expectedDir;
    },
    [control, dir],
  );
}

/**
 * Types like a person, key by key, into an emptied field: for the tests whose subject is what happens
 * while typing (live grouping, a refused third decimal, a cap or a range message as the keys arrive).
 */
export async function typeInto(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

/**
 * Puts `text` into the field in one input event, as a paste or the browser's autofill does: for every
 * other test, where the entry is a step towards the subject (a keystroke costs a round trip and a
 * render each; docs/decisions/0016-ci-time.md: key by key only where live formatting is the subject).
 */
export async function fillIn(field: Locator, text: string) {
  await field.fill(text);
}

/**
 * Runs `run` as a fresh visitor and then checks the console stayed free of errors, except the ones
 * `expected` names (e.g. the browser's own line for an HTTP 400 the test provoked on purpose).
 */
export async function withVisitor(
  browser: Browser,
  options: { lang?: StoredLang; width?: number; expected?: RegExp },
  run: (page: Page) => Promise<void>,
) {
  // A passed test's visitor is wiped and kept for the next test, a failed one's closed (browser.ts#visiting).
  await visiting(browser, options, async ({ page, errors }) => {
    await run(page).catch(async (error: unknown) => {
      // A failing test leaves its page as a picture (test-results/screenshots/failed-….png).
      const name = (expect.getState().currentTestName ?? 'test')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .slice(0, 120);
      await screenshot(page, `failed-${name}`, true).catch(() => undefined);
      throw error;
    });
    const { expected } = options;
    expect(expected ? errors.filter((text) => !expected.test(text)) : errors).toEqual([]);
  });
}

/**
 * Gives the calling test file the worker's Chromium (its beforeAll and afterAll) and returns how its
 * tests run a fresh visitor there: `withVisitor` without the browser argument.
 */
export function fileVisitor() {
  const browser = fileBrowser();
  return (
    options: { lang?: StoredLang; width?: number; expected?: RegExp },
    run: (page: Page) => Promise<void>,
  ) => withVisitor(browser(), options, run);
}

/** A download's text (copied out of the browser's temporary download folder first). */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pusula-download-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until React has hydrated the page (its header's buttons answer clicks only from then on). */
export async function waitHydrated(page: Page, selector = 'header button') {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    const whole = document.documentElement.dataset.hydrated !== undefined; // root.tsx, as openHydrated
    return element !== null && whole && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
