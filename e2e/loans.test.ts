import { formatTL } from '@pusula/core/format/number-format.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { api, apiToken } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser, { ...options, expected: /status of 4/ }, run);
const open = openHydrated;

/** The figure shown under `label` in an offer card. */
function figure(card: Locator, label: string): Promise<string> {
  return card
    .locator('dl > div')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();
}

const loanWidget = (page: Page) => page.locator('section[aria-labelledby="loan-widget-title"]');

const PAGES = [
  {
    type: 'ihtiyac',
    path: '/hesaplama-araclari/ihtiyac-kredisi',
    amount: '50.000',
    term: '12',
    maxTerm: '36 Ay',
  },
  {
    type: 'tasit',
    path: '/hesaplama-araclari/tasit-kredisi',
    amount: '300.000',
    term: '24',
    maxTerm: '48 Ay',
  },
  {
    type: 'konut',
    path: '/hesaplama-araclari/konut-kredisi',
    amount: '300.000',
    term: '120',
    maxTerm: '180 Ay',
  },
] as const;

describe('loan pages', () => {
  for (const p of PAGES) {
    it(`${p.type}: defaults, prompt, ranked offers with the best-offer badge, money as core computes it`, async () => {
      await withVisitor({}, async (page) => {
        await open(page, p.path, '#page-loan-amount');
        await page.getByText('Lütfen yukarıdaki formu doldurarak bir hesaplama yapın.').waitFor();
        expect(await page.locator('#page-loan-amount').inputValue()).toBe(p.amount);
        expect(await page.locator('#page-loan-term').inputValue()).toBe(p.term);
        const options = await page.locator('#page-loan-term option').allInnerTexts();
        expect(options.at(-1)).toBe(p.maxTerm);
        await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
        const offers = page.getByTestId('loan-offer');
        await offers.first().waitFor();
        expect(await offers.count()).toBe(21);
        const first = offers.first();
        expect(await first.getByText('En İyi Teklif').isVisible()).toBe(true);
        expect(await offers.nth(1).getByText('En İyi Teklif').count()).toBe(0);
        // The best offer is visibly distinct: a different border from the second.
        const border = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderColor);
        expect(await border(first)).not.toBe(await border(offers.nth(1)));
        // Its monthly payment is core's annuity at the rate shown (0-decimal TL on the loan pages).
        const rateText = await figure(first, 'Aylık Faiz').catch(() => figure(first, 'Aylık Kâr Payı'));
        const rate = Number(rateText.replace('%', '').replace(',', '.'));
        const amount = Number(p.amount.replace(/\./g, ''));
        const plan = computeLoanPlan({
          principal: amount,
          monthlyRatePercent: rate,
          months: Number(p.term),
          loanType: p.type,
        });
        expect(await figure(first, 'Aylık Taksit')).toBe(formatTL(plan.installment, 0));
        expect(await figure(first, 'Toplam Geri Ödeme')).toBe(formatTL(plan.totalPayment, 0));
        await page.getByText(/Örnek veri · 20 Kasım 2026 itibarıyla/).waitFor();
        // Participation banks show "Toplam Finansman" instead of "Toplam Faiz".
        const kuveyt = page.locator('[data-bank="Kuveytturk"]');
        expect(await kuveyt.getByText('Toplam Finansman', { exact: true }).count()).toBe(1);
        expect(await kuveyt.getByText('Toplam Faiz', { exact: true }).count()).toBe(0);
        expect(
          await page.locator('[data-bank="Akbank"]').getByText('Toplam Faiz', { exact: true }).count(),
        ).toBe(1);
        // A click on an offer opens its payment plan; Esc closes it and focus returns.
        await first.getByRole('button', { name: /Ödeme planını gör/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('table').waitFor();
        expect(await dialog.getByRole('table').locator('tbody tr').count()).toBe(Number(p.term));
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await screenshot(page, `loans-${p.type}-tr-1280`);
      });
    });
  }

  it('validation: required term after clearing, rate range, the maximum amount, no offers for a huge personal loan', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      const amount = page.locator('#page-loan-amount');
      await fillIn(amount, '60000000');
      expect(await amount.inputValue()).toBe('50.000.000');
      await page.getByText('Maksimum kredi tutarı 50.000.000 olabilir.').first().waitFor();
      await page.locator('#page-loan-term').selectOption('');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Lütfen kredi tutarı ve vade bilgilerini giriniz.' })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-loan-term');
      await page.locator('#page-loan-term').selectOption('12');
      await page.locator('#page-loan-rate').fill('600');
      await page.keyboard.press('Enter');
      await page.getByText('Lütfen geçerli bir faiz oranı girin (0-500 arası).').first().waitFor();
      await page.locator('#page-loan-rate').fill('');
      // BDDK: a 200.000 TL personal loan may run at most 24 months.
      await fillIn(amount, '200000');
      await page.locator('#page-loan-term').selectOption('36');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByText('125.000 TL üzerindeki ihtiyaç kredilerinde vade en fazla 24 ay olabilir (BDDK).')
        .first()
        .waitFor();
      await page.locator('#page-loan-term').selectOption('12');
      await fillIn(amount, '2000000');
      await page.keyboard.press('Enter');
      await page.getByText('Hesaplama kriterlerinize uygun kredi bulunamadı.').waitFor();
      await screenshot(page, 'loans-ihtiyac-empty-tr-360');
    });
  });

  it('in English the payment plan prints English numbers (docs/number-format.md)', async () => {
    await withVisitor({ lang: 'en' }, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      // English keeps the Turkish page's dir="ltr": wait for English itself before typing.
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await fillIn(page.locator('#page-loan-amount'), '100000');
      await fillIn(page.locator('#page-loan-rate'), '2');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      const own = page.getByTestId('loan-offer').filter({ hasText: 'At your rate' });
      await own.getByRole('button', { name: /View payment plan/ }).click();
      const dialog = page.getByRole('dialog');
      const table = dialog.getByRole('table');
      await table.waitFor();
      // i = 0.02 × 1.30 = 0.026; A = 100000 × 0.026 / (1 − 1.026^−12) = 9807.83; month 1: interest 2000,
      // KKDF = BSMV = 300, principal 9807.83 − 2600 = 7207.83
      expect(await table.locator('tbody tr').first().locator('th, td').allTextContents()).toEqual([
        '1',
        '9,807.83 TL',
        '7,207.83 TL',
        '2,000.00 TL',
        '300.00 TL',
        '300.00 TL',
        '92,792.17 TL',
      ]);
      // 11 × 9807.83 + the last 9807.87 = 117694.00 = 100000 + interest 13610.78 + 2 × 2041.61
      expect(await table.locator('tfoot tr').locator('th, td').allTextContents()).toEqual([
        'Total',
        '117,694.00 TL',
        '100,000.00 TL',
        '13,610.78 TL',
        '2,041.61 TL',
        '2,041.61 TL',
        '',
      ]);
      const chart = dialog.locator('canvas[role="img"]');
      await chart.waitFor();
      expect(await chart.getAttribute('aria-label')).toContain('100,000.00 TL');
    });
  });
});

