import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { signInToConsole } from './support/sign-in.ts';

// What a visitor sees on real pages, proven in the browser: toasts stand on top.

const withVisitor = fileVisitor();

describe('page fit, direction, titles and stacking', () => {
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
