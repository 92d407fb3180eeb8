import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import {
  downloadedText,
  fillIn,
  openHydrated,
  typeInto,
  withVisitor as visit,
} from './support/page-helpers.ts';

const KDV = '/hesaplama-araclari/kdv-hesaplama';
const FAIZ = '/hesaplama-araclari/faiz-orani-hesaplama';
const ESNAF = '/hesaplama-araclari/esnaf-kredisi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser, options, run);
const open = openHydrated;

/** The value shown in the result row whose label is exactly `label`. */
function row(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');
}

/** Narrows the window to 360 px, checks the page itself does not scroll sideways, then shoots. */
async function shootAt360(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, name);
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Waits for the stored language to be in force: English keeps the Turkish page's `dir="ltr"`, so
 * `open` can return before English is loaded, and typing then would be grouped the Turkish way.
 */
const inLanguage = (page: Page, lang: StoredLang) =>
  page.waitForFunction((code) => document.documentElement.lang === code, lang === 'sa' ? 'ar' : lang);

describe('VAT calculator (KDV)', () => {
  it('card 1 computes both operations to the kuruş, with the amount in words, and Reset hides the result', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const card = page.getByRole('region', { name: 'KDV Hesaplama', exact: true });
      const amount = card.getByLabel('KDV Dahil Tutar', { exact: true });
      expect(await card.locator('dl').count()).toBe(0);

      // 1.234,56 TL including 20 %: base = 1234.56 / 1.20 = 1028.80; VAT = 1234.56 − 1028.80 = 205.76
      await typeInto(amount, '123456');
      expect(await amount.inputValue()).toBe('123.456');
      await typeInto(amount, '1234,567');
      expect(await amount.inputValue()).toBe('1.234,56'); // live grouping, a third decimal is refused
      await amount.press('Enter');
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.028,80 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('205,76 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('1.234,56 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe(
        'bin iki yüz otuz dört Türk lirası elli altı kuruş',
      );
      expect(await row(card, 'Yazı ile (bitişik)').textContent()).toBe('BinİkiYüzOtuzDörtTL,ElliAltıKr');

      // 1.000 TL excluding 20 %: VAT = 200, inclusive = 1200 ("bin iki yüz", never "bir bin")
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Hariç Tutardan KDV Dahil Tutarı Hesapla' });
      const base = card.getByLabel('KDV Hariç Tutar', { exact: true });
      await fillIn(base, '1000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('200,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('1.200,00 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe('bin iki yüz Türk lirası');

      // Free rate 0: 125,50 stays 125,50 — the domain README's "yüz yirmi beş Türk lirası elli kuruş"
      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: 'Diğer' });
      await fillIn(card.getByLabel('KDV Oranı (0-100)'), '0');
      await fillIn(base, '125,50');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('125,50 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe(
        'yüz yirmi beş Türk lirası elli kuruş',
      );
      expect(await row(card, 'Yazı ile (bitişik)').textContent()).toBe('YüzYirmiBeşTL,ElliKr');

      // Free rate 8,5 on 200 TL: VAT = 200 × 0.085 = 17.00, inclusive 217.00
      await fillIn(card.getByLabel('KDV Oranı (0-100)'), '8,5');
      await fillIn(base, '200');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Tutarı (%8,5)').textContent()).toBe('17,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('217,00 TL');
      await screenshot(page, 'calc-kdv-tr-1280');

      await card.getByRole('button', { name: 'Sıfırla' }).click();
      expect(await base.inputValue()).toBe('');
      expect(await card.locator('dl').count()).toBe(0);
    });
  });

  it('card 2 computes withholding from every operation', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-withholding-amount');
      const card = page.getByRole('region', { name: 'KDV Tevkifatı Hesaplama' });
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Hariç Tutardan KDV Dahil Tutarı Hesapla' });
      await fillIn(card.getByLabel('Tevkifat Oranı'), '5');
      await fillIn(card.getByLabel('KDV Hariç Tutar', { exact: true }), '10000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      // 10.000 base, 20 %: VAT 2.000; 5/10 withheld = 1.000; collected VAT 1.000; total 10.000 + 1.000
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('10.000,00 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('2.000,00 TL');
      expect(await row(card, 'Tevkifat Tutarı (5/10)').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'Tahsil Edilen KDV (5/10)').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('12.000,00 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar').textContent()).toBe('11.000,00 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar yazıyla').textContent()).toBe(
        'on bir bin Türk lirası',
      );

      // Back from the collected 11.000: base = 11000 / (1 + 0.20 × (10 − 5)/10) = 11000 / 1.1 = 10000
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'Tahsil Edilen Tutardan KDV Hariç Tutarı Hesapla' });
      await fillIn(card.getByLabel('Tahsil Edilen Tutar', { exact: true }), '11000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('10.000,00 TL');
      expect(await row(card, 'Tevkifat Tutarı (5/10)').textContent()).toBe('1.000,00 TL');

      // 9/10 on 1.234,56 inclusive at 10 %: base = 1234.56 / 1.10 = 1122.327… → 1122.33; VAT = 112.23;
      // withheld = 112.23 × 0.9 = 101.007 → 101.01; collected VAT 11.22; total 1122.33 + 11.22 = 1133.55
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Dahil Tutardan KDV Hariç Tutarı Hesapla' });
      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: '%10' });
      await fillIn(card.getByLabel('Tevkifat Oranı'), '9');
      await fillIn(card.getByLabel('KDV Dahil Tutar', { exact: true }), '1234,56');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.122,33 TL');
      expect(await row(card, 'KDV Tutarı (%10)').textContent()).toBe('112,23 TL');
      expect(await row(card, 'Tevkifat Tutarı (9/10)').textContent()).toBe('101,01 TL');
      expect(await row(card, 'Tahsil Edilen KDV (1/10)').textContent()).toBe('11,22 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar').textContent()).toBe('1.133,55 TL');
      await shootAt360(page, 'calc-kdv-tr-360');
    });
  });

  it('shows every VAT validation message (docs/requirements/calculators.md#vat-validation) under its field and focuses the first', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-withholding-amount');
      const card = page.getByRole('region', { name: 'KDV Tevkifatı Hesaplama' });
      const calculate = card.getByRole('button', { name: 'Hesapla', exact: true });
      const amount = card.locator('#vat-withholding-amount');

      await calculate.click();
      await card.getByText('Lütfen geçerli bir tutar girin.').waitFor();
      expect(await activeId(page)).toBe('vat-withholding-amount');
      await typeInto(amount, '0');
      await calculate.click();
      await card.getByText('Lütfen geçerli bir tutar girin.').waitFor();

      await typeInto(amount, '1234567890');
      expect(await amount.inputValue()).toBe('999.999.999');
      await card.getByText('Tutar en fazla 999.999.999 olabilir.').waitFor();

      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: 'Diğer' });
      await typeInto(card.getByLabel('KDV Oranı (0-100)'), '150');
      await card.getByText('KDV oranı 0-100 arasında olmalıdır.').waitFor();

      await typeInto(card.getByLabel('Tevkifat Oranı'), '11');
      await card.getByText('Tevkifat oranı 1/10 - 10/10 arasında olmalıdır.').waitFor();

      await card.getByLabel('İşlem', { exact: true }).selectOption({ label: 'İşlem seçiniz' });
      await calculate.click();
      await card.getByText('Geçersiz işlem seçimi').waitFor();
      expect(await activeId(page)).toBe('vat-withholding-operation');
      expect(await card.getByText('KDV oranı 0-100 arasında olmalıdır.').isVisible()).toBe(true);
      expect(await card.getByText('Tevkifat oranı 1/10 - 10/10 arasında olmalıdır.').isVisible()).toBe(true);
      expect(await card.locator('dl').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, amounts still readable and spelled out in Arabic', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, KDV, '#vat-plain-amount', 'rtl');
      await page.locator('#vat-plain-operation').selectOption('kdvHaricToKdvDahil');
      await fillIn(page.locator('#vat-plain-amount'), '1000');
      await page.locator('#vat-plain-amount').press('Enter');
      const result = page.locator('[data-result="kdvDahil"] dd').first();
      expect(await result.textContent()).toBe('1,200.00 TL'); // docs/number-format.md: ar as en
      expect(await result.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      expect(await page.locator('[data-result="words"] dd').first().textContent()).toBe(
        'ألف ومائتان ليرة تركية',
      );
      await screenshot(page, 'calc-kdv-ar-1280');
      await shootAt360(page, 'calc-kdv-ar-360');
    });
  });
});

