import { formatTL } from '@pusula/core/format/number-format.ts';
import { compareRefinanceOffer, currentLoanPosition } from '@pusula/core/loans/refinance.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const PATH = '/hesaplama-araclari/kredi-yapilandirma-hesaplama';
const figure = (scope: Page | Locator, key: string) =>
  scope.locator(`[data-result="${key}"] dd`).first().innerText();
/** A Turkish figure as a number: '16.644,41 TL' → 16644.41, '%3,19' → 3.19. */
const trNumber = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const compare = (page: Page) => page.getByRole('button', { name: 'Hesapla', exact: true });

describe('refinancing calculator', () => {
  it('Turkish: a 100.000 TL personal loan at 5 % with 12 months left against today’s offers, to the kuruş', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#refinance-rate');
      await page.getByRole('heading', { level: 1, name: 'Kredi Yapılandırma Hesaplama' }).waitFor();
      await page.getByLabel('Kredi Türü').selectOption('ihtiyac');
      await fillIn(page.getByLabel('Mevcut Aylık Faiz Oranı'), '5');
      await fillIn(page.getByLabel('Kalan Anapara (Kapama Tutarı)'), '100000');
      expect(await page.getByLabel('Kalan Anapara (Kapama Tutarı)').inputValue()).toBe('100.000');
      await fillIn(page.getByLabel('Kalan Taksit Sayısı'), '12');
      await compare(page).click();
      const result = page.getByTestId('refinance-result');
      await result.waitFor();

      const position = currentLoanPosition({
        kind: 'balance',
        loanType: 'ihtiyac',
        balance: 100_000,
        monthlyRatePercent: 5,
        remainingMonths: 12,
      });
      expect(await figure(result, 'instalment')).toBe(formatTL(position.instalment, 2));
      expect(await figure(result, 'remainingTotal')).toBe(formatTL(position.remainingTotal, 2));
      expect(await figure(result, 'fee')).toBe(formatTL(0, 2));
      const offers = page.getByTestId('refinance-offer');
      expect(await offers.count()).toBeGreaterThan(0);
      // Every offer's figures are core's comparison at the offer's rate and fee, to the kuruş.
      for (const offer of await offers.all()) {
        const interestRate = trNumber(await figure(offer, 'rate'));
        const allocationFee = trNumber(await figure(offer, 'allocationFee'));
        const expected = compareRefinanceOffer(position, {
          interestRate,
          amount: 100_000,
          maturity: 12,
          allocationFee,
        });
        expect(await figure(offer, 'newInstalment')).toBe(formatTL(expected.newInstalment, 2));
        expect(await figure(offer, 'allocationFeeBsmv')).toBe(formatTL(expected.allocationFeeBsmv, 2));
        expect(await figure(offer, 'switchCost')).toBe(formatTL(expected.switchCost, 2));
        expect(await figure(offer, 'saving')).toBe(formatTL(expected.saving, 2));
        expect(await figure(offer, 'breakEven')).toBe(
          expected.breakEvenMonth === null ? 'Ödemiyor' : `${expected.breakEvenMonth}. ay`,
        );
      }
      // 5 % a month is above every sample offer: switching saves, and the page names the best one.
      expect(await result.getAttribute('data-verdict')).toBe('switch');
      expect(await page.getByTestId('refinance-verdict').innerText()).toMatch(
        /^En çok tasarruf: .+ teklifi, toplam [\d.]+,\d\d TL\.$/,
      );
      await page.getByText(/Örnek veri · .* itibarıyla/).waitFor();
      await result.getByText(/İhtiyaç ve taşıt kredilerinde erken ödeme için ücret alınmaz/).waitFor();

      // Each offer opens its payment plan, whose instalment is the one the card shows.
      const first = offers.first();
      await first.getByRole('button', { name: 'Ödeme Planını Göster' }).click();
      const table = first.locator('table').first();
      await table.waitFor();
      const firstRow = await table.locator('tbody tr').first().locator('td').allInnerTexts();
      expect(firstRow).toContain(await figure(first, 'newInstalment'));
      await first.getByRole('button', { name: 'Ödeme Planını Gizle' }).click();
      await screenshot(page, 'refinance-tr-1280');

      // The result link: the address holds the inputs, and another visitor gets the same answer.
      await expect
        .poll(() => new URL(page.url()).search)
        .toBe('?bilinen=bakiye&tur=ihtiyac&faiz=5&kalan=100000&ay=12');
      const link = page.url();
      const saving = await figure(first, 'saving');
      await withVisitor({}, async (other) => {
        await other.goto(link);
        await other.getByTestId('refinance-offer').first().waitFor();
        expect(await other.getByLabel('Kalan Taksit Sayısı').inputValue()).toBe('12');
        expect(await figure(other.getByTestId('refinance-offer').first(), 'saving')).toBe(saving);
      });
    });
  });

  it('Turkish: a housing loan by its original contract at a low rate: the 2 % fee, and keep the current loan', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(
        page,
        `${PATH}?bilinen=sozlesme&tur=konut&faiz=0.5&tutar=2000000&vade=120&odenen=12`,
        '#refinance-rate',
      );
      const result = page.getByTestId('refinance-result');
      await result.waitFor();
      expect(await page.getByLabel('Ödenen Taksit Sayısı').inputValue()).toBe('12');
      const position = currentLoanPosition({
        kind: 'original',
        loanType: 'konut',
        principal: 2_000_000,
        monthlyRatePercent: 0.5,
        months: 120,
        paidCount: 12,
      });
      // 108 months left: the legal maximum of 2 % of the payoff.
      expect(await figure(result, 'balance')).toBe(formatTL(position.balance, 2));
      expect(await figure(result, 'fee')).toBe(formatTL(position.fee, 2));
      expect(position.feePercent).toBe(2);
      expect(await result.getAttribute('data-verdict')).toBe('keep');
      expect(await page.getByTestId('refinance-verdict').innerText()).toBe(
        'Mevcut kredinizi koruyun: bugünkü tekliflerin hiçbiri, masraflar düşüldüğünde tasarruf sağlamıyor.',
      );
    });
  });

  it('Turkish: bad input gets its message, no result', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, PATH, '#refinance-rate');
      await compare(page).click();
      await page.getByText('Lütfen faiz oranını ve kredinizin bilgilerini giriniz.').first().waitFor();
      await fillIn(page.getByLabel('Mevcut Aylık Faiz Oranı'), '3');
      await fillIn(page.getByLabel('Kalan Anapara (Kapama Tutarı)'), '50000');
      await fillIn(page.getByLabel('Kalan Taksit Sayısı'), '400');
      await compare(page).click();
      await page.getByText('Kalan taksit sayısı 1 ile 360 arasında olmalıdır.').waitFor();
      expect(await page.getByTestId('refinance-result').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, the comparison renders with its figures left-to-right', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, PATH, '#refinance-rate', 'rtl');
      await page.getByRole('heading', { level: 1, name: 'حاسبة إعادة تمويل القرض' }).waitFor();
      await fillIn(page.locator('#refinance-rate'), '5');
      await fillIn(page.locator('#refinance-balance'), '100000');
      expect(await page.locator('#refinance-balance').inputValue()).toBe('100,000');
      await fillIn(page.locator('#refinance-remaining'), '12');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('refinance-result').waitFor();
      await page.getByRole('heading', { level: 2, name: 'مقارنة إعادة التمويل' }).waitFor();
      expect(await figure(page, 'remainingTotal')).toMatch(/^[\d,]+\.\d\d TL$/);
      const verdict = page.getByTestId('refinance-verdict');
      expect(await verdict.innerText()).toContain('أكبر توفير');
      expect(await verdict.locator('bdi[dir="ltr"]').innerText()).toMatch(/^[\d,]+\.\d\d TL$/);
      await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
      await screenshot(page, 'refinance-ar-1280');
    });
  });

  it('on a 360 px phone, Turkish and Arabic: the page keeps its width with an offer’s plan open', async () => {
    for (const lang of ['tr', 'sa'] as const) {
      await withVisitor({ lang, width: 360 }, async (page) => {
        await openHydrated(
          page,
          `${PATH}?bilinen=bakiye&tur=tasit&faiz=4&kalan=750000&ay=36`,
          '#refinance-rate',
          lang === 'sa' ? 'rtl' : 'ltr',
        );
        const offer = page.getByTestId('refinance-offer').first();
        await offer.waitFor();
        await offer.locator('button[aria-expanded]').click();
        await offer.locator('table').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, `refinance-${lang}-360`);
      });
    }
  });
});
