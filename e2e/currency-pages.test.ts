import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit, waitHydrated } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (
  options: { lang?: StoredLang; width?: number; expected?: RegExp },
  run: (page: Page) => Promise<void>,
) => visit(browser(), options, run);

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// The demo seed: the central bank's bulletin of 28.09.2026 as sample data of 20.11.2026 (USD selling
// 48.9889, EUR 55.7310) after a sample previous bulletin of 19.11.2026 and a sample year of business
// days before it (weekends and the fixed-date holidays have none: 29.10.2026 is missing).
describe('currency page /doviz/{kod}', () => {
  it('Turkish: value, the chart, the last 30 days, period links; a ticker tile leads here', async () => {
    await withVisitor({}, async (page) => {
      await page.goto('/');
      await waitHydrated(page);
      await page.locator('li[data-code="USD"] a[data-currency-link]').click();
      await page.waitForURL('**/doviz/usd');
      await page.getByRole('heading', { level: 1, name: 'ABD Doları (USD) Kuru ve Grafiği' }).waitFor();
      expect(await page.title()).toBe('ABD Doları (USD) Kuru ve Grafiği | Finansal Pusula');
      expect(await page.locator('[data-current]').innerText()).toBe('48,9889');
      expect(await page.locator('[data-sample]').innerText()).toBe('Örnek veri · 20 Kasım 2026 itibarıyla');
      const chart = page.getByRole('img', { name: /ABD Doları, 1 Yıl grafiği/ });
      const path = chart.locator('path[data-series="USD"]');
      expect(await path.count()).toBe(1);
      // A year of business days up to the newest bulletin (20.11.2026, the demo's): over 200 points.
      const points = ((await path.getAttribute('d')) ?? '').match(/[ML]/g)?.length ?? 0;
      expect(points).toBeGreaterThan(200);
      const table = page.getByRole('table', { name: 'Son 30 gün' });
      const days = await table.locator('tbody th').allInnerTexts();
      // 22.10 – 20.11.2026: 21 business days, the holiday of 29 October left out.
      expect(days).toHaveLength(21);
      expect(days.slice(0, 3)).toEqual(['20 Kasım 2026', '19 Kasım 2026', '18 Kasım 2026']);
      expect(days).not.toContain('29 Ekim 2026');
      expect(days.at(-1)).toBe('22 Ekim 2026');
      expect(await table.locator('tbody tr').first().locator('td').allInnerTexts()).toEqual([
        '48,9008',
        '48,9889',
      ]);
      expect(await page.getByRole('link', { name: '1 Yıl' }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('link', { name: '1 Ay' }).click();
      await page.waitForURL('**/doviz/usd?range=1m');
      expect(await page.getByRole('link', { name: '1 Ay' }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('img', { name: /ABD Doları, 1 Ay grafiği/ }).waitFor();
      await screenshot(page, 'currency-usd-tr-1280');
    });
  });

  it('another case redirects to the lower-case page; an unknown code is not found', async () => {
    await withVisitor({ expected: /404/ }, async (page) => {
      const redirected = await page.goto('/doviz/EUR');
      expect(new URL(page.url()).pathname).toBe('/doviz/eur');
      expect(redirected?.status()).toBe(200);
      const missing = await page.goto('/doviz/xyz');
      expect(missing?.status()).toBe(404);
    });
  });

  it('Arabic: right to left, figures left to right with Latin digits, at 360 px without side scroll', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await openHydrated(page, '/doviz/eur', 'header button', 'rtl');
      await page.getByRole('heading', { level: 1, name: 'سعر اليورو (EUR) ورسمه البياني' }).waitFor();
      expect(await page.locator('[data-current]').innerText()).toBe('55.7310');
      expect(await page.locator('[data-current]').evaluate((el) => getComputedStyle(el).direction)).toBe(
        'ltr',
      );
      await page.getByRole('img', { name: /اليورو/ }).waitFor();
      expect(await page.getByRole('table', { name: 'آخر 30 يومًا' }).locator('tbody tr').count()).toBe(21);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'currency-eur-ar-360');
    });
  });
});

