import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#participation-banks: a participation bank's deposit card speaks of profit share
// (kâr payı), as its loan card does; the arithmetic is the same.

const PATH = '/hesaplama-araclari/mevduat-hesaplama';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const labels = (card: Locator) => card.locator('dl dt').allInnerTexts();

describe('participation banks on the deposit page', () => {
  it('their cards say kâr payı where the other banks say faiz', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#page-deposit-amount');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('deposit-offer').first().waitFor();
      const kuveyt = page.locator('[data-bank="Kuveytturk"]');
      await kuveyt.getByText('Katılım Bankası').waitFor();
      const participation = await labels(kuveyt);
      expect(participation).toContain('Yıllık Kâr Payı');
      expect(participation).toContain('Brüt Kâr Payı');
      expect(participation.join(' ')).not.toMatch(/Faiz/);
      // Every participation bank of the list, not only the first one.
      for (const bank of ['Albaraka', 'VakifKatilim', 'ZiraatKatilim']) {
        const card = page.locator(`[data-bank="${bank}"]`);
        if ((await card.count()) === 0) continue;
        expect(await labels(card)).toContain('Yıllık Kâr Payı');
      }
      const akbank = await labels(page.locator('[data-bank="Akbank"]'));
      expect(akbank).toContain('Yıllık Faiz');
      expect(akbank).toContain('Brüt Faiz');
      await screenshot(page, 'deposit-participation-tr');
    });
  });

  it('in English and in Arabic, right to left, the same distinction', async () => {
    await withVisitor({ lang: 'en' }, async (page) => {
      await openHydrated(page, PATH, '#page-deposit-amount');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      const kuveyt = page.locator('[data-bank="Kuveytturk"]');
      await kuveyt.waitFor();
      expect(await labels(kuveyt)).toContain('Annual Profit Share');
      expect(await labels(kuveyt)).toContain('Gross Profit Share');
      expect(await labels(page.locator('[data-bank="Akbank"]'))).toContain('Annual Rate');
    });
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, PATH, '#page-deposit-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      const kuveyt = page.locator('[data-bank="Kuveytturk"]');
      await kuveyt.waitFor();
      const participation = await labels(kuveyt);
      expect(participation).toContain('حصة الربح السنوية');
      expect(participation).toContain('حصة الربح الإجمالية');
      expect(participation.join(' ')).not.toMatch(/الفائدة/);
      expect(await labels(page.locator('[data-bank="Akbank"]'))).toContain('الفائدة السنوية');
      expect(await kuveyt.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await screenshot(page, 'deposit-participation-ar');
    });
  });
});
