import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type StoredLang, screenshot } from './support/browser.ts';
import { KDV, row } from './support/calculator-steps.ts';
import { fileVisitor, openHydrated, typeInto } from './support/page-helpers.ts';

const withVisitor = fileVisitor();
const open = openHydrated;

/**
 * Waits for the stored language to be in force: English keeps the Turkish page's `dir="ltr"`, so
 * `open` can return before English is loaded, and typing then would be grouped the Turkish way.
 */
const inLanguage = (page: Page, lang: StoredLang) =>
  page.waitForFunction((code) => document.documentElement.lang === code, lang === 'sa' ? 'ar' : lang);

describe('one number format per language, inputs included (docs/number-format.md)', () => {
  const LOAN = '/hesaplama-araclari/ihtiyac-kredisi';
  const CASES = [
    { lang: 'tr', dir: 'ltr', grouped: '1.234.567', calculate: 'Hesapla', instalment: 'Aylık Taksit' },
    {
      lang: 'en',
      dir: 'ltr',
      grouped: '1,234,567',
      calculate: 'Calculate',
      instalment: 'Monthly Instalment',
    },
    { lang: 'sa', dir: 'rtl', grouped: '1,234,567', calculate: 'احسب', instalment: 'القسط الشهري' },
  ] as const;

  for (const c of CASES) {
    it(`${c.lang}: the personal-loan amount is grouped as typed, the result in the same format`, async () => {
      await withVisitor({ lang: c.lang }, async (page) => {
        await open(page, LOAN, '#page-loan-amount', c.dir);
        await inLanguage(page, c.lang);
        const amount = page.locator('#page-loan-amount');
        await typeInto(amount, '1234567');
        expect(await amount.inputValue()).toBe(c.grouped);
        // Own rate 2 % a month: i = 0.02 × 1.30 = 0.026; A = 1234567 × 0.026 / (1 − 1.026^−12) = 121084.28
        await typeInto(page.locator('#page-loan-rate'), '2');
        await page.getByRole('button', { name: c.calculate, exact: true }).click();
        const offer = page.getByTestId('loan-offer').first();
        await offer.waitFor();
        const monthly = c.lang === 'tr' ? '121.084 TL' : '121,084 TL';
        expect(await row(offer, c.instalment).textContent()).toBe(monthly);
        const summaryAmount = page.locator('p bdi[dir="ltr"]').first();
        expect(await summaryAmount.textContent()).toBe(`${c.grouped} TL`);
        await screenshot(page, `number-format-loan-${c.lang}-1280`);
      });
    });
  }

  it('en and ar: the VAT amount takes a dot for kuruş, commas group, results and words follow', async () => {
    for (const lang of ['en', 'sa'] as const) {
      await withVisitor({ lang }, async (page) => {
        await open(page, KDV, '#vat-plain-amount', lang === 'sa' ? 'rtl' : 'ltr');
        await inLanguage(page, lang);
        const amount = page.locator('#vat-plain-amount');
        await typeInto(amount, '1234567');
        expect(await amount.inputValue()).toBe('1,234,567');
        await typeInto(amount, '1234,5.678');
        // The comma only groups; a third decimal is refused.
        expect(await amount.inputValue()).toBe('12,345.67');
        await typeInto(amount, '1234567');
        await amount.press('Enter');
        // 1234567 including 20 %: base = 1234567 / 1.20 = 1028805.83; VAT = 205761.17
        const value = (key: string) => page.locator(`[data-result="${key}"] dd`).first().textContent();
        expect(await value('kdvHaric')).toBe('1,028,805.83 TL');
        expect(await value('kdvTutari')).toBe('205,761.17 TL');
        expect(await value('kdvDahil')).toBe('1,234,567.00 TL');
        expect(await value('compact')).toBe(
          lang === 'en'
            ? 'OneMillionTwoHundredThirtyFourThousandFiveHundredSixtySevenTL'
            : 'فقط مليون ومائتان وأربعة وثلاثون ألف وخمسمائة وسبعة وستون ليرة تركية لا غير',
        );
        await screenshot(page, `number-format-vat-${lang}-1280`);
      });
    }
  });

  it('Turkish VAT stays as it was: dot grouping, comma kuruş', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const amount = page.locator('#vat-plain-amount');
      await typeInto(amount, '1234567');
      expect(await amount.inputValue()).toBe('1.234.567');
      await amount.press('Enter');
      expect(await page.locator('[data-result="kdvHaric"] dd').first().textContent()).toBe('1.028.805,83 TL');
    });
  });

  it('switching language re-displays a typed amount instead of misreading it', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const amount = page.locator('#vat-plain-amount');
      await typeInto(amount, '1.000,5');
      await page.locator('footer button[data-lang="en"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(await amount.inputValue()).toBe('1,000.5');
      await amount.press('Enter');
      expect(await page.locator('[data-result="kdvDahil"] dd').first().textContent()).toBe('1,000.50 TL');
      await page.locator('footer button[data-lang="tr"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'tr');
      expect(await amount.inputValue()).toBe('1.000,5');
    });
  });
});
