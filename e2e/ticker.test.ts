import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { shownCodes, shownValue } from './support/ticker-steps.ts';

const browser = fileBrowser();

const ticker = (page: Page) => page.getByRole('region', { name: 'Döviz, altın ve borsa' });

describe('ticker', () => {
  it('shows a ticker-shaped skeleton while loading, then the demo quotes without a layout shift', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
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
    });
  });

  it('refreshes every 90 s, pauses while the tab is hidden and catches up when it is shown again', async () => {
    await visiting(browser(), {}, async ({ page }) => {
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
    });
  });

  it('on a failed fetch says so and shows the fallback sample rates, clearly marked', async () => {
    await visiting(browser(), { width: 360 }, async ({ page }) => {
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
    });
  });

  it('with no usable data says the rates could not be retrieved', async () => {
    await visiting(browser(), {}, async ({ page }) => {
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
    });
  });
});

describe('currency settings modal', () => {
  it('Arabic: the ticker and the modal are laid out right-to-left', async () => {
    await visiting(browser(), { lang: 'sa' }, async ({ page }) => {
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
    });
  });
});
