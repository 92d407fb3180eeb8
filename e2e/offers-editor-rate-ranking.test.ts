import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, newVisitor, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { figure } from './support/loan-steps.ts';
import { fillIn, openHydrated } from './support/page-helpers.ts';
import { api, apiToken, signInToConsole } from './support/sign-in.ts';

// docs/requirements/accounts-and-admin.md#offers-editor: an editor changes a personal-loan rate (a rate
// out of range is refused first), the history keeps both versions, and the public page ranks the bank
// first. Adding and retiring an offer, and the Editor's screen in Arabic, are in
// offers-editor-add-retire-and-arabic.test.ts.

const browser = fileBrowser();

// Garanti BBVA's sample personal-loan rate is mid-table. e2e/loans.test.ts moves Şekerbank to 0,99 % for
// a moment and expects it first then, so the new rate here stays above that and below every sample rate.
const BANK = { name: 'Garanti', label: 'Garanti BBVA' };
const NEW_RATE = { typed: '1,49', shown: '%1,49', value: 1.49 };
const SEARCH = { amount: '120000', shown: '120.000', term: '24' };
const PERSONAL_LOAN_PAGE = '/hesaplama-araclari/ihtiyac-kredisi';

/** The public personal-loan page, hydrated, with the amount and term a visitor would enter. */
async function openPersonalLoans(page: Page) {
  await openHydrated(page, PERSONAL_LOAN_PAGE, '#page-loan-amount');
  const amount = page.locator('#page-loan-amount');
  await fillIn(amount, SEARCH.amount);
  expect(await amount.inputValue()).toBe(SEARCH.shown);
  await page.locator('#page-loan-term').selectOption(SEARCH.term);
}

/** Presses Hesapla and answers the bank of the first (best) offer. */
async function searchFirstBank(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
  const first = page.getByTestId('loan-offer').first();
  await first.waitFor();
  return first.getAttribute('data-bank');
}

/** Puts the bank's personal-loan rate back (a further change; the history keeps every version). */
async function restoreRate(rate: number) {
  const token = await apiToken();
  const history = (await api('GET', `/offers/history/${BANK.name}`, token)).body.data as {
    loans: { id: number; loanType: string; monthlyRate: number; retiredAt: string | null }[];
  };
  const current = history.loans.find((row) => row.loanType === 'ihtiyac' && row.retiredAt === null);
  if (current && current.monthlyRate !== rate) {
    expect((await api('PUT', `/offers/loans/${current.id}`, token, { monthlyRate: rate })).status).toBe(200);
  }
}

describe('the offers editor', () => {
  it('an editor changes a rate and the public page shows the new ranking', async () => {
    const editor = await newVisitor(browser());
    const visitor = await newVisitor(browser());
    let oldRate: number | null = null;
    try {
      // A visitor compares personal loans: Garanti BBVA is offered, but not first.
      await openPersonalLoans(visitor.page);
      expect(await searchFirstBank(visitor.page)).not.toBe(BANK.name);
      const garanti = visitor.page.locator(`[data-bank="${BANK.name}"]`);
      const oldRateText = await figure(garanti, 'Aylık Faiz');
      oldRate = Number(oldRateText.replace('%', '').replace(',', '.'));
      expect(oldRate).toBeGreaterThan(NEW_RATE.value);

      // The Admin signs in and opens Banka Teklifleri from the console menu.
      const page = editor.page;
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'Banka Teklifleri' })
        .click();
      await page.waitForURL('**/yonetim/teklifler');
      await page.getByRole('heading', { name: 'Banka Teklifleri', level: 1 }).waitFor();
      const bankSelect = page.getByLabel('Banka', { exact: true });
      await expect.poll(() => bankSelect.locator('option').count()).toBe(21);
      await bankSelect.selectOption({ label: BANK.label });

      const loans = page.getByRole('table', { name: 'Kredi teklifleri' });
      const personal = loans.locator('[data-loan-type="ihtiyac"]');
      await personal.getByRole('cell', { name: oldRateText, exact: true }).waitFor();
      expect(await loans.locator('tbody tr').count()).toBe(4);
      await page
        .getByRole('table', { name: 'Mevduat teklifleri' })
        .getByRole('rowheader', { name: '32–89 gün' })
        .waitFor();
      await page.getByText('Örnek veri · 20 Kasım 2026 itibarıyla').waitFor();
      const history = page.getByRole('table', { name: 'Değişiklik geçmişi' });
      const personalHistory = history.locator('[data-product="loan:ihtiyac"]');
      expect(await personalHistory.count()).toBe(1);

      // A rate out of range: the spec-style message under the field, focus on it, nothing saved.
      await page.getByRole('button', { name: 'İhtiyaç Kredisi teklifini düzenle' }).click();
      const dialog = page.getByRole('dialog', { name: `İhtiyaç Kredisi teklifini düzenle · ${BANK.label}` });
      const rate = dialog.getByLabel('Aylık faiz oranı');
      expect(await rate.inputValue()).toBe(oldRateText.replace('%', ''));
      await rate.fill('600');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.getByText('Oran 0 ile 500 arasında olmalıdır.').waitFor();
      expect(await rate.getAttribute('aria-invalid')).toBe('true');
      expect(await rate.evaluate((input) => input === document.activeElement)).toBe(true);
      await screenshot(page, 'offers-editor-invalid-rate-tr-1280');
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await personal.getByRole('cell', { name: oldRateText, exact: true }).waitFor();
      expect(await personalHistory.count()).toBe(1);

      // The new rate, lower than every other bank's: Enter saves.
      await page.getByRole('button', { name: 'İhtiyaç Kredisi teklifini düzenle' }).click();
      await rate.fill(NEW_RATE.typed);
      await rate.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: 'Teklif kaydedildi.' }).waitFor();
      await personal.getByRole('cell', { name: NEW_RATE.shown, exact: true }).waitFor();
      // The history keeps both versions: the new one in force, the old one retired.
      await expect.poll(() => personalHistory.count()).toBe(2);
      const [current, retired] = [personalHistory.nth(0), personalHistory.nth(1)];
      expect(await current.getAttribute('data-status')).toBe('current');
      await current.getByRole('cell', { name: NEW_RATE.shown, exact: true }).waitFor();
      await current.getByText('Yürürlükte').waitFor();
      await current.getByRole('cell', { name: E2E_ADMIN.userName, exact: true }).waitFor();
      expect(await retired.getAttribute('data-status')).toBe('retired');
      await retired.getByRole('cell', { name: oldRateText, exact: true }).waitFor();
      await retired.getByText('Geçmiş', { exact: true }).waitFor();
      await screenshot(page, 'offers-editor-saved-tr-1280');

      // The visitor searches again: Garanti BBVA is first, with the badge and the new rate.
      await expect
        .poll(() => searchFirstBank(visitor.page), { timeout: 20_000, interval: 500 })
        .toBe(BANK.name);
      const first = visitor.page.getByTestId('loan-offer').first();
      expect(await figure(first, 'Aylık Faiz')).toBe(NEW_RATE.shown);
      await first.getByText('En İyi Teklif').waitFor();
      await screenshot(visitor.page, 'offers-editor-public-ranking-tr-1280');

      for (const { errors } of [editor, visitor]) {
        expect(errors.filter((text) => !text.includes('status of 4'))).toEqual([]);
      }
    } finally {
      if (oldRate !== null) await restoreRate(oldRate);
      await editor.context.close();
      await visitor.context.close();
    }
  });
});
