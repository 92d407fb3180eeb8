import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';
import { signInToConsole } from './support/sign-in.ts';

// What a visitor sees on real pages, proven in the browser: dialogs and tables fit their box (or scroll
// with a cue).

const withVisitor = fileVisitor();

/** The visible window only (a full-page shot of a phone-width page is too tall to review); E2E_SCREENSHOTS=1. */
async function shootWindow(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/**
 * A table fits its card, or its scroller scrolls sideways and shows the scroll cue: every column header
 * lies inside the card, or the scroller is wider inside than outside and its frame says which edge
 * hides more columns (a visible shade on that edge).
 */
async function fitsOrScrollsWithCue(table: Locator, card: Locator) {
  const cardBox = await box(card);
  const headers = table.locator('thead th');
  let allInside = true;
  for (let i = 0; i < (await headers.count()); i++) {
    const header = await box(headers.nth(i));
    if (header.x < cardBox.x - 0.5 || header.x + header.width > cardBox.x + cardBox.width + 0.5)
      allInside = false;
  }
  if (allInside) return 'fits';
  const scroll = await table.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX !== 'auto') scroller = scroller.parentElement;
    if (!scroller) return null;
    const frame = scroller.closest('[data-scroll-cue]');
    const cue = frame?.getAttribute('data-scroll-cue') ?? '';
    const shade = frame ? getComputedStyle(frame, cue === 'start' ? '::before' : '::after') : null;
    return {
      scrollable: scroller.scrollWidth > scroller.clientWidth,
      inCard: scroller.getBoundingClientRect().width,
      cue,
      shadeOpacity: shade ? Number(shade.opacity) : 0,
    };
  });
  expect(scroll).not.toBeNull();
  expect(scroll?.scrollable).toBe(true);
  expect(scroll?.cue).toMatch(/^(start|end|both)$/);
  expect(scroll?.shadeOpacity).toBeGreaterThan(0);
  const scroller = await table.evaluate((element) => {
    const r = element.parentElement?.getBoundingClientRect();
    return r ? { x: r.x, width: r.width } : null;
  });
  expect(scroller && scroller.x >= cardBox.x - 0.5).toBe(true);
  expect(scroller && scroller.x + scroller.width <= cardBox.x + cardBox.width + 0.5).toBe(true);
  return 'scrolls';
}

describe('page fit, direction, titles and stacking', () => {
  it('the funds dialog and its controls fit a 390 px phone', async () => {
    await withVisitor({ width: 390 }, async (page) => {
      await openHydrated(page, '/', '#yatirim-fonlari button');
      await page.locator('#yatirim-fonlari').getByRole('button', { name: 'Tüm Fonları Görüntüle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tüm Yatırım Fonları' });
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(15);
      const parts = {
        dialog,
        close: dialog.getByRole('button', { name: 'Kapat' }).first(),
        search: dialog.getByRole('button', { name: 'Ara', exact: true }),
        field: dialog.getByLabel('Fon ara'),
      };
      for (const [name, part] of Object.entries(parts)) {
        const { x, width } = await box(part);
        expect(x, name).toBeGreaterThanOrEqual(0);
        expect(x + width, name).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shootWindow(page, 'defects-funds-modal-tr-390');
    });
  });

  for (const lang of ['tr', 'sa'] as const) {
    it(`the home fund tables fit their cards or scroll with a cue at 1280 px (${lang})`, async () => {
      await withVisitor({ lang, width: 1280 }, async (page) => {
        await openHydrated(page, '/', '#yatirim-fonlari button', lang === 'sa' ? 'rtl' : 'ltr');
        for (const id of ['#yatirim-fonlari', '#emeklilik-fonlari']) {
          const card = page.locator(id);
          await expect.poll(() => card.locator('tbody tr th[scope="row"]').count()).toBe(5);
          await fitsOrScrollsWithCue(card.locator('table'), card);
        }
        await page.locator('#yatirim-fonlari').scrollIntoViewIfNeeded();
        await shootWindow(page, `defects-funds-home-${lang}-1280`);
      });
    });
  }

  it('the Arabic admin log table fits its box or scrolls with a cue at 1280 px', async () => {
    await withVisitor({ lang: 'sa', width: 1280 }, async (page) => {
      // A registration with a long user name (logged with it) makes the user column wide.
      const registered = await fetch(`${baseURL()}/api/Auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: 'cok.uzun.bir.kullanici.adi.ornegi_2026-kayit',
          email: 'uzun.kullanici.adi@e2e.test',
          password: 'Uzun-Parola-2026',
        }),
      });
      expect(registered.status).toBe(201);
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, null);
      await page.goto('/yonetim/kayitlar');
      const table = page.locator('main table');
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      await fitsOrScrollsWithCue(table, page.locator('main'));
      // The console's content column itself stays inside the window.
      const scroller = await box(table.locator('xpath=..'));
      expect(scroller.x).toBeGreaterThanOrEqual(0);
      expect(scroller.x + scroller.width).toBeLessThanOrEqual(1280);
      await screenshot(page, 'defects-admin-logs-ar-1280');
    });
  });
});
