import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fillIn, openHydrated, withVisitor } from './support/page-helpers.ts';
import { AR_LOGIN, signInToConsole, TR_LOGIN } from './support/sign-in.ts';

/* Toasts keep clear of the controls under them; the header's menus answer the keyboard and say what
   they are (docs/requirements/site-and-pages.md#toasts and #header). */
const browser = fileBrowser();

const visit = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  withVisitor(browser(), { ...options, expected: /status of 4/ }, run);

const TEXTS = {
  tr: {
    calculate: 'Hesapla',
    account: 'Hesap',
    close: 'Kapat',
    add: 'Kullanıcı Ekle',
    dialog: 'Yeni Kullanıcı',
  },
  sa: { calculate: 'احسب', account: 'الحساب', close: 'إغلاق', add: 'إضافة مستخدم', dialog: 'مستخدم جديد' },
};
const loanWidget = (page: Page) => page.locator('section[aria-labelledby="loan-widget-title"]');
const toastBox = (page: Page) => page.locator('.Toastify__toast').first();

type Box = { x: number; y: number; width: number; height: number };

/**
 * The first toast's box once it has slid in: inside the window, no animation running, and the same
 * on two checks in a row (before its entrance starts it waits off to the side; its progress bar
 * runs on, and is not its box).
 */
async function settledToast(page: Page): Promise<Box> {
  await toastBox(page).waitFor();
  const handle = await page.waitForFunction(() => {
    const state = window as unknown as { lastToastBox?: string };
    const toast = document.querySelector('.Toastify__toast');
    if (!toast) return null;
    const { x, y, width, height } = toast.getBoundingClientRect();
    const still = toast.getAnimations().every((a) => a.playState !== 'running');
    const inside = x >= 0 && x + width <= window.innerWidth && y >= 0;
    const box = JSON.stringify({ x, y, width, height });
    const same = box === state.lastToastBox;
    state.lastToastBox = box;
    return still && inside && same ? { x, y, width, height } : null;
  });
  return (await handle.jsonValue()) as Box;
}

/** The toast and the control share no pixel (the control measured first: it does not move). */
async function apart(page: Page, control: Locator) {
  const two = await control.boundingBox();
  const one = await settledToast(page);
  expect(two).toBeTruthy();
  const overlap =
    one.x < two!.x + two!.width &&
    two!.x < one.x + one.width &&
    one.y < two!.y + two!.height &&
    two!.y < one.y + one.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

describe('toasts', () => {
  for (const [lang, width] of [
    ['tr', 1280],
    ['tr', 390],
    ['sa', 390],
  ] as const) {
    it(`never cover the header's account button (${lang}, ${width} px)`, async () => {
      await visit({ lang, width }, async (page) => {
        await openHydrated(page, '/', '#home-loan-amount', lang === 'sa' ? 'rtl' : 'ltr');
        await page.locator('#home-loan-amount').fill(''); // no amount: an error toast
        await loanWidget(page).getByRole('button', { name: TEXTS[lang].calculate, exact: true }).click();
        await apart(page, page.getByRole('button', { name: TEXTS[lang].account, exact: true }));
      });
    });
  }

  for (const [lang, width] of [
    ['tr', 900],
    ['tr', 390],
    ['sa', 390],
  ] as const) {
    it(`never cover a dialog's close button (${lang}, ${width} px)`, async () => {
      await visit({ lang, width }, async (page) => {
        // A window as short as a phone's held sideways: the dialog reaches the top of it.
        await page.setViewportSize({ width, height: 480 });
        await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, lang === 'sa' ? AR_LOGIN : TR_LOGIN);
        await page.goto('/yonetim/kullanicilar');
        await page.getByRole('button', { name: TEXTS[lang].add }).click();
        const dialog = page.getByRole('dialog', { name: TEXTS[lang].dialog });
        // The first Admin's name again: the server refuses it, the client says so in a toast.
        await dialog.locator('input[type="text"]').fill(E2E_ADMIN.userName);
        await dialog.locator('input[type="email"]').fill(`ikinci.${Date.now()}@e2e.test`);
        await dialog.locator('input[type="password"]').fill('Ikinci-Parola-2026');
        await dialog.locator('button[type="submit"]').click();
        await apart(page, dialog.getByRole('button', { name: TEXTS[lang].close, exact: true }));
      });
    });
  }

  it('a stale error toast goes when a new result arrives', async () => {
    await visit({}, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount');
      await page.locator('#page-loan-amount').fill(''); // no amount: an error toast
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const error = page.locator('.Toastify__toast--error');
      await error.waitFor();
      // The pointer rests on the toast, which holds its 5 seconds: only the new result can take it away.
      await error.hover();
      await fillIn(page.locator('#page-loan-amount'), '75000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('loan-offer').first().waitFor();
      await expect.poll(() => error.count(), { timeout: 3000 }).toBe(0);
    });
  });
});

describe('header menus', () => {
  it('Esc closes "Hesaplama Araçları" from inside it and gives focus back to its button', async () => {
    await visit({}, async (page) => {
      await openHydrated(page, '/', 'header button');
      const button = page.getByRole('button', { name: 'Hesaplama Araçları' });
      await button.focus();
      await page.keyboard.press('Enter');
      const list = page.locator(`#${await button.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
      await list.waitFor();
      await page.keyboard.press('Tab');
      expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  for (const lang of ['tr', 'sa'] as const) {
    it(`the mobile menu shows that the tools expand, at the line's end (${lang}, 390 px)`, async () => {
      await visit({ lang, width: 390 }, async (page) => {
        await openHydrated(page, '/', 'header button', lang === 'sa' ? 'rtl' : 'ltr');
        await page.getByRole('button', { name: lang === 'sa' ? 'القائمة' : 'Menü', exact: true }).click();
        const summary = page.locator('header nav summary');
        await summary.waitFor();
        const icon = summary.locator('svg');
        expect(await icon.isVisible()).toBe(true);
        const [row, mark] = [await summary.boundingBox(), await icon.boundingBox()];
        const middle = row!.x + row!.width / 2;
        if (lang === 'tr') expect(mark!.x).toBeGreaterThan(middle);
        else expect(mark!.x + mark!.width).toBeLessThan(middle);
        const turn = () => icon.evaluate((el) => getComputedStyle(el).transform);
        const closed = await turn();
        await summary.click();
        await expect.poll(turn).not.toBe(closed);
      });
    });

    it(`the deposit term field and its chips have different names (${lang})`, async () => {
      await visit({ lang }, async (page) => {
        const rtl = lang === 'sa';
        await openHydrated(
          page,
          '/hesaplama-araclari/mevduat-hesaplama',
          '#page-deposit-days',
          rtl ? 'rtl' : 'ltr',
        );
        const label = (await page.locator('label[for="page-deposit-days"]').innerText()).trim();
        const group = page.locator('form fieldset');
        const legend = (await group.locator('legend').innerText()).trim();
        expect(legend).not.toBe(label);
        expect(legend).toBe(rtl ? 'مدد جاهزة' : 'Hazır vadeler');
        await page.getByRole('group', { name: legend, exact: true }).waitFor();
        expect(await page.getByRole('group', { name: label, exact: true }).count()).toBe(0);
      });
    });
  }
});
