import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeContexts,
  launchBrowser,
  SCREENSHOT_DIR,
  type StoredLang,
  screenshot,
} from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { signInToConsole } from './support/sign-in.ts';

// What a visitor sees on real pages, proven in the browser: dialogs and tables fit their box (or scroll
// with a cue), Arabic keeps numbers left-to-right, the registration page has its own title, toasts stand on top.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const withVisitor = (
  options: { lang?: StoredLang; width?: number; expected?: RegExp },
  run: (page: Page) => Promise<void>,
) => visit(browser, options, run);

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

  it('Arabic: the withholding fraction and the loan summary keep numbers left-to-right', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/kdv-hesaplama', '#vat-withholding-amount', 'rtl');
      // The "/10" unit inside the withholding field.
      const unit = page.locator('#vat-withholding-tevkifat').locator('xpath=following-sibling::*[1]');
      expect(await unit.textContent()).toBe('/10');
      const unitStyle = await unit.evaluate((element) => {
        const style = getComputedStyle(element);
        return { direction: style.direction, bidi: style.unicodeBidi };
      });
      expect(unitStyle).toEqual({ direction: 'ltr', bidi: 'isolate' });
      // The result labels "(2/10)" / "(8/10)".
      await page.locator('#vat-withholding-tevkifat').fill('2');
      await page.locator('#vat-withholding-amount').fill('1000');
      await page.locator('#vat-withholding-amount').press('Enter');
      const fractions = page.locator('section dl dt [dir="ltr"]');
      await expect.poll(() => fractions.count()).toBeGreaterThanOrEqual(2);
      const shapes = await fractions.evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
        })),
      );
      for (const shape of shapes) {
        expect(shape.text).toMatch(/^\d+\/10$/);
        expect(shape.direction).toBe('ltr');
        expect(shape.bidi).toBe('isolate');
      }
      expect(shapes.map((shape) => shape.text)).toEqual(expect.arrayContaining(['2/10', '8/10']));
      await screenshot(page, 'defects-vat-withholding-ar-1280');

      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('loan-offer').first().waitFor();
      const summary = page.locator('p').filter({ hasText: 'قرض شخصي ·' });
      await summary.waitFor();
      const parts = await summary.locator('[dir="ltr"]').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
        })),
      );
      expect(parts.map((part) => part.text)).toEqual([expect.stringMatching(/^50[.,]000 TL$/), '12']);
      for (const part of parts) expect([part.direction, part.bidi]).toEqual(['ltr', 'isolate']);
      await screenshot(page, 'defects-loan-summary-ar-1280');
    });
  });

  it('/login?mode=register is titled as registration, in the server HTML and after hydration', async () => {
    const html = await (await fetch(`${baseURL()}/login?mode=register`)).text();
    expect(html).toMatch(/<title>Kayıt Ol[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Kayıt Ol<\/h1>/);
    expect(html).not.toContain('Hesabınızla giriş yapın.');
    const enHtml = await (await fetch(`${baseURL()}/login?mode=register&lang=en`)).text();
    expect(enHtml).toMatch(/<h1[^>]*>Create an account<\/h1>/);
    // The sign-in page keeps its own texts.
    const loginHtml = await (await fetch(`${baseURL()}/login`)).text();
    expect(loginHtml).toMatch(/<h1[^>]*>Giriş Yap<\/h1>/);

    await withVisitor({}, async (page) => {
      await openHydrated(page, '/login?mode=register', 'input[autocomplete="new-password"]');
      expect(await page.locator('h1').textContent()).toBe('Kayıt Ol');
      expect(await page.title()).toMatch(/^Kayıt Ol/);
      await page.getByText('Yeni bir hesap oluşturun', { exact: false }).waitFor();
      // Switching to the sign-in tab brings the sign-in texts back.
      await page.getByRole('tab', { name: 'Giriş Yap' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Giriş Yap');
      await expect.poll(() => page.title()).toMatch(/^Giriş Yap/);
    });
  });

  it('toasts stand on top: above an open dialog, and of the page after the dialog closes', async () => {
    // The browser logs the save it could not send (provoked below).
    await withVisitor({ expected: /net::ERR_FAILED/ }, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, null);
      await page.goto('/yonetim/kullanicilar');
      await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
      await dialog.getByLabel('Kullanıcı adı').fill('toast.kontrol');
      await dialog.getByLabel('E-posta').fill('toast@e2e.test');
      await dialog.getByLabel('Şifre').fill('Toast-Parola-2026');
      // Once it has slid in, a toast's centre hits the toast itself (nothing covers, dims or disables it).
      const onTop = (toast: Locator) => () =>
        toast.evaluate((element) => {
          const r = element.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit && element.contains(hit) ? 'toast' : (hit?.outerHTML.slice(0, 200) ?? 'nothing');
        });

      // A save that cannot reach the server keeps the dialog open; its error toast stands above the
      // modal (a native modal dialog leaves everything outside it dimmed and inert).
      await page.route('**/api/Users', (route) => route.abort());
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      const failed = page.locator('.Toastify__toast--error').filter({ hasText: 'Sunucuya bağlanılamıyor' });
      await failed.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await expect.poll(onTop(failed)).toBe('toast');
      await screenshot(page, 'defects-toast-over-dialog-tr-1280');
      await page.unroute('**/api/Users');

      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      // The dialog closes after the save; the toast then stands above everything.
      await dialog.waitFor({ state: 'hidden' });
      const toast = page.locator('.Toastify__toast--success').filter({ hasText: 'Kullanıcı eklendi.' });
      await toast.waitFor();
      await expect.poll(onTop(toast)).toBe('toast');
      // The container is stacked by the tokens' toast layer, above the modal layer.
      const layers = await page.evaluate(() => {
        const container = document.querySelector('.Toastify__toast-container');
        const root = getComputedStyle(document.documentElement);
        return {
          container: container ? Number(getComputedStyle(container).zIndex) : 0,
          modal: Number(root.getPropertyValue('--z-modal')),
          toast: Number(root.getPropertyValue('--z-toast')),
        };
      });
      expect(layers.container).toBe(layers.toast);
      expect(layers.container).toBeGreaterThan(layers.modal);
      await screenshot(page, 'defects-admin-toast-tr-1280');
    });
  });
});
