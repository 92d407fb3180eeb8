import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, SCREENSHOT_DIR } from './browser.ts';
import { api } from './sign-in.ts';

// Steps shared by the content editor's browser tests (e2e/content-editor-*.test.ts): the campaigns as
// the API lists them, the page's raw HTML, width checks and the pictures of dialogs and phone screens.

/** A campaign's title and description in one language. */
interface CampaignText {
  title: string;
  description: string;
}
/** A campaign as `GET /api/campaigns/admin` lists it (active or not). */
export interface Campaign {
  id: number;
  image: string;
  link: string | null;
  active: boolean;
  sortOrder: number;
  updatedBy: string | null;
  texts: Record<'tr' | 'en' | 'ar', CampaignText>;
}

/** Every campaign in the console's order, as the Admin or an Editor sees it (checks the 200). */
export async function listCampaigns(token: string): Promise<Campaign[]> {
  const answer = await api('GET', '/campaigns/admin', token);
  expect(answer.status).toBe(200);
  return answer.body.data as Campaign[];
}

/** The page's HTML as a plain HTTP client (curl) gets it, without running any script. */
export async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`);
  return response.text();
}

/** True when the page does not scroll sideways (tables scroll inside their own box). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** True when a table needs no sideways scrolling inside its box. */
export function tableFits(table: Locator): Promise<boolean> {
  return table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth <= box.clientWidth;
  });
}

/** Pictures are kept only when asked for (E2E_SCREENSHOTS=1), as support/browser.ts#screenshot. */
export const SHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * The open dialog whole: the window grows to its height for the picture, then shrinks back. Only when
 * pictures are asked for (E2E_SCREENSHOTS=1), as support/browser.ts#screenshot.
 */
export async function dialogShot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  const needed = await page.evaluate(() => (document.querySelector('dialog[open]')?.scrollHeight ?? 0) + 64);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, needed) });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
  await page.setViewportSize(size);
}

/** What a phone shows first (the full-page pictures of a long narrow page are hard to read). */
export async function viewportShot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
}

/** The console's campaigns table (its Turkish name). */
export const campaignsTable = (page: Page) => page.getByRole('table', { name: 'Kampanyalar' });
