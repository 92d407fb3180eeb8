import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#asset-value-caps: the vehicle form's optional invoice value and its notice, in
// Turkish and in Arabic. The housing form and the home widget are in
// asset-caps-housing-and-home-widget.test.ts.

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang }, run: (page: Page) => Promise<void>) =>
  visit(browser(), { ...options, expected: /status of 4/ }, run);

const VEHICLE = '/hesaplama-araclari/tasit-kredisi';

async function fill(page: Page, amount: string, term: string, value: string) {
  await fillIn(page.locator('#page-loan-amount'), amount);
  await page.locator('#page-loan-term').selectOption(term);
  await fillIn(page.locator('#page-loan-asset-value'), value);
}

describe('asset value caps', () => {
  it('vehicle over a band of the general table: one notice above the offers, computed for the largest amount and term', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, VEHICLE, '#page-loan-asset-value');
      expect(await page.getByLabel('Taşıt fatura bedeli (isteğe bağlı)').count()).toBe(1);
      // The kind defaults to "other" (the general table).
      const kind = page.getByLabel('Taşıt türü');
      expect(await kind.inputValue()).toBe('other');
      await fill(page, '500000', '48', '1000000');
      expect(await page.locator('#page-loan-asset-value').inputValue()).toBe('1.000.000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const offers = page.getByTestId('loan-offer');
      await offers.first().waitFor();
      expect(await offers.count()).toBeGreaterThan(1);
      // One notice, above the list, not one per offer; it says what the offers were computed for.
      const notices = page.getByTestId('cap-notice');
      expect(await notices.count()).toBe(1);
      const notice = notices.first();
      expect(await notice.innerText()).toContain(
        'Bu değerde en fazla 300.000 TL, en fazla 24 ay vadeyle kredi kullanabilirsiniz.',
      );
      expect(await notice.innerText()).toContain('Teklifler 300.000 TL ve 24 ay vadeyle hesaplandı.');
      expect(await offers.first().getByTestId('cap-notice').count()).toBe(0);
      const above = await notice.evaluate((el) => {
        const list = document.querySelector('[data-testid="loan-offer"]');
        return Boolean(list && el.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(above).toBe(true);
      // Never priced for the forbidden 500.000 TL over 48 months: the summary and each plan say 300.000 / 24.
      await page.getByText('300.000 TL · 24 ay vade').waitFor();
      await offers
        .first()
        .getByRole('button', { name: /Ödeme planını gör/ })
        .click();
      const plan = page.getByRole('dialog');
      await plan.getByRole('table').waitFor();
      expect(await plan.getByRole('table').locator('tbody tr').count()).toBe(24);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // The form keeps what the visitor typed until the switch.
      expect(await page.locator('#page-loan-amount').inputValue()).toBe('500.000');
      await screenshot(page, 'asset-caps-tasit-tr');

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await notice.getByRole('button', { name: 'En yüksek tutar ve vadeyle hesapla' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cap-notice"]').length === 0);
      expect(await page.locator('#page-loan-amount').inputValue()).toBe('300.000');
      expect(await page.locator('#page-loan-term').inputValue()).toBe('24');
      expect(await offers.count()).toBeGreaterThan(0);
      // The address and the copied link carry the new inputs.
      await page.waitForURL(/tutar=300000&vade=24&deger=1000000/);
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
      await page.getByRole('status').filter({ hasText: 'Bağlantı kopyalandı' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('tutar=300000&vade=24');

      // Above 2.000.000 TL a car in general gets no loan: the rule's refusal under the field, no search.
      await fillIn(page.locator('#page-loan-asset-value'), '3000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const refusal = "Fatura bedeli 2.000.000 TL'yi aşan binek otomobiller için kredi kullandırılamaz.";
      await page.locator('#page-loan-asset-value-error', { hasText: refusal }).waitFor();
      expect(await page.locator('#page-loan-asset-value').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('vehicle made in Türkiye and electric: its own table and refusal', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, VEHICLE, '#page-loan-asset-value');
      await page.getByLabel('Taşıt türü').selectOption({ label: "Türkiye'de üretilen elektrikli otomobil" });
      await fill(page, '2000000', '48', '3000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain(
        'Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz.',
      );
      await fillIn(page.locator('#page-loan-asset-value'), '8000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const refusal =
        "Fatura bedeli 7.500.000 TL'yi aşan yerli üretim elektrikli otomobiller için kredi kullandırılamaz.";
      await page.locator('#page-loan-asset-value-error', { hasText: refusal }).waitFor();
    });
  });

  it('in Arabic the vehicle kind and the notice are in Arabic, right to left', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, VEHICLE, '#page-loan-asset-value', 'rtl');
      await page.getByLabel('نوع المركبة').selectOption({ label: 'سيارة كهربائية مصنوعة في تركيا' });
      await fill(page, '2000000', '48', '3000000');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      const text = await notice.innerText();
      expect(text).toContain('1,500,000 TL');
      expect(text).toContain('36');
      expect(text).not.toContain('Bu değerde');
      // The line saying what the offers were computed for, in Arabic, once above the list.
      expect(text).toContain('احتُسبت العروض');
      expect(await page.getByTestId('cap-notice').count()).toBe(1);
      expect(await notice.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // The accent border is on the inline start: the right side in RTL.
      const border = await notice.evaluate((el) => getComputedStyle(el).borderRightWidth);
      expect(border).toBe('4px');
      await screenshot(page, 'asset-caps-tasit-ar');
      // The general table's refusal, in Arabic.
      await page.getByLabel('نوع المركبة').selectOption('other');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      const refusal = 'لا يمكن منح قرض لسيارات الركاب التي تتجاوز قيمة فاتورتها 2,000,000 ليرة تركية.';
      await page.locator('#page-loan-asset-value-error', { hasText: refusal }).waitFor();
    });
  });
});
