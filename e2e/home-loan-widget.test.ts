import { formatTL } from '@pusula/core/format/number-format.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { figure, loanVisitor } from './support/loan-steps.ts';
import { fillIn, openHydrated as open } from './support/page-helpers.ts';

// The home page's loan widget: offers in a modal, loan types, the visitor's own rate, esnaf.

const withVisitor = loanVisitor();

const loanWidget = (page: Page) => page.locator('section[aria-labelledby="loan-widget-title"]');

describe('home loan widget', () => {
  it('finds offers in a modal; a type change clears the term and swaps the term list; custom rate and esnaf compute on the client', async () => {
    await withVisitor({}, async (page) => {
      await open(page, '/', '#home-loan-amount');
      await fillIn(page.locator('#home-loan-amount'), '75000');
      expect(await page.locator('#home-loan-amount').inputValue()).toBe('75.000');
      await page.locator('#home-loan-term').selectOption('24');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Kredi Teklifleri' });
      await dialog.getByTestId('loan-offer').first().waitFor();
      expect(await dialog.getByTestId('loan-offer').count()).toBe(21);
      expect(await dialog.getByTestId('loan-offer').first().getByText('En İyi Teklif').isVisible()).toBe(
        true,
      );
      await screenshot(page, 'loans-home-modal-tr-1280');
      await dialog.getByRole('button', { name: 'Kapat' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await page.getByRole('button', { name: 'Konut Kredisi' }).click();
      expect(await page.locator('#home-loan-term').inputValue()).toBe('');
      expect((await page.locator('#home-loan-term option').allInnerTexts()).at(-1)).toBe('120 Ay');
      await page.locator('#home-loan-term').selectOption('120');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      await dialog.getByTestId('loan-offer').first().waitFor();
      expect(
        await dialog.locator('[data-bank="Albaraka"]').getByText('Toplam Finansman', { exact: true }).count(),
      ).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The visitor's own rate: computed on the client with core.
      await page.locator('#home-loan-rate').fill('2.20');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      const own = dialog.getByTestId('loan-offer');
      await own.getByText('Girdiğiniz oranla').waitFor();
      const plan = computeLoanPlan({
        principal: 75_000,
        monthlyRatePercent: 2.2,
        months: 120,
        loanType: 'konut',
      });
      expect(await figure(own, 'Aylık Taksit')).toBe(formatTL(plan.installment, 0));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Esnaf Kredisi' }).click();
      await page.locator('#home-loan-rate').fill('');
      await page.locator('#home-loan-term').selectOption('24');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Esnaf Kredisi Hesaplama Sonucu' })
        .getByText('Net Ele Geçen Tutar')
        .first()
        .waitFor();
    });
  });
});
