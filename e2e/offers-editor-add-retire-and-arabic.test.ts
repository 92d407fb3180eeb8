import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { AR_LOGIN, apiToken, createEditor, signInToConsole } from './support/sign-in.ts';

// docs/requirements/accounts-and-admin.md#offers-editor: an editor adds an offer (an upside-down range is
// refused first) and retires it, which the history keeps; an Editor gets the screen too, right to left
// in Arabic. A rate change and the public ranking it moves are in offers-editor-rate-ranking.test.ts.

const browser = fileBrowser();

describe('the offers editor', () => {
  it('an editor adds an offer (an upside-down range is refused first) and retires it after confirming', async () => {
    // Tradesman offers: the public tradesman page computes on the client, so no other test ranks them.
    await visiting(browser(), {}, async ({ page, errors }) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/yonetim/teklifler');
      const bankSelect = page.getByLabel('Banka', { exact: true });
      await expect.poll(() => bankSelect.locator('option').count()).toBe(21);
      await bankSelect.selectOption({ label: 'Enpara.com' });
      const loans = page.getByRole('table', { name: 'Kredi teklifleri' });
      const tradesman = loans.locator('[data-loan-type="esnaf"]');
      await expect.poll(() => tradesman.count()).toBe(1);
      const history = page.getByRole('table', { name: 'Değişiklik geçmişi' });
      const before = await history.locator('tbody tr').count();

      await page.getByRole('button', { name: 'Kredi teklifi ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni kredi teklifi · Enpara.com' });
      await dialog.getByLabel('Kredi türü').selectOption({ label: 'Esnaf Kredisi' });
      await dialog.getByLabel('Aylık faiz oranı').fill('2,10');
      await dialog.getByLabel('Tahsis ücreti').fill('0');
      await dialog.getByLabel('En düşük tutar').fill('500.000');
      await dialog.getByLabel('En yüksek tutar').fill('10.000');
      await dialog.getByLabel('En kısa vade').fill('12');
      await dialog.getByLabel('En uzun vade').fill('24');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.getByText('Alt sınır üst sınırdan büyük olamaz.').waitFor();
      expect(await dialog.getByLabel('En yüksek tutar').getAttribute('aria-invalid')).toBe('true');
      expect(await tradesman.count()).toBe(1);
      await dialog.getByLabel('En düşük tutar').fill('10.000');
      await dialog.getByLabel('En yüksek tutar').fill('500.000');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const added = tradesman.filter({ has: page.getByRole('cell', { name: '%2,10', exact: true }) });
      await added.getByRole('cell', { name: '10.000 TL – 500.000 TL', exact: true }).waitFor();
      await added.getByRole('cell', { name: '12–24 ay', exact: true }).waitFor();
      expect(await tradesman.count()).toBe(2);
      await expect.poll(() => history.locator('tbody tr').count()).toBe(before + 1);

      await added.getByRole('button', { name: 'Esnaf Kredisi teklifini yayından kaldır' }).click();
      const confirm = page.getByRole('dialog', { name: 'Teklifi yayından kaldır' });
      await confirm.getByText('Enpara.com bankasının Esnaf Kredisi teklifini (%2,10)').waitFor();
      await confirm.getByRole('button', { name: 'Evet, kaldır' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: 'Teklif yayından kaldırıldı.' }).waitFor();
      await expect.poll(() => tradesman.count()).toBe(1);
      // Retired, it stays in the history (no new row: the same version, now with its end date).
      const retired = history.locator('[data-product="loan:esnaf"][data-status="retired"]');
      await retired.getByRole('cell', { name: '%2,10', exact: true }).waitFor();
      await retired.getByRole('cell', { name: E2E_ADMIN.userName, exact: true }).waitFor();
      expect(await history.locator('tbody tr').count()).toBe(before + 1);
      expect(errors.filter((text) => !text.includes('status of 4'))).toEqual([]);
    });
  });

  it('an Editor gets the screen too, right-to-left in Arabic', async () => {
    const token = await apiToken();
    const { userName, password } = await createEditor(token, 'teklif.editor', 'Teklif-Editor-42');
    await visiting(browser(), { lang: 'sa' }, async ({ page, errors }) => {
      await signInToConsole(page, userName, password, AR_LOGIN);
      const nav = page.getByRole('navigation', { name: 'قائمة الإدارة' });
      expect(await nav.getByRole('link', { name: 'المستخدمون' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'عروض البنوك' }).click();
      await page.waitForURL('**/yonetim/teklifler');
      await page.getByRole('heading', { name: 'عروض البنوك', level: 1 }).waitFor();
      const loans = page.getByRole('table', { name: 'عروض القروض' });
      await loans.locator('[data-loan-type="konut"]').waitFor();
      await page.getByRole('table', { name: 'سجل التغييرات' }).locator('tbody tr').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // The console's menu sits on the right, the tables on its left; numbers align to the end.
      const navBox = await nav.boundingBox();
      const tableBox = await loans.boundingBox();
      expect(navBox!.x).toBeGreaterThan(tableBox!.x);
      const rateCell = loans.locator('[data-loan-type="konut"] td').first();
      expect(await rateCell.evaluate((el) => getComputedStyle(el).textAlign)).toBe('end');
      await screenshot(page, 'offers-editor-ar-1280');
      expect(errors.filter((text) => !text.includes('status of 4'))).toEqual([]);
    });
  });
});
