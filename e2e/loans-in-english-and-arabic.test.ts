import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { loanVisitor, PAGES } from './support/loan-steps.ts';
import { fillIn, openHydrated as open } from './support/page-helpers.ts';

// The loan pages in the other languages: English numbers in the payment plan, Arabic right to left.

const withVisitor = loanVisitor();

describe('loan pages', () => {
  it('in English the payment plan prints English numbers (docs/number-format.md)', async () => {
    await withVisitor({ lang: 'en' }, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      // English keeps the Turkish page's dir="ltr": wait for English itself before typing.
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await fillIn(page.locator('#page-loan-amount'), '100000');
      await fillIn(page.locator('#page-loan-rate'), '2');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      const own = page.getByTestId('loan-offer').filter({ hasText: 'At your rate' });
      await own.getByRole('button', { name: /View payment plan/ }).click();
      const dialog = page.getByRole('dialog');
      const table = dialog.getByRole('table');
      await table.waitFor();
      // i = 0.02 × 1.30 = 0.026; A = 100000 × 0.026 / (1 − 1.026^−12) = 9807.83; month 1: interest 2000,
      // KKDF = BSMV = 300, principal 9807.83 − 2600 = 7207.83
      expect(await table.locator('tbody tr').first().locator('th, td').allTextContents()).toEqual([
        '1',
        '9,807.83 TL',
        '7,207.83 TL',
        '2,000.00 TL',
        '300.00 TL',
        '300.00 TL',
        '92,792.17 TL',
      ]);
      // 11 × 9807.83 + the last 9807.87 = 117694.00 = 100000 + interest 13610.78 + 2 × 2041.61
      expect(await table.locator('tfoot tr').locator('th, td').allTextContents()).toEqual([
        'Total',
        '117,694.00 TL',
        '100,000.00 TL',
        '13,610.78 TL',
        '2,041.61 TL',
        '2,041.61 TL',
        '',
      ]);
      const chart = dialog.locator('canvas[role="img"]');
      await chart.waitFor();
      expect(await chart.getAttribute('aria-label')).toContain('100,000.00 TL');
    });
  });
});

describe('home loan widget', () => {
  it('in Arabic the page is right-to-left and the offers render', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, '/hesaplama-araclari/konut-kredisi', '#page-loan-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('loan-offer').first().getByText('أفضل عرض').waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const badge = page.getByTestId('loan-offer').first().getByText('أفضل عرض');
      const card = await page.getByTestId('loan-offer').first().boundingBox();
      const box = await badge.boundingBox();
      // inset-inline-start puts the badge at the card's right edge in RTL.
      expect(box && card && box.x + box.width > card.x + card.width / 2).toBe(true);
      await screenshot(page, 'loans-konut-ar-1280');
    });
  });
});
