import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, typeInto, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#asset-value-caps: the vehicle and housing forms' optional value and its notice.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const withVisitor = (options: { lang?: StoredLang }, run: (page: Page) => Promise<void>) =>
  visit(browser, { ...options, expected: /status of 4/ }, run);

const VEHICLE = '/hesaplama-araclari/tasit-kredisi';
const HOUSING = '/hesaplama-araclari/konut-kredisi';

async function fill(page: Page, amount: string, term: string, value: string) {
  await typeInto(page.locator('#page-loan-amount'), amount);
  await page.locator('#page-loan-term').selectOption(term);
  await typeInto(page.locator('#page-loan-asset-value'), value);
}

describe('asset value caps', () => {
  it('vehicle over a band: notice on every offer, the switch fills the largest amount and term', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, VEHICLE, '#page-loan-asset-value');
      expect(await page.getByLabel('Taşıt fatura bedeli (isteğe bağlı)').count()).toBe(1);
      await fill(page, '2000000', '48', '3000000');
      expect(await page.locator('#page-loan-asset-value').inputValue()).toBe('3.000.000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const offers = page.getByTestId('loan-offer');
      await offers.first().waitFor();
      const count = await offers.count();
      expect(count).toBeGreaterThan(0);
      const notices = page.getByTestId('cap-notice');
      expect(await notices.count()).toBe(count);
      expect(await notices.first().innerText()).toContain(
        'Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz.',
      );
      await screenshot(page, 'asset-caps-tasit-tr');

      await notices.first().getByRole('button', { name: 'En yüksek tutar ve vadeyle hesapla' }).click();
      // The new search's summary names the new amount and term; its offers carry no notice.
      await page.getByText('1.500.000 TL · 36 ay vade').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cap-notice"]').length === 0);
      expect(await page.locator('#page-loan-amount').inputValue()).toBe('1.500.000');
      expect(await page.locator('#page-loan-term').inputValue()).toBe('36');
      expect(await offers.count()).toBeGreaterThan(0);
      expect(await notices.count()).toBe(0);

      // Above the last band: the rule's refusal under the field, no search.
      await typeInto(page.locator('#page-loan-asset-value'), '8000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const refusal = "Fatura bedeli 7.500.000 TL'yi aşan taşıtlar için kredi kullandırılamaz.";
      await page.locator('#page-loan-asset-value-error', { hasText: refusal }).waitFor();
      expect(await page.locator('#page-loan-asset-value').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('housing: the loan-to-value notice without a term', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, HOUSING, '#page-loan-asset-value');
      expect(await page.getByLabel('Konutun değeri (isteğe bağlı)').count()).toBe(1);
      await fill(page, '3500000', '120', '4000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.');
      await notice.getByRole('button').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cap-notice"]').length === 0);
      expect(await page.locator('#page-loan-amount').inputValue()).toBe('2.800.000');
      expect(await page.locator('#page-loan-term').inputValue()).toBe('120');
    });
  });

  it('home widget: the field follows the type, the notice and the switch work in the modal', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/', '#home-loan-amount');
      // Personal loans have no value field; the vehicle type has.
      expect(await page.locator('#home-loan-asset-value').count()).toBe(0);
      await page.getByRole('button', { name: 'Taşıt Kredisi' }).click();
      await typeInto(page.locator('#home-loan-amount'), '2000000');
      await page.locator('#home-loan-term').selectOption('48');
      await typeInto(page.getByLabel('Taşıt fatura bedeli (isteğe bağlı)'), '3000000');
      const widget = page.locator('section[aria-labelledby="loan-widget-title"]');
      await widget.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Kredi Teklifleri' });
      const notice = dialog.getByTestId('cap-notice').first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain('en fazla 1.500.000 TL, en fazla 36 ay');
      await notice.getByRole('button', { name: 'En yüksek tutar ve vadeyle hesapla' }).click();
      await dialog.getByText('1.500.000 TL · 36 ay vade').waitFor();
      expect(await dialog.getByTestId('cap-notice').count()).toBe(0);
      expect(await page.locator('#home-loan-term').inputValue()).toBe('36');
    });
  });

  it('in Arabic the notice is in Arabic, right to left, with the numbers in the page format', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, VEHICLE, '#page-loan-asset-value', 'rtl');
      await fill(page, '2000000', '48', '3000000');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      const text = await notice.innerText();
      expect(text).toContain('1,500,000 TL');
      expect(text).toContain('36');
      expect(text).not.toContain('Bu değerde');
      expect(await notice.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // The accent border is on the inline start: the right side in RTL.
      const border = await notice.evaluate((el) => getComputedStyle(el).borderRightWidth);
      expect(border).toBe('4px');
      await screenshot(page, 'asset-caps-tasit-ar');
    });
  });
});
