import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, newVisitor, screenshot, visiting } from './support/browser.ts';
import { waitHydrated } from './support/page-helpers.ts';
import { submitSignIn } from './support/sign-in.ts';
import { shownCodes, shownValue } from './support/ticker-steps.ts';

const browser = fileBrowser();

const storedSelection = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('selectedCurrencies') ?? 'null'));

describe('currency settings modal', () => {
  it('adds, removes, reorders by mouse and keyboard; saved at once; the ticker follows after a reload', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
      await page.goto('/');
      await waitHydrated(page);
      await page.locator('li[data-code="USD"] [data-value]').waitFor();
      const plus = page.getByRole('button', { name: 'Döviz ayarları' });
      await plus.click();
      const dialog = page.getByRole('dialog', { name: 'Döviz ayarları' });
      await dialog.waitFor();
      // The page behind the dialog does not scroll (the shared dialog locks the root element).
      const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(await rootOverflow()).toBe('hidden');
      const rows = () =>
        dialog
          .locator('ol li[data-code]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
      expect(await rows()).toEqual(['USD', 'EUR', 'XAU', 'XAG', 'BIST100']);

      // At 5, every item not chosen is disabled.
      expect(await dialog.getByRole('button', { name: 'İngiliz Sterlini ekle' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Gram Gümüş kaldır' }).click();
      await dialog.getByRole('button', { name: 'İngiliz Sterlini ekle' }).click();
      expect(await rows()).toEqual(['USD', 'EUR', 'XAU', 'BIST100', 'GBP']);
      expect(await storedSelection(page)).toEqual(['USD', 'EUR', 'XAU', 'BIST100', 'GBP']);

      // Drag GBP's handle with the mouse to the top.
      const from = await dialog
        .getByRole('button', { name: 'İngiliz Sterlini sırasını değiştir' })
        .boundingBox();
      const to = await dialog.getByRole('button', { name: 'ABD Doları sırasını değiştir' }).boundingBox();
      if (!from || !to) throw new Error('handles not visible');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
      await page.mouse.up();
      await expect.poll(rows).toEqual(['GBP', 'USD', 'EUR', 'XAU', 'BIST100']);

      // Keyboard: pick EUR up with space, move it down twice, drop with space.
      // Each step waits for the live region's announcement (the person hears where the item is),
      // then pauses as a person would: dnd-kit starts listening for arrow keys a tick after the
      // pick-up, and a key pressed within microseconds of it would be lost.
      const listen = async (text: string) => {
        await page.getByText(text).waitFor({ state: 'attached' });
        await page.waitForTimeout(150);
      };
      await dialog.getByRole('button', { name: 'Euro sırasını değiştir' }).focus();
      await page.keyboard.press('Space');
      await listen('Euro alındı.');
      await page.keyboard.press('ArrowDown');
      await listen('Euro, 4. sıraya taşındı.');
      await page.keyboard.press('ArrowDown');
      await listen('Euro, 5. sıraya taşındı.');
      await page.keyboard.press('Space');
      await expect.poll(rows).toEqual(['GBP', 'USD', 'XAU', 'BIST100', 'EUR']);
      // Esc during a keyboard drag cancels the drag and keeps the modal open.
      await dialog.getByRole('button', { name: 'Euro sırasını değiştir' }).focus();
      await page.keyboard.press('Space');
      await listen('Euro alındı.');
      await page.keyboard.press('ArrowUp');
      await listen('Euro, 4. sıraya taşındı.');
      await page.keyboard.press('Escape');
      await page.getByText('Taşıma iptal edildi; Euro yerinde kaldı.').waitFor({ state: 'attached' });
      await expect.poll(rows).toEqual(['GBP', 'USD', 'XAU', 'BIST100', 'EUR']);
      expect(await dialog.isVisible()).toBe(true);
      expect(await storedSelection(page)).toEqual(['GBP', 'USD', 'XAU', 'BIST100', 'EUR']);
      // The ticker follows at once.
      expect(await shownCodes(page)).toEqual(['GBP', 'USD', 'XAU', 'BIST100', 'EUR']);
      await screenshot(page, 'currency-settings-tr-1280');

      // Esc closes, focus returns to the plus button, scroll unlocks.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await plus.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await rootOverflow()).not.toBe('hidden');

      await page.reload();
      await page.locator('li[data-code="GBP"] [data-value]').waitFor();
      expect(await shownCodes(page)).toEqual(['GBP', 'USD', 'XAU', 'BIST100', 'EUR']);
      expect(await shownValue(page, 'GBP')).toBe('₺65,0643');
      expect(errors).toEqual([]);
    });
  });

  it('keeps at least one item, traps focus, and closes by X, Close and the overlay', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('__sel')) {
          sessionStorage.setItem('__sel', '1');
          localStorage.setItem('selectedCurrencies', JSON.stringify(['KWD', 'gold', 'NOPE', 'SEPET']));
        }
      });
      await page.goto('/');
      // Invalid stored codes are dropped, GOLD reads as XAU.
      await expect.poll(() => shownCodes(page)).toEqual(['XAU', 'SEPET']);
      expect(await shownValue(page, 'SEPET')).toBe('₺66,5646');
      const plus = page.getByRole('button', { name: 'Döviz ayarları' });
      await plus.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sepet (SDR) kaldır' }).click();
      expect(await dialog.getByRole('button', { name: 'Gram Altın kaldır' }).isDisabled()).toBe(true);
      await dialog.getByText('En az bir değer seçili kalmalıdır.').waitFor();
      // Focus stays inside the dialog however far one tabs.
      for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: 'Pencereyi kapat' }).click();
      await dialog.waitFor({ state: 'detached' });
      await plus.click();
      await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await plus.click();
      await page.mouse.click(5, 400);
      await dialog.waitFor({ state: 'detached' });
      expect(await storedSelection(page)).toEqual(['XAU']);
    });
  });

  it('signed in, the selection is saved to the account and follows the user to another browser', async () => {
    const member = { userName: `takip${Date.now()}`, password: 'Takip-Parola-2026' };
    const registered = await fetch(`${baseURL()}/api/Auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...member, email: `${member.userName}@e2e.test` }),
    });
    expect(registered.status).toBe(201);
    const signIn = async (page: Page) => {
      await submitSignIn(page, member.userName, member.password);
      await page.waitForURL('**/yonetim/profil');
      await page.goto('/');
      await page.locator('li[data-code="USD"] [data-value]').waitFor();
    };

    const first = await newVisitor(browser());
    const second = await newVisitor(browser());
    const anonymous = await newVisitor(browser());
    try {
      await signIn(first.page);
      const saved = first.page.waitForResponse(
        (response) => response.url().endsWith('/api/Users/settings') && response.request().method() === 'PUT',
      );
      await first.page.getByRole('button', { name: 'Döviz ayarları' }).click();
      const dialog = first.page.getByRole('dialog', { name: 'Döviz ayarları' });
      await dialog.getByRole('button', { name: 'Gram Gümüş kaldır' }).click();
      expect((await saved).status()).toBe(200);
      await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

      // Another browser, nothing stored: signing in brings the account's selection.
      await signIn(second.page);
      await expect.poll(() => shownCodes(second.page)).toEqual(['USD', 'EUR', 'XAU', 'BIST100']);
      expect(await storedSelection(second.page)).toEqual(['USD', 'EUR', 'XAU', 'BIST100']);

      // Anonymous visitors are untouched: the default five.
      await anonymous.page.goto('/');
      await anonymous.page.locator('li[data-code="USD"] [data-value]').waitFor();
      expect(await shownCodes(anonymous.page)).toEqual(['USD', 'EUR', 'XAU', 'XAG', 'BIST100']);
      for (const visitor of [first, second, anonymous]) expect(visitor.errors).toEqual([]);
    } finally {
      for (const visitor of [first, second, anonymous]) await visitor.context.close();
    }
  });
});