describe('home loan widget', () => {
  it('finds offers in a modal; a type change clears the term and swaps the term list; custom rate and esnaf compute on the client', async () => {
    await withVisitor({}, async (page) => {
      await open(page, '/', '#home-loan-amount');
      await fillIn(page.locator('#home-loan-amount'), '75000');
      expect(await page.locator('#home-loan-amount').inputValue()).toBe('75.000');
      await page.locator('#home-loan-term').selectOption('24');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Kredi Teklifleri' });
      await dialog.getByTestId('loan-offer').first().waitFor();
      expect(await dialog.getByTestId('loan-offer').count()).toBe(21);
      expect(await dialog.getByTestId('loan-offer').first().getByText('En İyi Teklif').isVisible()).toBe(
        true,
      );
      await screenshot(page, 'loans-home-modal-tr-1280');
      await dialog.getByRole('button', { name: 'Kapat' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await page.getByRole('button', { name: 'Konut Kredisi' }).click();
      expect(await page.locator('#home-loan-term').inputValue()).toBe('');
      expect((await page.locator('#home-loan-term option').allInnerTexts()).at(-1)).toBe('120 Ay');
      await page.locator('#home-loan-term').selectOption('120');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      await dialog.getByTestId('loan-offer').first().waitFor();
      expect(
        await dialog.locator('[data-bank="Albaraka"]').getByText('Toplam Finansman', { exact: true }).count(),
      ).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The visitor's own rate: computed on the client with core.
      await page.locator('#home-loan-rate').fill('2.20');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      const own = dialog.getByTestId('loan-offer');
      await own.getByText('Girdiğiniz oranla').waitFor();
      const plan = computeLoanPlan({
        principal: 75_000,
        monthlyRatePercent: 2.2,
        months: 120,
        loanType: 'konut',
      });
      expect(await figure(own, 'Aylık Taksit')).toBe(formatTL(plan.installment, 0));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Esnaf Kredisi' }).click();
      await page.locator('#home-loan-rate').fill('');
      await page.locator('#home-loan-term').selectOption('24');
      await loanWidget(page).getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Esnaf Kredisi Hesaplama Sonucu' })
        .getByText('Net Ele Geçen Tutar')
        .first()
        .waitFor();
    });
  });

  it('in Arabic the page is right-to-left and the offers render', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, '/hesaplama-araclari/konut-kredisi', '#page-loan-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('loan-offer').first().getByText('أفضل عرض').waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const badge = page.getByTestId('loan-offer').first().getByText('أفضل عرض');
      const card = await page.getByTestId('loan-offer').first().boundingBox();
      const box = await badge.boundingBox();
      // inset-inline-start puts the badge at the card's right edge in RTL.
      expect(box && card && box.x + box.width > card.x + card.width / 2).toBe(true);
      await screenshot(page, 'loans-konut-ar-1280');
    });
  });
});

