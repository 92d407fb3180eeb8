import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { activeId, FAIZ, row, shootAt360 } from './support/calculator-steps.ts';
import { downloadedText, fileVisitor, fillIn, openHydrated, typeInto } from './support/page-helpers.ts';

const withVisitor = fileVisitor();
const open = openHydrated;

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
