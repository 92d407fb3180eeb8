import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { downloadedText, fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#true-cost: every offer's fee, taxes, total cost and annual cost rate; two orders.

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const PATH = '/hesaplama-araclari/ihtiyac-kredisi';

/** Total cost in kuruş, computed here on its own: total payment + allocation fee + its BSMV. */
const costKurus = (offer: LoanSearchResult) =>
  Math.round(offer.totalPayment * 100) +
  Math.round(offer.allocationFee * 100) +
  Math.round((offer.allocationFeeBsmv ?? 0) * 100);

const byRate = (offers: LoanSearchResult[]) =>
  [...offers]
    .sort((a, b) => a.interestRate - b.interestRate || a.totalPayment - b.totalPayment)
    .map((o) => o.bankName);
const byTotalCost = (offers: LoanSearchResult[]) =>
  [...offers]
    .sort((a, b) => costKurus(a) - costKurus(b) || a.interestRate - b.interestRate)
    .map((o) => o.bankName);

/** Fills 100.000 TL / 12 months, calculates and returns the search's JSON answer. */
async function search(page: Page, calculate: string): Promise<LoanSearchResult[]> {
  await fillIn(page.locator('#page-loan-amount'), '100000');
  await page.locator('#page-loan-term').selectOption('12');
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/banks/search/ihtiyac') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: calculate, exact: true }).click();
  const body = (await (await answer).json()) as { data: LoanSearchResult[] };
  await page.getByTestId('loan-offer').first().waitFor();
  return body.data;
}

const shownBanks = (page: Page) =>
  page.getByTestId('loan-offer').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-bank')));

const cost = (scope: Locator, key: string) => scope.locator(`[data-cost="${key}"] dd`).innerText();

/** The five cost figures of `offer` as `scope` shows them, against the API's numbers formatted here. */
async function expectCostFigures(scope: Locator, offer: LoanSearchResult, decimals: number, locale: Locale) {
  expect({
    fee: await cost(scope, 'allocationFee'),
    kkdf: await cost(scope, 'totalKkdf'),
    bsmv: await cost(scope, 'totalBsmv'),
    total: await cost(scope, 'totalCost'),
    rate: await cost(scope, 'annualCostRate'),
  }).toEqual({
    fee: formatTL(offer.allocationFee, decimals, locale),
    kkdf: formatTL(offer.totalKkdf, decimals, locale),
    bsmv: formatTL(offer.totalBsmv, decimals, locale),
    total: formatTL(costKurus(offer) / 100, decimals, locale),
    rate: formatPercent(offer.annualCostRate, 2, locale),
  });
}

const csvNumber = (value: number) => value.toFixed(2).replace('.', ',');

describe('the true cost of each loan offer', () => {
  it('Turkish: figures match the API, the total-cost order, the plan and its CSV', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#page-loan-amount');
      const offers = await search(page, 'Hesapla');
      expect(offers.length).toBeGreaterThan(1);
      // The seed mixes fee-free banks with 0.5 % ones, so the two orders differ: the test can see a change.
      expect(byTotalCost(offers)).not.toEqual(byRate(offers));
      expect(offers.some((o) => o.allocationFee > 0)).toBe(true);
      expect(await page.getByRole('radio', { name: 'Faiz oranına göre' }).isChecked()).toBe(true);
      expect(await shownBanks(page)).toEqual(byRate(offers));

      const cards = page.getByTestId('loan-offer');
      const first = cards.first();
      const firstOffer = offers.find((o) => o.bankName === byRate(offers)[0]);
      if (!firstOffer) throw new Error('first offer missing from the answer');
      await expectCostFigures(first, firstOffer, 0, 'tr');
      expect(await first.locator('[data-cost="totalCost"] dt').innerText()).toBe('Toplam Maliyet');
      expect(await first.locator('[data-cost="allocationFee"] dt').innerText()).toBe('Tahsis Ücreti');
      await page
        .getByText(
          "Yıllık maliyet oranı: faiz, vergiler, tahsis ücreti ve BSMV'si, konut kredisinde ipotek, ekspertiz ve DASK dahil, kredinin bir yıllık toplam maliyeti.",
        )
        .waitFor();

      await page.getByRole('radio', { name: 'Toplam maliyete göre' }).check();
      await expect.poll(() => shownBanks(page)).toEqual(byTotalCost(offers));
      // A fee-charging offer somewhere in the list shows its own fee.
      const charged = offers.find((o) => o.allocationFee > 0);
      if (!charged) throw new Error('no offer with a fee');
      await expectCostFigures(page.locator(`[data-bank="${charged.bankName}"]`), charged, 0, 'tr');
      await screenshot(page, 'loan-cost-total-order-tr-1280');

      // The choice survives a new calculation on the same page.
      const again = await search(page, 'Hesapla');
      expect(await page.getByRole('radio', { name: 'Toplam maliyete göre' }).isChecked()).toBe(true);
      await expect.poll(() => shownBanks(page)).toEqual(byTotalCost(again));

      // The cheapest offer's plan carries the same figures, to the kuruş, and so does its CSV.
      const cheapest = offers.find((o) => o.bankName === byTotalCost(offers)[0]);
      if (!cheapest) throw new Error('cheapest offer missing');
      await cards
        .first()
        .getByRole('button', { name: /Ödeme planını gör/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table').waitFor();
      const summary = dialog.getByRole('region', { name: 'Maliyet Özeti' });
      await expectCostFigures(summary, cheapest, 2, 'tr');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'CSV İndir' }).click(),
      ]);
      const lines = (await downloadedText(download)).slice(1).split('\r\n');
      expect(lines.slice(13)).toEqual([
        `Toplam;${csvNumber(cheapest.totalPayment)};${csvNumber(cheapest.amount)};${csvNumber(cheapest.totalInterest)};${csvNumber(cheapest.totalKkdf)};${csvNumber(cheapest.totalBsmv)};`,
        '',
        `Tahsis Ücreti;${csvNumber(cheapest.allocationFee)}`,
        ...(cheapest.allocationFeeBsmv === undefined
          ? []
          : [`Tahsis Ücretinin BSMV'si;${csvNumber(cheapest.allocationFeeBsmv)}`]),
        `Toplam KKDF;${csvNumber(cheapest.totalKkdf)}`,
        `Toplam BSMV;${csvNumber(cheapest.totalBsmv)}`,
        `Toplam Maliyet;${csvNumber(costKurus(cheapest) / 100)}`,
        `Yıllık Maliyet Oranı (%);${csvNumber(cheapest.annualCostRate)}`,
        '',
      ]);
      await screenshot(page, 'loan-cost-plan-tr-1280');
    });
  });

  it('Arabic (rtl, 360 px): the figures render in the Arabic number format and the sort works', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await openHydrated(page, PATH, '#page-loan-amount', 'rtl');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const offers = await search(page, 'احسب');
      expect(await shownBanks(page)).toEqual(byRate(offers));
      const first = page.getByTestId('loan-offer').first();
      const firstOffer = offers.find((o) => o.bankName === byRate(offers)[0]);
      if (!firstOffer) throw new Error('first offer missing from the answer');
      await expectCostFigures(first, firstOffer, 0, 'ar');
      expect(await first.locator('[data-cost="totalCost"] dt').innerText()).toBe('التكلفة الإجمالية');
      await page.getByRole('radio', { name: 'حسب التكلفة الإجمالية' }).check();
      await expect.poll(() => shownBanks(page)).toEqual(byTotalCost(offers));
      // Readable on a phone: nothing pushes the page wider than the screen.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await screenshot(page, 'loan-cost-ar-360');
    });
  });
});
