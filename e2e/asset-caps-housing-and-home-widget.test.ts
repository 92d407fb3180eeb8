import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/domain-rules.md#asset-value-caps: the housing form's optional value and its notice, in Turkish and
// in Arabic, and the home widget's fields and notice. The vehicle form is in asset-caps-vehicle.test.ts.

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang }, run: (page: Page) => Promise<void>) =>
  visit(browser(), { ...options, expected: /status of 4/ }, run);

const HOUSING = '/hesaplama-araclari/konut-kredisi';

async function fill(page: Page, amount: string, term: string, value: string) {
  await fillIn(page.locator('#page-loan-amount'), amount);
  await page.locator('#page-loan-term').selectOption(term);
  await fillIn(page.locator('#page-loan-asset-value'), value);
}

describe('asset value caps', () => {
  it('housing: loan-to-value by energy class and home ownership, without a term', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, HOUSING, '#page-loan-asset-value');
      expect(await page.getByLabel('Konutun değeri (isteğe bağlı)').count()).toBe(1);
      const energy = page.getByLabel('Konutun enerji sınıfı');
      expect(await energy.inputValue()).toBe('other');
      const owns = page.getByLabel('Benim, eşimin veya 18 yaşından küçük çocuğumun zaten bir konutu var');
      expect(await owns.isChecked()).toBe(false);
      await fill(page, '3500000', '120', '4000000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.');

      // A–B: 90 % of 4.000.000 = 3.600.000, so 3.500.000 is within.
      await energy.selectOption({ label: 'A veya B' });
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cap-notice"]').length === 0);
      expect(await page.getByTestId('loan-offer').count()).toBeGreaterThan(0);

      // Already owns a home: a quarter of it, 900.000 TL.
      await owns.check();
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('cap-notice').first().waitFor();
      expect(await page.getByTestId('cap-notice').first().innerText()).toContain(
        'Bu değerde en fazla 900.000 TL kredi kullanabilirsiniz.',
      );
      await screenshot(page, 'asset-caps-konut-tr');
      // The result link keeps the details; opened afresh it fills them and gives the same notice.
      await page.waitForURL(/enerji=AB&evsahibi=1/);
      const link = page.url();
      await page.goto(link);
      await page.getByTestId('cap-notice').first().waitFor();
      expect(await page.getByLabel('Konutun enerji sınıfı').inputValue()).toBe('AB');
      expect(await owns.isChecked()).toBe(true);
      expect(await page.getByTestId('cap-notice').first().innerText()).toContain('en fazla 900.000 TL');
      await page.getByTestId('cap-notice').first().getByRole('button').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cap-notice"]').length === 0);
      expect(await page.locator('#page-loan-amount').inputValue()).toBe('900.000');
      expect(await page.locator('#page-loan-term').inputValue()).toBe('120');
    });
  });

  it('home widget: the fields follow the type, the notice and the switch work in the modal', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/', '#home-loan-amount');
      // Personal loans have no value field; the vehicle type has, with its kind.
      expect(await page.locator('#home-loan-asset-value').count()).toBe(0);
      expect(await page.locator('#home-loan-vehicle-kind').count()).toBe(0);
      await page.getByRole('button', { name: 'Taşıt Kredisi' }).click();
      await fillIn(page.locator('#home-loan-amount'), '2000000');
      await page.locator('#home-loan-term').selectOption('48');
      await fillIn(page.getByLabel('Taşıt fatura bedeli (isteğe bağlı)'), '3000000');
      await page.getByLabel('Taşıt türü').selectOption('domesticElectric');
      const widget = page.locator('section[aria-labelledby="loan-widget-title"]');
      await widget.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Kredi Teklifleri' });
      const notice = dialog.getByTestId('cap-notice').first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain('en fazla 1.500.000 TL, en fazla 36 ay');
      // The offers are already those of the largest amount and term; the switch fills them in.
      await dialog.getByText('1.500.000 TL · 36 ay vade').waitFor();
      await notice.getByRole('button', { name: 'En yüksek tutar ve vadeyle hesapla' }).click();
      await expect.poll(() => dialog.getByTestId('cap-notice').count()).toBe(0);
      expect(await page.locator('#home-loan-amount').inputValue()).toBe('1.500.000');
      expect(await page.locator('#home-loan-term').inputValue()).toBe('36');
      await dialog.getByRole('button', { name: 'Kapat' }).first().click();
      // The housing type asks the energy class and ownership instead of the kind.
      await page.getByRole('button', { name: 'Konut Kredisi' }).click();
      expect(await page.locator('#home-loan-vehicle-kind').count()).toBe(0);
      expect(await page.locator('#home-loan-energy-class').count()).toBe(1);
      expect(await page.locator('#home-loan-owns-home').count()).toBe(1);
    });
  });

  it('in Arabic the housing form asks the energy class and ownership, right to left', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, HOUSING, '#page-loan-asset-value', 'rtl');
      await page.getByLabel('فئة الطاقة للمسكن').selectOption({ label: 'C' });
      const owns = page.getByLabel('أملك أنا أو زوجي أو طفلي دون 18 عامًا مسكنًا بالفعل');
      await owns.check();
      expect(await owns.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await fill(page, '3500000', '120', '4000000');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      const notice = page.getByTestId('cap-notice').first();
      await notice.waitFor();
      // C: 80 % × 25 % of 4.000.000 = 800.000.
      expect(await notice.innerText()).toContain('800,000 TL');
      await screenshot(page, 'asset-caps-konut-ar');
    });
  });
});
