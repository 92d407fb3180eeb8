import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/requirements/loans-and-deposits.md#loan-state and #deposit-state: a refused Calculate empties the
// previous results, as a failed search does; the refusal stays under its field.

const browser = fileBrowser();

const withVisitor = (run: (page: Page) => Promise<void>) =>
  visit(browser(), { expected: /status of 4/ }, run);

const calculate = (page: Page) => page.getByRole('button', { name: 'Hesapla', exact: true }).click();

/** The offers of the valid calculation are gone, with the copy-link button, and the prompt is back. */
async function expectEmptied(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="loan-offer"]').length === 0);
  expect(await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).count()).toBe(0);
  await page.getByText('Lütfen yukarıdaki formu doldurarak bir hesaplama yapın.').waitFor();
}

describe('refused loan calculations', () => {
  it('a vehicle above the last band of its table empties the offers shown before', async () => {
    await withVisitor(async (page) => {
      await openHydrated(page, '/hesaplama-araclari/tasit-kredisi', '#page-loan-asset-value');
      await fillIn(page.locator('#page-loan-amount'), '200000');
      await page.locator('#page-loan-term').selectOption('24');
      await fillIn(page.locator('#page-loan-asset-value'), '1000000');
      await calculate(page);
      await page.getByTestId('loan-offer').first().waitFor();
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).waitFor();

      await fillIn(page.locator('#page-loan-asset-value'), '3000000');
      await calculate(page);
      const refusal = "Fatura bedeli 2.000.000 TL'yi aşan binek otomobiller için kredi kullandırılamaz.";
      await page.locator('#page-loan-asset-value-error', { hasText: refusal }).waitFor();
      await expectEmptied(page);
      await screenshot(page, 'loan-refused-tasit-tr');
    });
  });

  it("a personal loan over BDDK's term cap empties the offers shown before", async () => {
    await withVisitor(async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount');
      await fillIn(page.locator('#page-loan-amount'), '200000');
      await page.locator('#page-loan-term').selectOption('24');
      await calculate(page);
      await page.getByTestId('loan-offer').first().waitFor();

      await page.locator('#page-loan-term').selectOption('36');
      await calculate(page);
      const refusal = '125.000 TL üzerindeki ihtiyaç kredilerinde vade en fazla 24 ay olabilir (BDDK).';
      await page.locator('#page-loan-term-error', { hasText: refusal }).waitFor();
      await expectEmptied(page);
    });
  });

  it('a deposit under the minimum empties the offers shown before', async () => {
    await withVisitor(async (page) => {
      await openHydrated(page, '/hesaplama-araclari/mevduat-hesaplama', '#page-deposit-amount');
      await calculate(page);
      await page.getByTestId('deposit-offer').first().waitFor();
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).waitFor();

      await fillIn(page.locator('#page-deposit-amount'), '999');
      await calculate(page);
      await page
        .locator('#page-deposit-amount-error', { hasText: 'Minimum mevduat tutarı 1.000 olmalıdır!' })
        .waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="deposit-offer"]').length === 0,
      );
      expect(await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).count()).toBe(0);
      await page.getByText("Tutarı ve vadeyi seçip Hesapla'ya basın.").waitFor();
    });
  });
});
