import { formatTL } from '@pusula/core/format/number-format.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { figure, loanVisitor, PAGES } from './support/loan-steps.ts';
import { openHydrated as open } from './support/page-helpers.ts';

// Each loan page's search: its defaults, the ranked offers and their figures, the payment plan dialog.

const withVisitor = loanVisitor();

describe('loan pages', () => {
  for (const p of PAGES) {
    it(`${p.type}: defaults, prompt, ranked offers with the best-offer badge, money as core computes it`, async () => {
      await withVisitor({}, async (page) => {
        await open(page, p.path, '#page-loan-amount');
        await page.getByText('Lütfen yukarıdaki formu doldurarak bir hesaplama yapın.').waitFor();
        expect(await page.locator('#page-loan-amount').inputValue()).toBe(p.amount);
        expect(await page.locator('#page-loan-term').inputValue()).toBe(p.term);
        const options = await page.locator('#page-loan-term option').allInnerTexts();
        expect(options.at(-1)).toBe(p.maxTerm);
        await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
        const offers = page.getByTestId('loan-offer');
        await offers.first().waitFor();
        expect(await offers.count()).toBe(21);
        const first = offers.first();
        expect(await first.getByText('En İyi Teklif').isVisible()).toBe(true);
        expect(await offers.nth(1).getByText('En İyi Teklif').count()).toBe(0);
        // The best offer is visibly distinct: a different border from the second.
        const border = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderColor);
        expect(await border(first)).not.toBe(await border(offers.nth(1)));
        // Its monthly payment is core's annuity at the rate shown (0-decimal TL on the loan pages).
        const rateText = await figure(first, 'Aylık Faiz').catch(() => figure(first, 'Aylık Kâr Payı'));
        const rate = Number(rateText.replace('%', '').replace(',', '.'));
        const amount = Number(p.amount.replace(/\./g, ''));
        const plan = computeLoanPlan({
          principal: amount,
          monthlyRatePercent: rate,
          months: Number(p.term),
          loanType: p.type,
        });
        expect(await figure(first, 'Aylık Taksit')).toBe(formatTL(plan.installment, 0));
        expect(await figure(first, 'Toplam Geri Ödeme')).toBe(formatTL(plan.totalPayment, 0));
        await page.getByText(/Örnek veri · 20 Kasım 2026 itibarıyla/).waitFor();
        // Participation banks show "Toplam Finansman" instead of "Toplam Faiz".
        const kuveyt = page.locator('[data-bank="Kuveytturk"]');
        expect(await kuveyt.getByText('Toplam Finansman', { exact: true }).count()).toBe(1);
        expect(await kuveyt.getByText('Toplam Faiz', { exact: true }).count()).toBe(0);
        expect(
          await page.locator('[data-bank="Akbank"]').getByText('Toplam Faiz', { exact: true }).count(),
        ).toBe(1);
        // A click on an offer opens its payment plan; Esc closes it and focus returns.
        await first.getByRole('button', { name: /Ödeme planını gör/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('table').waitFor();
        expect(await dialog.getByRole('table').locator('tbody tr').count()).toBe(Number(p.term));
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await screenshot(page, `loans-${p.type}-tr-1280`);
      });
    });
  }
});
