import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const PATH = '/hesaplama-araclari/maas-hesaplama';
/** One cell of the monthly table: month 1–12, column as the table marks it. */
const cell = (page: Page, month: number, column: string) =>
  page.locator(`tr[data-month="${month}"] td[data-column="${column}"]`).innerText();
const columnOf = (page: Page, column: string) =>
  page.locator(`tbody td[data-column="${column}"]`).allInnerTexts();

describe('salary calculator (docs/domain-rules.md#salary)', () => {
  it('Turkish: 50.000 TL gross → the monthly table; then net → gross for the net minimum wage, and the link', async () => {
    await withVisitor({}, async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, PATH, '#salary-amount');
      await page
        .getByRole('heading', { level: 1, name: 'Maaş Hesaplama (Brütten Nete, Netten Brüte)' })
        .waitFor();
      await fillIn(page.getByLabel('Aylık brüt maaş'), '50000');
      expect(await page.getByLabel('Aylık brüt maaş').inputValue()).toBe('50.000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Aylık bordro (2026)' }).waitFor();
      // Worked in core: January net 40.207,53; May crosses 190.000 TL, income tax 3.288,67.
      expect(await page.locator('tbody tr').count()).toBe(12);
      expect(await page.locator('tr[data-month="1"] th').innerText()).toBe('Ocak');
      expect(await cell(page, 1, 'net')).toBe('40.207,53 TL');
      expect(await cell(page, 1, 'incomeTaxExemption')).toBe('4.211,33 TL');
      expect(await cell(page, 5, 'incomeTax')).toBe('3.288,67 TL');
      expect(await cell(page, 7, 'incomeTaxExemption')).toBe('4.537,75 TL');
      await screenshot(page, 'salary-tr-1280');

      await page.getByLabel('Hesaplama yönü').selectOption({ label: 'Netten brüte' });
      expect(await page.locator('tbody tr').count()).toBe(0);
      await fillIn(page.getByLabel('Aylık net maaş'), '28075,50');
      expect(await page.getByLabel('Aylık net maaş').inputValue()).toBe('28.075,50');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Aylık bordro (2026)' }).waitFor();
      expect(await columnOf(page, 'gross')).toEqual(Array(12).fill('33.030,00 TL'));
      expect(await columnOf(page, 'net')).toEqual(Array(12).fill('28.075,50 TL'));

      await expect.poll(() => new URL(page.url()).search).toBe('?yon=net&tutar=28075.50&destek=yok');
      const link = page.url();
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
      await page.getByRole('status').filter({ hasText: 'Bağlantı kopyalandı' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    });

    // The link opened by someone else shows the same result without pressing anything.
    await withVisitor({}, async (page) => {
      await openHydrated(page, `${PATH}?yon=net&tutar=28075.5&destek=imalat`, '#salary-amount');
      await page.getByRole('heading', { level: 2, name: 'Aylık bordro (2026)' }).waitFor();
      expect(await page.getByLabel('Aylık net maaş').inputValue()).toBe('28.075,5');
      expect(await page.getByLabel('İşveren prim desteği').inputValue()).toBe('manufacturing');
      // 33.030 + 5.532,53 + 660,60 (Yeni Şafak 23.12.2025: 39.223 TL in manufacturing).
      expect(await cell(page, 1, 'employerCost')).toBe('39.223,13 TL');
    });
  });

  it('Turkish: less than the minimum wage is refused with its reason', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#salary-amount');
      await fillIn(page.getByLabel('Aylık brüt maaş'), '30000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .locator('#salary-amount-error', {
          hasText: 'Brüt maaş, brüt asgari ücretten (33.030,00 TL) az olamaz.',
        })
        .waitFor();
      expect(await page.locator('tbody tr').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, the table renders with its figures', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, PATH, '#salary-amount', 'rtl');
      await fillIn(page.locator('#salary-amount'), '50000');
      expect(await page.locator('#salary-amount').inputValue()).toBe('50,000');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'كشف الرواتب الشهري (2026)' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await cell(page, 1, 'net')).toBe('40,207.53 TL');
      expect(await page.locator('tr[data-month="1"] th').innerText()).toBe('يناير');
      await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
      await screenshot(page, 'salary-ar-1280');
    });
  });

  it('on a 360 px phone the page keeps its width: the twelve-month table scrolls in its own region', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await openHydrated(page, PATH, '#salary-amount');
      await fillIn(page.getByLabel('Aylık brüt maaş'), '150000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Aylık bordro (2026)' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const region = page.getByRole('region', { name: 'Aylık bordro (2026)' }).last();
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    });
  });

  it('the rules page lists the salary figures', async () => {
    await withVisitor({}, async (page) => {
      await page.goto('/yasal-limitler');
      const minimumWage = page.locator('#asgari-ucret');
      await minimumWage.getByText('28.075,50 TL', { exact: true }).waitFor();
      await page.locator('#ucret-gelir-vergisi').getByText('%0,759', { exact: true }).waitFor();
      await page.locator('#sgk-primleri').getByText('297.270 TL', { exact: true }).waitFor();
    });
  });
});
