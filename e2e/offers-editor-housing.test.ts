import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import { defaultHousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, screenshot, visiting } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { signInToConsole } from './support/sign-in.ts';

// docs/domain-rules.md#up-front-costs: an editor sets a housing offer's own costs in the console.

const browser = fileBrowser();

const BANK = { name: 'Teb', label: 'TEB' };

async function housingOffer(): Promise<LoanSearchResult | undefined> {
  const response = await fetch(`${baseURL()}/api/banks/search/konut`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 1_000_000, maturity: 120 }),
  });
  const { data } = (await response.json()) as { data: LoanSearchResult[] };
  return data.find((offer) => offer.bankName === BANK.name);
}

describe("the offers editor and a housing offer's up-front costs", () => {
  it('shows the three costs for a housing offer only, empty for the default, and saves them', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/yonetim/teklifler');
      const bankSelect = page.getByLabel('Banka', { exact: true });
      await expect.poll(() => bankSelect.locator('option').count()).toBe(21);
      await bankSelect.selectOption({ label: BANK.label });

      // A personal loan's form has no housing costs.
      await page.getByRole('button', { name: 'İhtiyaç Kredisi teklifini düzenle' }).click();
      let dialog = page.getByRole('dialog', { name: `İhtiyaç Kredisi teklifini düzenle · ${BANK.label}` });
      await dialog.getByLabel('Aylık faiz oranı').waitFor();
      expect(await dialog.getByLabel('Ekspertiz ücreti').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Konut Kredisi teklifini düzenle' }).click();
      dialog = page.getByRole('dialog', { name: `Konut Kredisi teklifini düzenle · ${BANK.label}` });
      const group = dialog.getByRole('group', { name: /Konut kredisi masrafları/ });
      const appraisal = group.getByLabel('Ekspertiz ücreti');
      const mortgage = group.getByLabel('İpotek tesis ücreti');
      const dask = group.getByLabel('DASK primi');
      const defaults = defaultHousingCosts(istanbulToday());
      expect(await appraisal.inputValue()).toBe('');
      const placeholder = (value: number) => formatTL(value, 0).replace(' TL', '');
      expect(await appraisal.getAttribute('placeholder')).toBe(placeholder(defaults.appraisalFee));
      expect(await dask.getAttribute('placeholder')).toBe(placeholder(defaults.earthquakeInsurance));
      await screenshot(page, 'offers-editor-housing-costs-tr-1280');

      // Out of range: the message under the field; then a valid figure saves.
      await appraisal.fill('20.000.000');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.getByText('Masraf 0 ile 10.000.000 TL arasında olmalıdır.').waitFor();
      await appraisal.fill('7.500');
      await mortgage.fill('0');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: 'Teklif kaydedildi.' }).waitFor();

      await expect
        .poll(async () => (await housingOffer())?.housingCosts, { timeout: 20_000, interval: 500 })
        .toEqual({ mortgageFee: 0, appraisalFee: 7_500, earthquakeInsurance: defaults.earthquakeInsurance });

      // Emptied again: back to the site's default.
      await page.getByRole('button', { name: 'Konut Kredisi teklifini düzenle' }).click();
      expect(await appraisal.inputValue()).toBe('7500');
      await appraisal.fill('');
      await mortgage.fill('');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await housingOffer())?.housingCosts, { timeout: 20_000, interval: 500 })
        .toEqual(defaults);
      expect(errors.filter((text) => !text.includes('status of 4'))).toEqual([]);
    });
  });
});
