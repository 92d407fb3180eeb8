import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

// Steps shared by the calculator pages' browser tests (VAT, interest rate, tradesman loan, number
// formats, coming back within the visit).

/** The VAT calculator's page (KDV). */
export const KDV = '/hesaplama-araclari/kdv-hesaplama';
/** The interest-rate calculator's page. */
export const FAIZ = '/hesaplama-araclari/faiz-orani-hesaplama';
/** The tradesman loan calculator's page (esnaf kredisi). */
export const ESNAF = '/hesaplama-araclari/esnaf-kredisi';

/** The value shown in the result row whose label is exactly `label`. */
export function row(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');
}

/** Narrows the window to 360 px, checks the page itself does not scroll sideways, then shoots. */
export async function shootAt360(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, name);
}

/** The id of the focused element ('' when none has one): where a validation message sent the focus. */
export const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
