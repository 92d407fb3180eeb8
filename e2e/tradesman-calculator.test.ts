import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { activeId, ESNAF, row, shootAt360 } from './support/calculator-steps.ts';
import { fileVisitor, openHydrated, typeInto } from './support/page-helpers.ts';

const withVisitor = fileVisitor();
const open = openHydrated;

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
