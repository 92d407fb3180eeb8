import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, visiting } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fillIn, openHydrated, withVisitor } from './support/page-helpers.ts';
import { api, apiToken, signInToConsole } from './support/sign-in.ts';

/*
 * Focus goes back where the visitor was (docs/requirements/site-and-pages.md#focus): after the home
 * results dialog, after a user is deleted, after the cookie banner is accepted.
 */
const browser = fileBrowser();

/** What has the keyboard focus: tag, accessible text and id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 80),
      id: element?.id ?? '',
    };
  });

const loanWidget = (page: Page) => page.locator('section[aria-labelledby="loan-widget-title"]');

describe('focus returns to what opened it', () => {
  it('the home results dialog gives focus back to Hesapla, by keyboard and by mouse', async () => {
    await withVisitor(browser(), {}, async (page) => {
      await openHydrated(page, '/', '#home-loan-amount');
      await fillIn(page.locator('#home-loan-amount'), '75000');
      await page.locator('#home-loan-term').selectOption('24');
      const calculate = loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Kredi Teklifleri' });

      // Keyboard: Enter on the button, Esc in the dialog.
      await calculate.focus();
      await page.keyboard.press('Enter');
      await dialog.getByTestId('loan-offer').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Hesapla' });

      // Mouse: the button, then the dialog's close button.
      await calculate.click();
      await dialog.getByTestId('loan-offer').first().waitFor();
      await dialog.getByRole('button', { name: 'Kapat' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Hesapla' });
    });
  });

  it('after a user is deleted focus moves to the next row, and to the heading when none is left below', async () => {
    const token = await apiToken();
    const stamp = Date.now();
    const names = [`odak.a${stamp}`, `odak.b${stamp}`];
    for (const userName of names) {
      const created = await api('POST', '/Users', token, {
        userName,
        email: `${userName}@e2e.test`,
        password: 'Odak-Parola-2026',
        roles: ['User'],
      });
      expect(created.status).toBe(201);
    }
    await visiting(browser(), {}, async ({ page }) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/yonetim/kullanicilar');
      const rows = page.locator('tbody tr');
      await rows.filter({ hasText: names[1] as string }).waitFor();
      // Users are listed by number: the second of the two is the last row, right below the first.
      const order = (await rows.locator('th').allInnerTexts()).map((text) => text.replace(/\s*\(.*\)$/, ''));
      expect(order.slice(-2)).toEqual(names);
      const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı Sil' });
      const remove = async (userName: string) => {
        await page.getByRole('button', { name: `${userName} kullanıcısını sil` }).click();
        await dialog.getByRole('button', { name: 'Evet, sil' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => rows.filter({ hasText: userName }).count()).toBe(0);
      };
      // The first: the row below it takes its place under the focus.
      await remove(names[0] as string);
      await expect.poll(async () => (await focused(page)).text).toBe(`${names[1]} kullanıcısını düzenle`);
      // The last: nothing below it, so the list's heading (never the page itself).
      await remove(names[1] as string);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Kullanıcılar' });
    });
  });

  it('accepting the cookie banner puts focus on the page heading, not on the page itself', async () => {
    await visiting(browser(), { acceptCookies: false }, async ({ page }) => {
      await openHydrated(page, '/hesaplama-araclari/kdv-hesaplama', 'header button');
      const accept = page.getByRole('button', { name: 'Kabul Et', exact: true });
      await accept.focus();
      await page.keyboard.press('Enter');
      await accept.waitFor({ state: 'detached' });
      const heading = await page.locator('main h1').first().innerText();
      expect(await focused(page)).toMatchObject({ tag: 'h1', text: heading });
      // The next Tab continues from there, into the page's content, not back at the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });
  });
});
