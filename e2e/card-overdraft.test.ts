import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const CARD = '/hesaplama-araclari/kredi-karti-borc-hesaplama';
const KMH = '/hesaplama-araclari/kmh-faiz-hesaplama';
const cell = (page: Page, row: string, column: string) =>
  page.locator(`tr[${row}] td[data-column="${column}"]`).innerText();
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"] dd`).innerText();

describe('credit card debt calculator (docs/domain-rules.md#credit-card-and-overdraft-debt)', () => {
  it('Turkish: 20.000 TL paid by the minimum at a 40.000 TL limit → 72 months; a payment that cannot keep up; the link', async () => {
    await withVisitor({}, async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, CARD, '#card-balance');
      await page.getByRole('heading', { level: 1, name: 'Kredi Kartı Borç Hesaplama' }).waitFor();
      await fillIn(page.getByLabel('Dönem borcu'), '20000');
      expect(await page.getByLabel('Dönem borcu').inputValue()).toBe('20.000');
      await fillIn(page.getByLabel('Kart limiti'), '40000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Aylık ödeme tablosu' }).waitFor();
      // Worked in core: 16.000 × 3,25 % = 520,00; KKDF and BSMV 78,00 each; next statement 16.676,00.
      expect(await page.locator('tbody tr').count()).toBe(72);
      expect(await cell(page, 'data-month="1"', 'minimum')).toBe('4.000,00 TL');
      expect(await cell(page, 'data-month="1"', 'interest')).toBe('520,00 TL');
      expect(await cell(page, 'data-month="1"', 'kkdf')).toBe('78,00 TL');
      expect(await cell(page, 'data-month="1"', 'closing')).toBe('16.676,00 TL');
      expect(await result(page, 'months')).toBe('72 ay');
      expect(await result(page, 'interest')).toBe('3.128,71 TL');
      expect(await result(page, 'rate')).toBe('%3,25');
      await expect.poll(() => new URL(page.url()).search).toBe('?borc=20000&limit=40000&odeme=asgari');
      await screenshot(page, 'card-debt-tr-1280');

      await page.getByLabel('Aylık ödeme', { exact: true }).selectOption({ label: 'Her ay sabit tutar' });
      expect(await page.locator('tbody tr').count()).toBe(0);
      await fillIn(page.getByLabel('Aylık ödeme tutarı'), '500');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'borç hiç kapanmaz' }).waitFor();
      expect(await result(page, 'months')).toBe('Kapanmıyor');

      await fillIn(page.getByLabel('Aylık ödeme tutarı'), '2000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await expect
        .poll(() => new URL(page.url()).search)
        .toBe('?borc=20000&limit=40000&odeme=sabit&tutar=2000');
      const link = page.url();
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
      await page.getByRole('status').filter({ hasText: 'Bağlantı kopyalandı' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    });

    // The link opened by someone else shows the same result without pressing anything.
    await withVisitor({}, async (page) => {
      await openHydrated(page, `${CARD}?borc=20000&limit=40000&odeme=sabit&tutar=2000`, '#card-balance');
      await page.getByRole('heading', { level: 2, name: 'Aylık ödeme tablosu' }).waitFor();
      expect(await page.getByLabel('Aylık ödeme tutarı').inputValue()).toBe('2.000');
      // 2.000 TL is below the 4.000 TL minimum: 2.000 of the 18.000 left bears the late 3,55 % (71,00).
      expect(await cell(page, 'data-month="1"', 'interest')).toBe('591,00 TL');
      expect(await page.locator('tbody tr').count()).toBe(13);
      expect(await result(page, 'months')).toBe('13 ay');
    });
  });

  it('Turkish: an empty form is refused with each field’s reason', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, CARD, '#card-balance');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.locator('#card-balance-error', { hasText: 'Lütfen kart borcunu girin.' }).waitFor();
      await page.locator('#card-limit-error', { hasText: 'Lütfen kart limitini girin.' }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, the table renders with its figures', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, CARD, '#card-balance', 'rtl');
      await fillIn(page.locator('#card-balance'), '20000');
      expect(await page.locator('#card-balance').inputValue()).toBe('20,000');
      await fillIn(page.locator('#card-limit'), '40000');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'جدول السداد الشهري' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await cell(page, 'data-month="1"', 'closing')).toBe('16,676.00 TL');
      expect(await result(page, 'interest')).toBe('3,128.71 TL');
      await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
      await screenshot(page, 'card-debt-ar-1280');
    });
  });

  it('on a 360 px phone the page keeps its width: the monthly table scrolls in its own region', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await openHydrated(page, `${CARD}?borc=250000&limit=300000&odeme=asgari`, '#card-balance');
      await page.getByRole('heading', { level: 2, name: 'Aylık ödeme tablosu' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const region = page.getByRole('region', { name: 'Aylık ödeme tablosu' }).last();
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await result(page, 'rate')).toBe('%4,25');
      expect(await result(page, 'ratio')).toBe('%40');
    });
  });
});