describe('interest-rate calculator', () => {
  it('computes the instalment and the plan only after Calculate, with chart, CSV and print', async () => {
    await withVisitor({}, async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await open(page, FAIZ, '#interest-amount');
      const amount = page.getByLabel('Tutar', { exact: true });
      expect(await amount.inputValue()).toBe('100.000'); // docs/requirements/calculators.md#interest-rate default
      expect(await page.getByLabel('Vade').inputValue()).toBe('12');
      expect(await page.locator('[data-payment-plan]').count()).toBe(0);

      await fillIn(page.getByLabel('Faiz Oranı (%)'), '2');
      expect(await page.locator('[data-payment-plan]').count()).toBe(0); // not before Calculate
      expect(scripts.some((url) => url.includes('/assets/plan-chart'))).toBe(false);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();

      // i = 0.02 × 1.30 = 0.026; A = 100000 × 0.026 / (1 − 1.026^−12) = 2600 / 0.2650942 = 9807.83
      const result = page.getByRole('region', { name: 'Hesaplama Sonucu' });
      expect(await row(result, 'Aylık Taksit').textContent()).toBe('9.807,83 TL');
      // 11 × 9807.83 + the last instalment 9807.87 (it absorbs the rounding) = 117694.00
      expect(await row(result, 'Toplam Geri Ödeme').textContent()).toBe('117.694,00 TL');
      // 117694 − 100000 = 17694 = interest 13610.78 + KKDF 2041.61 + BSMV 2041.61 (each 15 % of interest)
      expect(await row(result, 'Toplam Faiz').textContent()).toBe('13.610,78 TL');
      expect(await row(result, 'Toplam KKDF').textContent()).toBe('2.041,61 TL');
      expect(await row(result, 'Toplam BSMV').textContent()).toBe('2.041,61 TL');
      expect(await row(result, 'Toplam Vergi (KKDF + BSMV)').textContent()).toBe('4.083,22 TL');
      expect(await row(result, 'Vergiler Dahil Aylık Oran').textContent()).toBe('%2,60');

      const plan = page.locator('[data-payment-plan]');
      const firstRow = await plan.locator('tbody tr').first().locator('th, td').allTextContents();
      // Month 1: interest 100000 × 0.02 = 2000; KKDF = BSMV = 300; principal 9807.83 − 2600 = 7207.83
      expect(firstRow).toEqual([
        '1',
        '9.807,83 TL',
        '7.207,83 TL',
        '2.000,00 TL',
        '300,00 TL',
        '300,00 TL',
        '92.792,17 TL',
      ]);
      // Month 12 repays the remaining 9559.32: interest 191.19, KKDF = BSMV = 28.68 → 9807.87, balance 0
      const lastRow = await plan.locator('tbody tr').last().locator('th, td').allTextContents();
      expect(lastRow).toEqual([
        '12',
        '9.807,87 TL',
        '9.559,32 TL',
        '191,19 TL',
        '28,68 TL',
        '28,68 TL',
        '0,00 TL',
      ]);
      const totals = await plan.locator('tfoot tr').locator('th, td').allTextContents();
      expect(totals).toEqual([
        'Toplam',
        '117.694,00 TL',
        '100.000,00 TL',
        '13.610,78 TL',
        '2.041,61 TL',
        '2.041,61 TL',
        '',
      ]);

      // The chart arrives with the plan, in its own script loaded only now.
      await plan.locator('canvas[role="img"]').waitFor();
      expect(scripts.some((url) => url.includes('/assets/plan-chart'))).toBe(true);
      expect(await plan.locator('canvas').getAttribute('aria-label')).toContain('100.000,00 TL');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        plan.getByRole('button', { name: 'CSV İndir' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('odeme-plani.csv');
      const csv = await downloadedText(download);
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).split('\r\n');
      expect(lines[0]).toBe('Ay;Taksit;Anapara;Faiz;KKDF;BSMV;Kalan Anapara');
      expect(lines[1]).toBe('1;9807,83;7207,83;2000,00;300,00;300,00;92792,17');
      expect(lines[12]).toBe('12;9807,87;9559,32;191,19;28,68;28,68;0,00');
      expect(lines[13]).toBe('Toplam;117694,00;100000,00;13610,78;2041,61;2041,61;');

      await plan.getByRole('button', { name: 'Yazdır' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      expect(await result.isVisible()).toBe(false);
      expect(await plan.locator('table').isVisible()).toBe(true);
      expect(await plan.getByRole('button', { name: 'Yazdır' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      await screenshot(page, 'calc-faiz-tr-1280');

      // Small screens: the table scrolls sideways and the month column stays put.
      await shootAt360(page, 'calc-faiz-tr-360');
      const scroller = plan.locator('table').locator('..');
      expect(await scroller.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
      expect(
        await plan
          .locator('tbody th')
          .first()
          .evaluate((node) => getComputedStyle(node).position),
      ).toBe('sticky');
    });
  });

  it('shows the interest-rate messages (docs/requirements/calculators.md#interest-rate): cap, rate range while typing, all fields required', async () => {
    await withVisitor({}, async (page) => {
      await open(page, FAIZ, '#interest-amount');
      const amount = page.getByLabel('Tutar', { exact: true });
      await typeInto(amount, '60000000');
      expect(await amount.inputValue()).toBe('50.000.000');
      await page.getByText('Maksimum tutar 50.000.000 olabilir.').waitFor();

      const rate = page.getByLabel('Faiz Oranı (%)');
      await typeInto(rate, '501');
      await page.getByText('Faiz oranı 0 ile 500 arasında olmalıdır.').waitFor();
      await typeInto(rate, '500');
      await expect.poll(() => page.getByText('Faiz oranı 0 ile 500 arasında olmalıdır.').count()).toBe(0);

      await typeInto(amount, '');
      await rate.fill('');
      await rate.press('Enter');
      expect(await page.getByText('Lütfen tutar, vade ve faiz oranı bilgilerini giriniz.').count()).toBe(2);
      expect(await activeId(page)).toBe('interest-amount');
      expect(await page.locator('[data-payment-plan]').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left with the plan and readable numbers', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, FAIZ, '#interest-amount', 'rtl');
      await fillIn(page.locator('#interest-rate'), '2');
      await page.locator('#interest-rate').press('Enter');
      // Arabic takes the English separators with Latin digits (docs/number-format.md).
      const result = (key: string) => page.locator(`[data-result="${key}"] dd`).textContent();
      expect(await result('installment')).toBe('9,807.83 TL');
      expect(await result('totalPayment')).toBe('117,694.00 TL');
      expect(await result('effectiveRate')).toBe('2.60%');
      const cell = page.locator('[data-payment-plan] tbody tr').first().locator('td').first();
      expect(await cell.textContent()).toBe('9,807.83 TL');
      expect(await cell.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      await page.locator('[data-payment-plan] canvas').waitFor();
      await screenshot(page, 'calc-faiz-ar-1280');
      await shootAt360(page, 'calc-faiz-ar-360');
    });
  });
});

describe('tradesman loan calculator (esnaf)', () => {
  it('computes every result after Calculate and hides them when amount or term changes', async () => {
    await withVisitor({}, async (page) => {
      await open(page, ESNAF, '#tradesman-amount');
      const amount = page.getByLabel('Kredi Tutarı');
      expect(await amount.inputValue()).toBe('300.000');
      expect(await page.getByLabel('Vade (Yıl)').inputValue()).toBe('1');
      const summary = page.getByRole('region', { name: 'Hesaplama Özeti' });
      expect(await summary.count()).toBe(0);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();

      // 300.000 TL, 1 year, 25 %: 4 instalments of 75.000 principal
      // #1 93 d on 300000: 300000 × 0.25 × 93/360 = 19375, commission 0.26 % = 780 → 95155
      // #2 92 d on 225000: 14375 + 585 → 89960; #3 90 d on 150000: 9375 + 390 → 84765
      // #4 91 d on 75000: 4739.583 → 4739.58, + 195 → 79934.58; sum 349814.58; / 12 = 29151.22
      expect(await row(summary, 'Aylık Ortalama Ödeme').textContent()).toBe('29.151,22 TL');
      expect(await row(summary, 'Toplam Geri Ödeme').textContent()).toBe('349.814,58 TL');
      // net = 300000 − expenses 8250 (2.75 %) − refund 6000 (principal / 50) = 285750
      expect(await row(summary, 'Net Ele Geçen Tutar').textContent()).toBe('285.750,00 TL');
      expect(await row(summary, 'Yıllık Faiz Oranı').textContent()).toBe('%25,00');
      expect(await row(summary, 'Taksit Sayısı').textContent()).toBe('4');
      const costs = page.getByRole('region', { name: 'Detaylı Maliyet Analizi' });
      expect(await row(costs, 'Toplam Faiz').textContent()).toBe('47.864,58 TL');
      expect(await row(costs, 'Toplam Komisyon').textContent()).toBe('1.950,00 TL');
      expect(await row(costs, 'Toplam Peşin Masraf').textContent()).toBe('8.250,00 TL');
      expect(await row(costs, 'Toplam Maliyet').textContent()).toBe('58.064,58 TL'); // 47864.58 + 1950 + 8250
      expect(await row(costs, 'Vade Sonu İade Tutarı').textContent()).toBe('6.000,00 TL');
      const expenses = page.getByRole('region', { name: 'Peşin Masraf Dağılımı' });
      expect(await row(expenses, 'Peşin Masraf (%1,25)').textContent()).toBe('3.750,00 TL');
      expect(await row(expenses, 'Kooperatif Hissesi (%0,25)').textContent()).toBe('750,00 TL');
      expect(await row(expenses, 'Risk Sermayesi (%1)').textContent()).toBe('3.000,00 TL');
      expect(await row(expenses, 'Üst Kuruluş Hissesi (%0,25)').textContent()).toBe('750,00 TL');
      expect(await row(expenses, 'Risk Fonu').textContent()).toBe('0,00 TL');
      const table = page.getByRole('region', { name: 'Taksit Tablosu' }).first().locator('table');
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
      expect(rows).toEqual([
        ['1', '93', '300.000,00 TL', '75.000,00 TL', '19.375,00 TL', '780,00 TL', '95.155,00 TL'],
        ['2', '92', '225.000,00 TL', '75.000,00 TL', '14.375,00 TL', '585,00 TL', '89.960,00 TL'],
        ['3', '90', '150.000,00 TL', '75.000,00 TL', '9.375,00 TL', '390,00 TL', '84.765,00 TL'],
        ['4', '91', '75.000,00 TL', '75.000,00 TL', '4.739,58 TL', '195,00 TL', '79.934,58 TL'],
      ]);
      await page.getByText('Esnaf kredisi kooperatif aracılığıyla kullanılır', { exact: false }).waitFor();
      await screenshot(page, 'calc-esnaf-tr-1280');
      await shootAt360(page, 'calc-esnaf-tr-360');

      await page.getByLabel('Vade (Yıl)').selectOption('2');
      expect(await summary.count()).toBe(0);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(summary, 'Taksit Sayısı').textContent()).toBe('8');
      await amount.press('End');
      await amount.press('Backspace');
      expect(await amount.inputValue()).toBe('30.000');
      expect(await summary.count()).toBe(0);
    });
  });

  it('shows the loan messages: amount required and the 50.000.000 cap', async () => {
    await withVisitor({}, async (page) => {
      await open(page, ESNAF, '#tradesman-amount');
      const amount = page.getByLabel('Kredi Tutarı');
      await typeInto(amount, '75000000');
      expect(await amount.inputValue()).toBe('50.000.000');
      await page.getByText('Maksimum kredi tutarı 50.000.000 olabilir.').waitFor();
      await amount.fill('');
      await amount.press('Enter');
      await page.getByText('Lütfen kredi tutarı ve vade bilgilerini giriniz.').waitFor();
      expect(await activeId(page)).toBe('tradesman-amount');
      expect(await page.getByRole('region', { name: 'Hesaplama Özeti' }).count()).toBe(0);
    });
  });

  it('Arabic: right-to-left with readable results', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, ESNAF, '#tradesman-amount', 'rtl');
      await page.locator('#tradesman-amount').press('Enter');
      const value = page.locator('[data-result="toplamGeriOdeme"] dd');
      expect(await value.textContent()).toBe('349,814.58 TL');
      expect(await value.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      expect(await page.locator('[data-result="faizOrani"] dd').textContent()).toBe('25.00%');
      const firstRow = page.locator('[aria-labelledby="tradesman-table-title"] table tbody tr').first();
      expect(await firstRow.locator('td').allTextContents()).toEqual([
        '93',
        '300,000.00 TL',
        '75,000.00 TL',
        '19,375.00 TL',
        '780.00 TL',
        '95,155.00 TL',
      ]);
      await screenshot(page, 'calc-esnaf-ar-1280');
      await shootAt360(page, 'calc-esnaf-ar-360');
    });
  });
});

describe('one number format per language, inputs included (docs/number-format.md)', () => {
  const LOAN = '/hesaplama-araclari/ihtiyac-kredisi';
  const CASES = [
    { lang: 'tr', dir: 'ltr', grouped: '1.234.567', calculate: 'Hesapla', instalment: 'Aylık Taksit' },
    {
      lang: 'en',
      dir: 'ltr',
      grouped: '1,234,567',
      calculate: 'Calculate',
      instalment: 'Monthly Instalment',
    },
    { lang: 'sa', dir: 'rtl', grouped: '1,234,567', calculate: 'احسب', instalment: 'القسط الشهري' },
  ] as const;

  for (const c of CASES) {
    it(`${c.lang}: the personal-loan amount is grouped as typed, the result in the same format`, async () => {
      await withVisitor({ lang: c.lang }, async (page) => {
        await open(page, LOAN, '#page-loan-amount', c.dir);
        await inLanguage(page, c.lang);
        const amount = page.locator('#page-loan-amount');
        await typeInto(amount, '1234567');
        expect(await amount.inputValue()).toBe(c.grouped);
        // Own rate 2 % a month: i = 0.02 × 1.30 = 0.026; A = 1234567 × 0.026 / (1 − 1.026^−12) = 121084.28
        await typeInto(page.locator('#page-loan-rate'), '2');
        await page.getByRole('button', { name: c.calculate, exact: true }).click();
        const offer = page.getByTestId('loan-offer').first();
        await offer.waitFor();
        const monthly = c.lang === 'tr' ? '121.084 TL' : '121,084 TL';
        expect(await row(offer, c.instalment).textContent()).toBe(monthly);
        const summaryAmount = page.locator('p bdi[dir="ltr"]').first();
        expect(await summaryAmount.textContent()).toBe(`${c.grouped} TL`);
        await screenshot(page, `number-format-loan-${c.lang}-1280`);
      });
    });
  }

  it('en and ar: the VAT amount takes a dot for kuruş, commas group, results and words follow', async () => {
    for (const lang of ['en', 'sa'] as const) {
      await withVisitor({ lang }, async (page) => {
        await open(page, KDV, '#vat-plain-amount', lang === 'sa' ? 'rtl' : 'ltr');
        await inLanguage(page, lang);
        const amount = page.locator('#vat-plain-amount');
        await typeInto(amount, '1234567');
        expect(await amount.inputValue()).toBe('1,234,567');
        await typeInto(amount, '1234,5.678');
        // The comma only groups; a third decimal is refused.
        expect(await amount.inputValue()).toBe('12,345.67');
        await typeInto(amount, '1234567');
        await amount.press('Enter');
        // 1234567 including 20 %: base = 1234567 / 1.20 = 1028805.83; VAT = 205761.17
        const value = (key: string) => page.locator(`[data-result="${key}"] dd`).first().textContent();
        expect(await value('kdvHaric')).toBe('1,028,805.83 TL');
        expect(await value('kdvTutari')).toBe('205,761.17 TL');
        expect(await value('kdvDahil')).toBe('1,234,567.00 TL');
        expect(await value('compact')).toBe(
          lang === 'en'
            ? 'OneMillionTwoHundredThirtyFourThousandFiveHundredSixtySevenTL'
            : 'فقط مليون ومائتان وأربعة وثلاثون ألف وخمسمائة وسبعة وستون ليرة تركية لا غير',
        );
        await screenshot(page, `number-format-vat-${lang}-1280`);
      });
    }
  });

  it('Turkish VAT stays as it was: dot grouping, comma kuruş', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const amount = page.locator('#vat-plain-amount');
      await typeInto(amount, '1234567');
      expect(await amount.inputValue()).toBe('1.234.567');
      await amount.press('Enter');
      expect(await page.locator('[data-result="kdvHaric"] dd').first().textContent()).toBe('1.028.805,83 TL');
    });
  });

  it('switching language re-displays a typed amount instead of misreading it', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const amount = page.locator('#vat-plain-amount');
      await typeInto(amount, '1.000,5');
      await page.locator('footer button[data-lang="en"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(await amount.inputValue()).toBe('1,000.5');
      await amount.press('Enter');
      expect(await page.locator('[data-result="kdvDahil"] dd').first().textContent()).toBe('1,000.50 TL');
      await page.locator('footer button[data-lang="tr"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'tr');
      expect(await amount.inputValue()).toBe('1.000,5');
    });
  });
});

