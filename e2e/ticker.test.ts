import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newVisitor, screenshot } from './support/browser.ts';
import { waitHydrated } from './support/page-helpers.ts';
import { submitSignIn } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ticker = (page: Page) => page.getByRole('region', { name: 'Döviz, altın ve borsa' });
const shownCodes = (page: Page) =>
  page
    .locator('section[aria-busy="false"] li[data-code]')
    .evaluateAll((items) => items.map((el) => el.getAttribute('data-code')));
const shownValue = (page: Page, code: string) =>
  page.locator(`li[data-code="${code}"] [data-value]`).innerText();
const storedSelection = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('selectedCurrencies') ?? 'null'));

describe('ticker', () => {
  it('shows a ticker-shaped skeleton while loading, then the demo quotes without a layout shift', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/Currency/latest', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const skeleton = page.locator('ul[data-skeleton] li');
      await skeleton.first().waitFor();
      expect(await skeleton.count()).toBe(5);
      const before = await ticker(page).boundingBox();
      release();
      await page.locator('li[data-code="USD"] [data-value]').waitFor();
      const after = await ticker(page).boundingBox();
      expect(after?.height).toBe(before?.height);
      expect(after?.y).toBe(before?.y);

      expect(await shownCodes(page)).toEqual(['USD', 'EUR', 'XAU', 'XAG', 'BIST100']);
      expect(await shownValue(page, 'USD')).toBe('₺48,9889');
      expect(await shownValue(page, 'EUR')).toBe('₺55,7310');
      expect(await shownValue(page, 'XAU')).toBe('6.382,5700');
      expect(await shownValue(page, 'XAG')).toBe('76,5800');
      expect(await shownValue(page, 'BIST100')).toBe('10.845,32');

      const up = page.locator('li[data-code="BIST100"] [data-trend]');
      const down = page.locator('li[data-code="XAG"] [data-trend]');
      expect(await up.getAttribute('data-trend')).toBe('up');
      expect(await up.innerText()).toContain('+%0,79');
      expect(await down.getAttribute('data-trend')).toBe('down');
      expect(await down.innerText()).toContain('-%0,35');
      expect(await up.locator('svg').count()).toBe(1);
      const colour = (locator: typeof up) => locator.evaluate((el) => getComputedStyle(el).color);
      expect(await colour(up)).not.toBe(await colour(down));
      await ticker(page).getByText('Örnek veri · 20 Kas 2026 12:00 itibarıyla').waitFor();
      await screenshot(page, 'ticker-tr-1280');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refreshes every 90 s, pauses while the tab is hidden and catches up when it is shown again', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.clock.install();
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/Currency/latest')) calls += 1;
      });
      await page.goto('/');
      await page.locator('li[data-code="USD"] [data-value]').waitFor();
      expect(calls).toBe(1);
      // The installed clock also flows with real time, and under load seconds pass between the first
      // fetch and here: stop it (a second ahead, as pauseAt moves forward only), then step it. No refresh
      // by 81 s after the first fetch, one by 91 s (the interval is 90 s; the margin is for that drift).
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.clock.runFor(80_000);
      expect(calls).toBe(1);
      await page.clock.runFor(10_000);
      await expect.poll(() => calls).toBe(2);
      const setHidden = (hidden: boolean) =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
      await setHidden(true);
      await page.clock.runFor(300_000);
      expect(calls).toBe(2);
      await setHidden(false);
      await expect.poll(() => calls).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('on a failed fetch says so and shows the fallback sample rates, clearly marked', async () => {
    const { context, page } = await newVisitor(browser, { width: 360 });
    try {
      await page.route('**/api/Currency/latest', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await ticker(page).getByRole('alert').getByText('Kur verileri şu anda yüklenemiyor').waitFor();
      await ticker(page).getByText('sabit örnek verilerdir').waitFor();
      await ticker(page)
        .getByText(/^Örnek veri · /)
        .waitFor();
      expect(await shownValue(page, 'USD')).toBe('₺48,9889');
      // At 360 px the ticker stays within the screen and its list scrolls inside it.
      const box = await ticker(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      const list = ticker(page).locator('ul');
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await screenshot(page, 'ticker-fallback-tr-360');
    } finally {
      await context.close();
    }
  });

  it('with no usable data says the rates could not be retrieved', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.route('**/api/Currency/latest', (route) =>
        route.fulfill({
          json: {
            data: {
              rates: [{ currencyName: 'USD', currencyType: 'satis', rate: 0 }],
              indexData: [],
              asOf: null,
              stale: false,
              isSample: false,
            },
          },
        }),
      );
      await page.goto('/');
      await ticker(page).getByText('Kur verileri alınamadı veya eksik').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('currency settings modal', () => {
  it('adds, removes, reorders by mouse and keyboard; saved at once; the ticker follows after a reload', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
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
    } finally {
      await context.close();
    }
  });

  it('keeps at least one item, traps focus, and closes by X, Close and the overlay', async () => {
    const { context, page } = await newVisitor(browser);
    try {
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
    } finally {
      await context.close();
    }
  });

  it('Arabic: the ticker and the modal are laid out right-to-left', async () => {
    const { context, page } = await newVisitor(browser, { lang: 'sa' });
    try {
      await page.goto('/');
      await page.getByRole('region', { name: 'العملات والذهب ومؤشر البورصة' }).waitFor();
      await page.locator('li[data-code="EUR"] [data-value]').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const usd = await page.locator('li[data-code="USD"]').boundingBox();
      const eur = await page.locator('li[data-code="EUR"]').boundingBox();
      expect(usd && eur && usd.x > eur.x).toBe(true);
      // The LTR number sits at the item's start edge, the right in Arabic.
      const item = await page.locator('li[data-code="USD"]').boundingBox();
      const number = await page.locator('li[data-code="USD"] [data-value]').boundingBox();
      expect(item && number && item.x + item.width - (number.x + number.width)).toBeLessThan(20);
      expect(await shownValue(page, 'USD')).toBe('₺48.9889');
      expect(
        await page
          .locator('li[data-code="USD"] [data-value]')
          .evaluate((el) => getComputedStyle(el).direction),
      ).toBe('ltr');
      await page
        .getByRole('region', { name: 'العملات والذهب ومؤشر البورصة' })
        .getByText(/^بيانات نموذجية · /)
        .waitFor();
      await page.getByRole('button', { name: 'إعدادات العملات' }).click();
      const dialog = page.getByRole('dialog', { name: 'إعدادات العملات' });
      await dialog.waitFor();
      const closeX = await dialog.getByRole('button', { name: 'إغلاق النافذة' }).boundingBox();
      const title = await dialog.getByRole('heading', { level: 2 }).boundingBox();
      expect(closeX && title && closeX.x < title.x).toBe(true);
      await screenshot(page, 'currency-settings-ar-1280');
    } finally {
      await context.close();
    }
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

    const first = await newVisitor(browser);
    const second = await newVisitor(browser);
    const anonymous = await newVisitor(browser);
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