describe('overdraft (KMH) interest calculator', () => {
  it('Turkish: 10.000 TL for 45 days at 4 % → two monthly charges; a rate above the ceiling is brought down; the link', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, KMH, '#kmh-balance');
      await page.getByRole('heading', { level: 1, name: 'KMH Faiz Hesaplama' }).waitFor();
      await fillIn(page.getByLabel('KMH borcu (eksi bakiye)'), '10000');
      await fillIn(page.getByLabel('Kullanım süresi (gün)'), '45');
      await fillIn(page.getByLabel('Bankanın aylık KMH faizi (%)'), '4');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      // Worked in core: 400 + 60 + 60 charged after 30 days; 10.520 × 4 % × 15 / 30 = 210,40 + 31,56 + 31,56.
      await page.getByRole('heading', { level: 2, name: 'Aylık faiz tahakkukları' }).waitFor();
      expect(await cell(page, 'data-period="1"', 'closing')).toBe('10.520,00 TL');
      expect(await cell(page, 'data-period="2"', 'interest')).toBe('210,40 TL');
      expect(await result(page, 'cost')).toBe('793,52 TL');
      await expect.poll(() => new URL(page.url()).search).toBe('?bakiye=10000&gun=45&faiz=4');

      await fillIn(page.getByLabel('Bankanın aylık KMH faizi (%)'), '5,5');
      await fillIn(page.getByLabel('Kullanım süresi (gün)'), '30');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'TCMB azami oranını aşıyor' }).waitFor();
      expect(await result(page, 'rate')).toBe('%4,25');
      expect(await result(page, 'interest')).toBe('425,00 TL');
      expect(await result(page, 'owed')).toBe('10.552,50 TL');
      await screenshot(page, 'kmh-tr-1280');
    });
  });

  it('Turkish: 0 days and a rate over 100 are refused with their reasons', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, `${KMH}?bakiye=5000&gun=0&faiz=150`, '#kmh-balance');
      await page
        .locator('#kmh-days-error', { hasText: 'Gün sayısı 1 ile 365 arasında olmalıdır.' })
        .waitFor();
      await page
        .locator('#kmh-rate-error', { hasText: 'Faiz oranı 0 ile 100 arasında olmalıdır.' })
        .waitFor();
      expect(await page.getByTestId('overdraft-result').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, the figures in English digits', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, `${KMH}?bakiye=10000&gun=30`, '#kmh-balance', 'rtl');
      await page.getByTestId('overdraft-result').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.locator('#kmh-balance').inputValue()).toBe('10,000');
      expect(await result(page, 'cost')).toBe('552.50 TL');
      expect(await result(page, 'rate')).toBe('4.25%');
      await screenshot(page, 'kmh-ar-1280');
    });
  });

  it('the rules page lists the card ceilings, the minimum payment and the overdraft ceiling', async () => {
    await withVisitor({}, async (page) => {
      await page.goto('/yasal-limitler');
      await page.locator('#kart-azami-faiz').getByText('%3,25', { exact: true }).waitFor();
      await page.locator('#kart-azami-faiz').getByText('%4,55', { exact: true }).first().waitFor();
      await page.locator('#kart-asgari-odeme').getByText('%40', { exact: true }).waitFor();
      await page.locator('#kmh-azami-faiz').getByText('%4,25', { exact: true }).waitFor();
    });
  });
});