describe('coming back within the visit (tradesman, interest rate)', () => {
  const CASES = [
    {
      name: 'tradesman',
      path: ESNAF,
      control: '#tradesman-amount',
      fill: (page: Page) => fillIn(page.getByLabel('Kredi Tutarı'), '250000'),
      result: (page: Page) => page.getByRole('region', { name: 'Hesaplama Özeti' }),
      query: { tutar: '250000', vade: '1' },
    },
    {
      name: 'interest rate',
      path: FAIZ,
      control: '#interest-amount',
      fill: async (page: Page) => {
        await fillIn(page.getByLabel('Tutar', { exact: true }), '120000');
        await page.getByLabel('Vade').selectOption('24');
        await fillIn(page.getByLabel('Faiz Oranı (%)'), '3');
      },
      result: (page: Page) => page.locator('[data-payment-plan]'),
      query: { tutar: '120000', vade: '24', faiz: '3' },
    },
  ];
  for (const calculator of CASES) {
    it(`${calculator.name}: the kept result's copy button waits for a Calculate, then copies a link with the inputs`, async () => {
      await withVisitor({}, async (page) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await open(page, calculator.path, calculator.control);
        await calculator.fill(page);
        await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
        await calculator.result(page).first().waitFor();
        const copy = page.getByRole('button', { name: 'Bağlantıyı kopyala' });
        await copy.waitFor();
        // Away through the header, back through the footer: the address then holds no inputs.
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'Kampanyalar', exact: true })
          .first()
          .click();
        await page.waitForURL('**/kampanyalar');
        await page.locator(`footer a[href="${calculator.path}"]`).click();
        await page.waitForURL((url) => url.pathname === calculator.path);
        await calculator.result(page).first().waitFor();
        // A button here would copy an address without the inputs.
        expect(await copy.count()).toBe(0);
        await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
        await copy.click();
        await page.getByText('Bağlantı kopyalandı').waitFor();
        const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
        expect(copied.pathname).toBe(calculator.path);
        expect(Object.fromEntries(copied.searchParams)).toEqual(calculator.query);
      });
    });
  }
});