describe('an editor changes a rate', () => {
  it('and the public page shows the new ranking at once', async () => {
    const adminToken = await apiToken();
    const editorName = `editor${Date.now()}`;
    const created = await api('POST', '/Users', adminToken, {
      userName: editorName,
      email: `${editorName}@e2e.test`,
      password: 'Editor-Parola-42',
      roles: ['Editor'],
    });
    expect(created.status).toBe(201);
    const token = await apiToken(editorName, 'Editor-Parola-42');
    const history = (await api('GET', '/offers/history/Sekerbank', token)).body.data as {
      loans: { id: number; loanType: string; monthlyRate: number; retiredAt: string | null }[];
    };
    const offer = history.loans.find((row) => row.loanType === 'ihtiyac' && row.retiredAt === null);
    expect(offer).toBeDefined();

    await withVisitor({}, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('loan-offer').first().waitFor();
      expect(await page.getByTestId('loan-offer').first().getAttribute('data-bank')).not.toBe('Sekerbank');

      const changed = await api('PUT', `/offers/loans/${offer?.id}`, token, { monthlyRate: 0.99 });
      expect(changed.status).toBe(200);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const first = page.getByTestId('loan-offer').first();
      await expect.poll(() => first.getAttribute('data-bank')).toBe('Sekerbank');
      expect(await figure(first, 'Aylık Faiz')).toBe('%0,99');
      await first.getByText('En İyi Teklif').waitFor();
      await screenshot(page, 'loans-ihtiyac-after-edit-tr-1280');
      // Put the sample rate back (as a further change: the history keeps both).
      const newId = (changed.body.data as { id: number }).id;
      expect(
        (await api('PUT', `/offers/loans/${newId}`, token, { monthlyRate: offer?.monthlyRate })).status,
      ).toBe(200);
    });
  });
});
