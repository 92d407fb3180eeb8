import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type fileVisitor, openHydrated } from './page-helpers.ts';

// Steps of the result-link browser tests (docs/requirements/site-and-pages.md#result-links): each
// calculator's case in e2e/result-links.test.ts, and the page's regions, which
// e2e/result-links-refused-and-arabic.test.ts waits for too.

/** A calculator whose result link is checked: its page, how to fill it, the query and the result. */
export interface Calculator {
  name: string;
  path: string;
  /** The control that shows the page has hydrated. */
  control: string;
  /** Fills the form like a person (the button is pressed by the test). */
  fill: (page: Page) => Promise<void>;
  /** The query a successful Calculate writes. */
  query: string;
  /** The result, whose text must be the same in a fresh browser. */
  result: (page: Page) => Locator;
  /** Where the Calculate button is, when the page has more than one form. */
  form?: (page: Page) => Locator;
}

/** The page's region (a card or a result summary) whose accessible name is exactly `name`. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The result's text once its first part shows (every part, one a line). */
const resultText = async (result: Locator) => {
  await result.first().waitFor();
  return (await result.allInnerTexts()).join('\n');
};

/**
 * The body of "Calculate writes the query, and the link shows the same result in a new browser": one
 * visitor fills the form and calculates (the query replaces the address) and copies the link; a second
 * visitor opens the link and must see the same result text at the same address.
 */
export async function checkResultLink(withVisitor: ReturnType<typeof fileVisitor>, calculator: Calculator) {
  let link = '';
  let shown = '';
  await withVisitor({}, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, calculator.path, calculator.control);
    const before = await page.evaluate(() => history.length);
    await calculator.fill(page);
    await (calculator.form?.(page) ?? page).getByRole('button', { name: 'Hesapla', exact: true }).click();
    shown = await resultText(calculator.result(page));
    await page.waitForURL((url) => url.search === `?${calculator.query}`);
    // The query is replaced: no history entry per calculation.
    expect(await page.evaluate(() => history.length)).toBe(before);
    link = page.url();

    await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
    await page.getByRole('status').filter({ hasText: 'Bağlantı kopyalandı' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  await withVisitor({}, async (page) => {
    await page.goto(link);
    expect(await resultText(calculator.result(page))).toBe(shown);
    expect(page.url()).toBe(link);
  });
}
