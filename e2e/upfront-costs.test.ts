import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import { offerTotalCost } from '@pusula/core/loans/offer-cost.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#up-front-costs: the fee's BSMV and a housing loan's costs, itemised per offer.

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

async function search(page: Page, type: string, amount: string, term: string, calculate: string) {
  await fillIn(page.locator('#page-loan-amount'), amount);
  await page.locator('#page-loan-term').selectOption(term);
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/banks/search/${type}`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: calculate, exact: true }).click();
  const body = (await (await answer).json()) as { data: LoanSearchResult[] };
  await page.getByTestId('loan-offer').first().waitFor();
  return body.data;
}

const row = (card: Locator, key: string) => card.locator(`[data-cost="${key}"]`);

describe('up-front costs in the loan cost details', () => {
  it("Turkish: a personal loan's fee shows its BSMV, counted in the total cost", async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount');
      const offers = await search(page, 'ihtiyac', '100000', '12', 'Hesapla');
      const charged = offers.find((offer) => offer.allocationFee > 0);
      const free = offers.find((offer) => offer.allocationFee === 0);
      if (!charged || !free) throw new Error('the seed has offers with and without a fee');
      const card = page.locator(`[data-bank="${charged.bankName}"]`);
      expect(await row(card, 'allocationFeeBsmv').locator('dt').innerText()).toBe("Tahsis ücretinin BSMV'si");
      expect(await row(card, 'allocationFeeBsmv').locator('dd').innerText()).toBe(formatTL(75, 2, 'tr'));
      expect(await row(card, 'totalCost').locator('dd').innerText()).toBe(
        formatTL(charged.totalPayment + 500 + 75, 0, 'tr'),
      );
      // No fee, no fee BSMV line; no housing lines on a personal loan.
      const freeCard = page.locator(`[data-bank="${free.bankName}"]`);
      expect(await row(freeCard, 'allocationFeeBsmv').count()).toBe(0);
      expect(await page.locator('[data-cost="mortgageFee"]').count()).toBe(0);
    });
  });

  for (const [lang, locale, dir, calculate, width] of [
    [undefined, 'tr', 'ltr', 'Hesapla', 1280],
    ['sa', 'ar', 'rtl', 'احسب', 360],
  ] as const) {
    it(`${locale}: a housing offer itemises mortgage registration, appraisal and DASK`, async () => {
      await withVisitor({ ...(lang ? { lang } : {}), width }, async (page) => {
        await openHydrated(page, '/hesaplama-araclari/konut-kredisi', '#page-loan-amount', dir);
        const offers = await search(page, 'konut', '1000000', '120', calculate);
        const offer = offers[0];
        if (!offer?.housingCosts) throw new Error('a housing offer carries its up-front costs');
        const card = page.getByTestId('loan-offer').first();
        const shown = async (key: string) => row(card, key).locator('dd').innerText();
        const money = (value: number) => formatTL(value, 0, locale as Locale);
        expect({
          mortgage: await shown('mortgageFee'),
          appraisal: await shown('appraisalFee'),
          dask: await shown('earthquakeInsurance'),
          total: await shown('totalCost'),
          rate: await shown('annualCostRate'),
        }).toEqual({
          mortgage: money(offer.housingCosts.mortgageFee),
          appraisal: money(offer.housingCosts.appraisalFee),
          dask: money(offer.housingCosts.earthquakeInsurance),
          total: money(offerTotalCost(offer)),
          rate: formatPercent(offer.annualCostRate, 2, locale as Locale),
        });
        // Housing finance pays no BSMV on its fee.
        expect(await row(card, 'allocationFeeBsmv').count()).toBe(0);
        const labels = await card.locator('[data-cost] dt').allInnerTexts();
        expect(labels).toEqual(
          expect.arrayContaining(
            locale === 'tr'
              ? ['İpotek tesis ücreti', 'Ekspertiz ücreti', 'Zorunlu deprem sigortası (DASK)']
              : ['رسوم تسجيل الرهن العقاري', 'رسوم التقييم العقاري', 'تأمين الزلازل الإلزامي (DASK)'],
          ),
        );
        expect(await page.getAttribute('html', 'dir')).toBe(dir);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await screenshot(page, `housing-costs-${locale}-${width}`);
      });
    });
  }
});