describe('currency converter /doviz-cevirici', () => {
  it('Turkish: from the ticker, today by default, a cross rate through the lira, the link shows the same result', async () => {
    await withVisitor({}, async (page) => {
      // The home's ticker leads to the converter (the link under its tiles).
      await page.goto('/');
      await waitHydrated(page);
      const way = page.locator('section a[data-converter-link]');
      expect(await way.innerText()).toBe('Döviz çevirici: tutarı kurla çevirin');
      await way.click();
      await page.waitForURL('**/doviz-cevirici');
      await page.getByRole('heading', { level: 1, name: 'Döviz Çevirici' }).waitFor();
      // 100 USD at the selling rate 48.9889 = 4.898,89 TL.
      expect(await page.locator('[data-result]').innerText()).toBe('4.898,89 TRY');
      await page.getByLabel('Tutar').fill('1250');
      await page.getByLabel('Hedef para birimi').selectOption('EUR');
      await page.getByLabel('Satış kuru').check();
      await page.getByRole('button', { name: 'Çevir' }).click();
      await page.waitForURL(/amount=1250/);
      // 1.250 × 48,9889 / 55,7310 = 1.098,7803… EUR; the bulletin of 20.11.2026 (sample data).
      expect(await page.locator('[data-result]').innerText()).toBe('1.098,7803 EUR');
      expect(await page.locator('[data-rate]').innerText()).toBe('1 USD = 0,879024 EUR');
      expect(await page.locator('[data-bulletin-date]').innerText()).toBe('20 Kasım 2026');
      const link = page.url();
      expect(new URL(link).searchParams.get('to')).toBe('EUR');
      await screenshot(page, 'converter-tr-1280');
      await page.goto(link);
      expect(await page.locator('[data-result]').innerText()).toBe('1.098,7803 EUR');
      // A small cross rate keeps 6 significant digits: 1 yen is about 0,0000487 g of gold, not 0,000049.
      await page.goto('/doviz-cevirici?amount=1000&from=JPY&to=XAU');
      expect(await page.locator('[data-rate]').innerText()).toMatch(/^1 JPY = 0,0000[1-9]\d{5} XAU$/);
    });
  });

  it('Turkish: a bad amount and a date without rates are named', async () => {
    await withVisitor({}, async (page) => {
      await page.goto('/doviz-cevirici?amount=abc&from=USD&to=TRY');
      expect(await page.locator('#amount-error').innerText()).toBe('Lütfen geçerli bir tutar giriniz.');
      expect(await page.locator('[data-result]').count()).toBe(0);
      await page.goto('/doviz-cevirici?amount=1&from=USD&to=TRY&date=2001-01-02');
      await page.getByRole('alert').filter({ hasText: 'Seçilen tarih için kur bulunamadı.' }).waitFor();
    });
  });

  it('Arabic: right to left, the result one left-to-right run, at 360 px without side scroll', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await openHydrated(page, '/', 'header button', 'rtl');
      expect(await page.locator('section a[data-converter-link]').innerText()).toBe(
        'محول العملات: حوّل مبلغًا بهذه الأسعار',
      );
      await openHydrated(page, '/doviz-cevirici?amount=2.5&from=XAU&to=TRY', '#amount', 'rtl');
      await page.getByRole('heading', { level: 1, name: 'محول العملات' }).waitFor();
      // 2.5 g × 6,382.57 (the demo's sample gram price) = 15,956.425 → 15,956.43.
      const result = page.locator('[data-result]');
      expect(await result.innerText()).toBe('15,956.43 TRY');
      expect(await result.evaluate((el) => el.getAttribute('dir'))).toBe('ltr');
      await page.goto('/doviz-cevirici?amount=-1');
      expect(await page.locator('#amount-error').innerText()).toBe('يرجى إدخال مبلغ صحيح.');
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'converter-ar-360');
    });
  });
});
