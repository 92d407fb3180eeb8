import type { Page } from 'playwright-core';

// Steps shared by the ticker's browser tests (the ticker itself, its currency selection modal and the
// selection saved to an account).

/** The codes the loaded ticker shows, in order (the loading skeleton's section is still aria-busy). */
export const shownCodes = (page: Page) =>
  page
    .locator('section[aria-busy="false"] li[data-code]')
    .evaluateAll((items) => items.map((el) => el.getAttribute('data-code')));

/** The value the ticker shows for `code`, as its text. */
export const shownValue = (page: Page, code: string) =>
  page.locator(`li[data-code="${code}"] [data-value]`).innerText();
