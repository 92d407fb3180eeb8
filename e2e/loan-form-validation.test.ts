import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { loanVisitor, PAGES } from './support/loan-steps.ts';
import { fillIn, openHydrated as open } from './support/page-helpers.ts';

// The personal-loan page's form refusing what it cannot compute, at phone width.

const withVisitor = loanVisitor();

describe('loan pages', () => {
  it('validation: required term after clearing, rate range, the maximum amount, no offers for a huge personal loan', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      const amount = page.locator('#page-loan-amount');
      await fillIn(amount, '60000000');
      expect(await amount.inputValue()).toBe('50.000.000');
      await page.getByText('Maksimum kredi tutarı 50.000.000 olabilir.').first().waitFor();
      await page.locator('#page-loan-term').selectOption('');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Lütfen kredi tutarı ve vade bilgilerini giriniz.' })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-loan-term');
      await page.locator('#page-loan-term').selectOption('12');
      await page.locator('#page-loan-rate').fill('600');
      await page.keyboard.press('Enter');
      await page.getByText('Lütfen geçerli bir faiz oranı girin (0-500 arası).').first().waitFor();
      await page.locator('#page-loan-rate').fill('');
      // BDDK: a 200.000 TL personal loan may run at most 24 months.
      await fillIn(amount, '200000');
      await page.locator('#page-loan-term').selectOption('36');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByText('125.000 TL üzerindeki ihtiyaç kredilerinde vade en fazla 24 ay olabilir (BDDK).')
        .first()
        .waitFor();
      await page.locator('#page-loan-term').selectOption('12');
      await fillIn(amount, '2000000');
      await page.keyboard.press('Enter');
      await page.getByText('Hesaplama kriterlerinize uygun kredi bulunamadı.').waitFor();
      await screenshot(page, 'loans-ihtiyac-empty-tr-360');
    });
  });
});
