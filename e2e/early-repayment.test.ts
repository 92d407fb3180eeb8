import { formatTL } from '@pusula/core/format/number-format.ts';
import { computeEarlyRepayment } from '@pusula/core/loans/early-repayment.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const PATH = '/hesaplama-araclari/erken-odeme-hesaplama';
const figure = (page: Page, key: string) => page.locator(`[data-result="${key}"] dd`).innerText();

/** Fills the form in Turkish as a person does: type, amount, rate, term, instalments paid. */
async function fillTurkish(
  page: Page,
  loan: { type: string; amount: string; rate: string; term: string; paid: string },
) {
  await page.getByLabel('Kredi Türü').selectOption(loan.type);
  await fillIn(page.getByLabel('Kredi Tutarı'), loan.amount);
  await fillIn(page.getByLabel('Aylık Faiz Oranı'), loan.rate);
  await page.getByLabel('Vade', { exact: true }).selectOption(loan.term);
  await fillIn(page.getByLabel('Ödenen Taksit Sayısı'), loan.paid);
}

describe('early repayment calculator', () => {
  it('Turkish: personal loan 100.000 at 3 % over 12 months, 4 paid → the core payoff, no fee', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#early-amount');
      await page.getByRole('heading', { level: 1, name: 'Erken Ödeme Hesaplama' }).waitFor();
      await fillTurkish(page, { type: 'ihtiyac', amount: '100000', rate: '3', term: '12', paid: '4' });
      expect(await page.getByLabel('Kredi Tutarı').inputValue()).toBe('100.000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('early-result').waitFor();

      const expected = computeEarlyRepayment({
        loanType: 'ihtiyac',
        principal: 100_000,
        monthlyRatePercent: 3,
        months: 12,
        paidCount: 4,
      });
      expect(await figure(page, 'remainingBalance')).toBe(formatTL(expected.remainingBalance, 2));
      expect(await figure(page, 'interestSaved')).toBe(formatTL(expected.interestSaved, 2));
      expect(await figure(page, 'payNow')).toBe(formatTL(expected.payNow, 2));
      expect(await figure(page, 'fee')).toBe('Ücret yok');
      expect(await page.locator('[data-fee-band]').getAttribute('data-fee-band')).toBe('noFee');
      await page.getByText(/erken ödeme için ücret alınmaz/).waitFor();
      expect(await page.locator('[data-payment-plan]').count()).toBe(0);
      await screenshot(page, 'early-repayment-tr-1280');
    });
  });

  it('coming back within the visit: the store kept the result, the copy button waits for a Calculate', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#early-amount');
      await fillTurkish(page, { type: 'ihtiyac', amount: '100000', rate: '3', term: '12', paid: '4' });
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('early-result').waitFor();
      const copy = page.getByRole('button', { name: 'Bağlantıyı kopyala' });
      expect(await copy.count()).toBe(1);
      // Away and back through the footer's links: the address then holds no result.
      await page.locator('footer a[href="/kampanyalar"]').click();
      await page.waitForURL('**/kampanyalar');
      await page.locator(`footer a[href="${PATH}"]`).click();
      await page.waitForURL(`**${PATH}`);
      await page.getByTestId('early-result').waitFor();
      expect(await page.getByLabel('Kredi Tutarı').inputValue()).toBe('100.000');
      expect(await copy.count()).toBe(0);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await copy.waitFor();
      // The address is written after the result shows (a moment later on a busy machine).
      await expect.poll(() => new URL(page.url()).searchParams.get('tutar')).toBe('100000');
    });
  });

  it('Turkish: housing loan with 40 months left → 2 % fee; 36 left → 1 %', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#early-amount');
      await fillTurkish(page, { type: 'konut', amount: '1000000', rate: '2,5', term: '120', paid: '80' });
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('early-result').waitFor();
      const input = {
        loanType: 'konut',
        principal: 1_000_000,
        monthlyRatePercent: 2.5,
        months: 120,
      } as const;
      const long = computeEarlyRepayment({ ...input, paidCount: 80 });
      expect(long.feePercent).toBe(2);
      expect(await figure(page, 'fee')).toBe(`${formatTL(long.fee, 2)} (%2)`);
      expect(await figure(page, 'payNow')).toBe(formatTL(long.payNow, 2));
      expect(await page.locator('[data-fee-band]').getAttribute('data-fee-band')).toBe('housingLong');

      await fillIn(page.getByLabel('Ödenen Taksit Sayısı'), '84');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const short = computeEarlyRepayment({ ...input, paidCount: 84 });
      await expect.poll(() => figure(page, 'fee')).toBe(`${formatTL(short.fee, 2)} (%1)`);
    });
  });

  it('Turkish: a partial prepayment with a lower instalment shows the new plan table', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#early-amount');
      await fillTurkish(page, { type: 'ihtiyac', amount: '100000', rate: '3', term: '12', paid: '4' });
      await fillIn(page.getByLabel('Ara Ödeme Tutarı (isteğe bağlı)'), '20000');
      await page.getByLabel('Ara Ödeme Sonrası').selectOption('lowerInstalment');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('early-result').waitFor();
      const expected = computeEarlyRepayment({
        loanType: 'ihtiyac',
        principal: 100_000,
        monthlyRatePercent: 3,
        months: 12,
        paidCount: 4,
        partial: 20_000,
        mode: 'lowerInstalment',
      });
      const plan = expected.newPlan;
      if (!plan) throw new Error('expected a new plan');
      expect(await figure(page, 'newInstalment')).toBe(formatTL(plan.installment, 2));
      expect(await figure(page, 'interestSaved')).toBe(formatTL(expected.interestSaved, 2));
      const table = page.locator('[data-payment-plan] table');
      await page.getByRole('heading', { name: 'Yeni Ödeme Planı' }).waitFor();
      // One row per new month, plus the header and the totals.
      expect(await table.locator('tbody tr').count()).toBe(plan.rows.length);
      expect(await table.locator('tbody tr').first().innerText()).toContain(
        formatTL(plan.installment, 2).replace(' TL', ''),
      );
      // Too large a partial amount is refused with its message.
      await fillIn(page.getByLabel('Ara Ödeme Tutarı (isteğe bağlı)'), '80000');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByText('Ara ödeme kalan anaparadan az olmalıdır', { exact: false }).waitFor();
      expect(await page.getByTestId('early-result').count()).toBe(0);
    });
  });

  it('Turkish: a housing partial below one instalment is refused, one instalment is accepted', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#early-amount');
      // The rule is stated only for housing loans.
      expect(await page.getByTestId('housing-partial-minimum').count()).toBe(0);
      await fillTurkish(page, { type: 'konut', amount: '1000000', rate: '2', term: '120', paid: '10' });
      expect(await page.getByTestId('housing-partial-minimum').innerText()).toContain(
        'Konut kredisinde ara ödeme en az bir taksit tutarı kadar olmalıdır',
      );
      // The instalment is 22.048,10 TL: 22.048 TL is less than one instalment.
      await fillIn(page.getByLabel('Ara Ödeme Tutarı (isteğe bağlı)'), '22048');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .locator('#early-partial-error', {
          hasText: 'Konut kredisinde ara ödeme en az bir taksit tutarı kadar olmalıdır.',
        })
        .waitFor();
      expect(await page.getByTestId('early-result').count()).toBe(0);
      await fillIn(page.getByLabel('Ara Ödeme Tutarı (isteğe bağlı)'), '22049');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('early-result').waitFor();
      expect(await page.locator('#early-partial-error').innerText()).toBe('');
    });
  });

  it('Arabic: right-to-left, and the result renders', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, PATH, '#early-amount', 'rtl');
      await fillIn(page.locator('#early-amount'), '100000');
      expect(await page.locator('#early-amount').inputValue()).toBe('100,000');
      await fillIn(page.locator('#early-rate'), '3');
      await fillIn(page.locator('#early-paid'), '4');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('early-result').waitFor();
      await page.getByRole('heading', { level: 2, name: 'سداد القرض بالكامل' }).waitFor();
      expect(await figure(page, 'remainingBalance')).toMatch(/^[\d,.]+ TL$/);
      expect(await figure(page, 'fee')).toBe('لا رسوم');
      await screenshot(page, 'early-repayment-ar-1280');
      // Housing: the one-instalment minimum is stated and enforced in Arabic too.
      await page.locator('#early-type').selectOption('konut');
      await page
        .getByText('لا تقل الدفعة الجزئية المسبقة عن قيمة قسط واحد (لائحة', { exact: false })
        .waitFor();
      await fillIn(page.locator('#early-partial'), '1');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page
        .locator('#early-partial-error', {
          hasText: 'في قرض السكن يجب ألا تقل الدفعة الجزئية المسبقة عن قيمة قسط واحد.',
        })
        .waitFor();
    });
  });
});
