import { computeDepositReturn } from '@pusula/core/deposits/deposit-return.ts';
import { formatIsoDate } from '@pusula/core/format/date-format.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import { addDays, istanbulToday } from '@pusula/core/rules/calendar.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const PATH = '/hesaplama-araclari/mevduat-hesaplama';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), { ...options, expected: /status of 500/ }, run);
const open = openHydrated;

function row(card: Locator, label: RegExp | string): Promise<string> {
  return card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: label }) })
    .locator('dd')
    .innerText();
}

describe('deposit page', () => {
  it('shows net figures after tax for every bank, best first, with tags and the current insurance figure', async () => {
    await withVisitor({}, async (page) => {
      await open(page, PATH, '#page-deposit-amount');
      expect(await page.locator('#page-deposit-amount').inputValue()).toBe('100.000');
      expect(await page.locator('#page-deposit-days').inputValue()).toBe('90');
      expect(await page.locator('#page-deposit-currency').isDisabled()).toBe(true);
      await page.getByText('1.200.000 TL', { exact: false }).first().waitFor();
      await page.locator('#page-deposit-amount').fill('');
      await page.locator('#page-deposit-amount').pressSequentially('250000');
      await page.getByRole('button', { name: '180 Gün' }).click();
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const cards = page.getByTestId('deposit-offer');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(21);
      const first = cards.first();
      expect(await first.getByText('En Yüksek Getiri').isVisible()).toBe(true);
      const rate = Number((await row(first, 'Yıllık Faiz')).replace('%', '').replace(',', '.'));
      const expected = computeDepositReturn({
        principal: 250_000,
        annualRatePercent: rate,
        days: 180,
        startDate: istanbulToday(),
      });
      expect(await row(first, 'Brüt Faiz')).toBe(formatTL(expected.grossInterest));
      expect(await row(first, 'Stopaj (%17,5)')).toBe(`−${formatTL(expected.withholdingAmount)}`);
      // Exact: the card also shows the net yearly and net real return (docs/domain-rules.md#consumer-price-index), whose labels contain it.
      expect(await row(first, /^Net Getiri$/)).toBe(formatTL(expected.netInterest));
      expect(await row(first, 'Vade Sonu Toplam')).toBe(formatTL(expected.totalReturn));
      const ziraat = page.locator('[data-bank="Ziraat"]');
      await ziraat.getByText('Kamu Bankası').waitFor();
      await ziraat.getByText('Devlet Güvencesi').waitFor();
      expect(await page.locator('[data-bank="Akbank"]').getByText('Kamu Bankası').count()).toBe(0);
      await page.getByText(/Örnek veri · 20 Kasım 2026 itibarıyla/).waitFor();
      // The maturity date beside the term: the deposit starts today in Istanbul.
      const maturity = addDays(istanbulToday(), 180);
      const shown = page.getByTestId('deposit-maturity');
      expect(await shown.getAttribute('data-date')).toBe(maturity);
      expect(await shown.innerText()).toBe(`Vade sonu: \u2068${formatIsoDate(maturity, 'tr')}\u2069`);
      await screenshot(page, 'deposits-page-tr-1280');
    });
  });

  it("rejects 999 TL and 31 days with the spec's messages", async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await open(page, PATH, '#page-deposit-amount');
      const amount = page.locator('#page-deposit-amount');
      await amount.fill('');
      await amount.pressSequentially('999');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .locator('#page-deposit-amount-error')
        .getByText('Minimum mevduat tutarı 1.000 olmalıdır!')
        .waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Minimum mevduat tutarı 1.000 olmalıdır!' })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-deposit-amount');
      await amount.fill('');
      await amount.pressSequentially('5000');
      const days = page.locator('#page-deposit-days');
      await days.fill('31');
      await days.press('Enter');
      await page
        .locator('#page-deposit-days-error')
        .getByText('Minimum vade süresi 32 gün olmalıdır!')
        .waitFor();
      expect(await page.getByTestId('deposit-offer').count()).toBe(0);
      await days.fill('');
      await days.press('Enter');
      await page.locator('#page-deposit-days-error').getByText('Lütfen tüm alanları doldurun!').waitFor();
      await screenshot(page, 'deposits-page-errors-tr-360');
    });
  });

  it('a failed search shows the error banner, empties the results, and the banner can be dismissed', async () => {
    await withVisitor({}, async (page) => {
      await open(page, PATH, '#page-deposit-amount');
      await page.route('**/api/mevduat/search/all', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Sunucu hatası. Lütfen daha sonra tekrar deneyin."}',
        }),
      );
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const banner = page.locator('section[aria-label="Mevduat Teklifleri"] [role="alert"]');
      await banner.getByText('Sunucu hatası. Lütfen daha sonra tekrar deneyin.').waitFor();
      expect(await page.getByTestId('deposit-offer').count()).toBe(0);
      await page.getByRole('button', { name: 'Uyarıyı kapat' }).click();
      await expect.poll(() => banner.count()).toBe(0);
    });
  });
});

describe('home deposit widget', () => {
  it('compares deposits on the home page', async () => {
    await withVisitor({}, async (page) => {
      await open(page, '/', '#home-deposit-amount');
      await page.getByRole('button', { name: '365 Gün' }).click();
      await page.locator('#home-deposit-days').press('Enter');
      const cards = page.getByTestId('deposit-offer');
      await cards.first().waitFor();
      expect(await row(cards.first(), /^Stopaj/)).toMatch(/^−/);
      expect(await cards.first().locator('dt', { hasText: 'Stopaj (%15)' }).count()).toBe(1);
    });
  });

  it('in Arabic the deposit page is right-to-left', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await open(page, PATH, '#page-deposit-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('deposit-offer').first().getByText('أعلى عائد').waitFor();
      const align = await page
        .getByTestId('deposit-offer')
        .first()
        .locator('dd')
        .first()
        .evaluate((el) => getComputedStyle(el).direction);
      expect(align).toBe('ltr');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const maturity = addDays(istanbulToday(), 90);
      const shown = page.getByTestId('deposit-maturity');
      expect(await shown.getAttribute('data-date')).toBe(maturity);
      expect(await shown.innerText()).toContain(
        `تاريخ الاستحقاق: \u2068${formatIsoDate(maturity, 'ar')}\u2069`,
      );
      await screenshot(page, 'deposits-page-ar-360');
    });
  });
});
