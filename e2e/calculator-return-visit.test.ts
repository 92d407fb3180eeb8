import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { ESNAF, FAIZ } from './support/calculator-steps.ts';
import { fileVisitor, fillIn, openHydrated } from './support/page-helpers.ts';

const withVisitor = fileVisitor();
const open = openHydrated;

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
