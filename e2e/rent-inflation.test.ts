import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { signInToConsole } from './support/sign-in.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const RENT = '/hesaplama-araclari/kira-artis-hesaplama';
const INFLATION = '/hesaplama-araclari/enflasyon-hesaplama';
const figure = (page: Page, key: string) => page.locator(`[data-result="${key}"] dd`).innerText();
/** The month chooser lists the loaded months (the series comes from GET /api/cpi after hydration). */
const choose = async (page: Page, id: string, month: string) => {
  await page.locator(`#${id} option[value="${month}"]`).waitFor({ state: 'attached' });
  await page.locator(`#${id}`).selectOption(month);
};

describe('rent increase (docs/domain-rules.md#consumer-price-index)', () => {
  it('Turkish: 20.000 TL renewed in January 2026 → 26.976 TL at 34,88 %, and the result link', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, RENT, '#rent-amount');
      await page.getByRole('heading', { level: 1, name: 'Kira Artış Hesaplama' }).waitFor();
      await fillIn(page.getByLabel('Mevcut aylık kira'), '20000');
      expect(await page.getByLabel('Mevcut aylık kira').inputValue()).toBe('20.000');
      await choose(page, 'rent-month', '2026-01');
      expect(await page.locator('#rent-month option:checked').innerText()).toBe('Ocak 2026');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('rent-result').waitFor();
      // Ensonhaber 05.01.2026: 20 bin liradan 26 bin 976 liraya.
      expect(await figure(page, 'rate')).toBe('%34,88');
      expect(await figure(page, 'increase')).toBe('6.976,00 TL');
      expect(await figure(page, 'newRent')).toBe('26.976,00 TL');
      await page.getByText('Türk Borçlar Kanunu md. 344', { exact: false }).first().waitFor();
      await page.getByTestId('cpi-note').getByText('Nisan 2026 ayına kadar', { exact: false }).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('?kira=20000&ay=2026-01');
      await screenshot(page, 'rent-tr-1280');
    });

    // The link opened by someone else: Ekonomim 03.02.2026, 40.000 TL in February → 53.592 TL.
    await withVisitor({}, async (page) => {
      await openHydrated(page, `${RENT}?kira=40000&ay=2026-02`, '#rent-amount');
      await page.getByTestId('rent-result').waitFor();
      expect(await figure(page, 'rate')).toBe('%33,98');
      expect(await figure(page, 'newRent')).toBe('53.592,00 TL');
    });
  });

  it('Turkish: an empty rent is refused with its message, and no result shows', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, RENT, '#rent-amount');
      await page.getByLabel('Mevcut aylık kira').fill('');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.locator('#rent-amount-error', { hasText: 'Lütfen geçerli bir tutar girin.' }).waitFor();
      expect(await page.getByTestId('rent-result').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, the same result in the Arabic number format, and the FAQ', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, RENT, '#rent-amount', 'rtl');
      await fillIn(page.locator('#rent-amount'), '20000');
      expect(await page.locator('#rent-amount').inputValue()).toBe('20,000');
      await choose(page, 'rent-month', '2026-01');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('rent-result').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await figure(page, 'newRent')).toBe('26,976.00 TL');
      await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
      await screenshot(page, 'rent-ar-1280');
    });
  });
});

describe('inflation and real return', () => {
  it('Turkish: 100 TL of January 2025 is 130,65 TL in January 2026; 40 % nominal is 7,16 % real', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, INFLATION, '#inflation-amount');
      await page.getByRole('heading', { level: 1, name: 'Enflasyon Hesaplama' }).waitFor();
      await fillIn(page.getByLabel('Tutar', { exact: true }), '100');
      await choose(page, 'inflation-from', '2025-01');
      await choose(page, 'inflation-to', '2026-01');
      await fillIn(page.locator('#inflation-nominal'), '40');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('inflation-result').waitFor();
      // TÜİK Ocak 2026: yearly change 30,65 %; (1,40 ÷ 1,3065) − 1 = 7,156…%.
      expect(await figure(page, 'value')).toBe('130,65 TL');
      expect(await figure(page, 'change')).toBe('%30,65');
      expect(await figure(page, 'realReturn')).toBe('%7,16');
      await expect
        .poll(() => new URL(page.url()).search)
        .toBe('?tutar=100&bas=2025-01&son=2026-01&getiri=40');
    });
  });

  it('Arabic: right-to-left from a result link', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, `${INFLATION}?tutar=1000&bas=2024-12&son=2025-12`, '#inflation-amount', 'rtl');
      await page.getByTestId('inflation-result').waitFor();
      // TÜİK Aralık 2025: yearly change 30,89 %; 1.000 × 3.513,87 ÷ 2.684,55 = 1.308,923… (bc).
      expect(await figure(page, 'value')).toBe('1,308.92 TL');
    });
  });
});

describe('real returns elsewhere and the console', () => {
  it('deposit cards show the net real return at the latest 12-month inflation, labelled with it', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(
        page,
        '/hesaplama-araclari/mevduat-hesaplama?tutar=250000&vade=181&tur=TL',
        '#page-deposit-amount',
      );
      const card = page.getByTestId('deposit-offer').first();
      await card
        .getByText('Net reel getiri (yıllık): Son 12 aylık TÜFE değişimine göre (Nisan 2026: %32,37)')
        .waitFor();
      await card.getByText('Net getiri (yıllık, basit)').waitFor();
    });
  });

  it('the home fund tables gain the real 1-year column', async () => {
    await withVisitor({}, async (page) => {
      await page.goto('/');
      await page.locator('#yatirim-fonlari th', { hasText: 'Reel 1 Yıl (%)' }).waitFor();
    });
  });

  it('an Editor adds May 2026 on the 2025=100 base; the rent for June follows; removing it takes it back', async () => {
    // The public checks are a visitor's own (a browser keeps the index list for 60 s: cpi-routes.ts),
    // so each opens the rent page in a browser of its own, as someone who was not on the site before.
    const rentForJune = (check: (page: Page) => Promise<void>) =>
      withVisitor({}, async (page) => {
        await openHydrated(page, `${RENT}?kira=10000&ay=2026-06`, '#rent-amount');
        await check(page);
      });
    await withVisitor({}, async (page) => {
      await signInToConsole(page, E2E_ADMIN.userName, E2E_ADMIN.password);
      await page.getByRole('link', { name: 'TÜFE Endeksi' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'TÜFE endeksi' }).waitFor();
      await page.locator('tr[data-month="2026-04"][data-base="2003"]').waitFor();
      await page.getByLabel('Baz').selectOption('2025');
      await page.getByLabel('Ay', { exact: true }).fill('2026-05');
      await page.getByLabel('Endeks değeri').fill('128');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.locator('tr[data-month="2026-05"][data-base="2025"]', { hasText: 'Editör' }).waitFor();

      await rentForJune(async (visitor) => {
        await visitor.getByTestId('rent-result').waitFor();
        // By hand (Python, the link 3.183,2292): Jun 2025 – May 2026 over Jun 2024 – May 2025 → 32,1654 %.
        expect(await figure(visitor, 'rate')).toBe('%32,17');
        expect(await figure(visitor, 'newRent')).toBe('13.217,00 TL');
      });

      await page.getByRole('button', { name: '2026-05 (2025=100) değerini sil' }).click();
      await page.locator('tr[data-month="2026-05"]').waitFor({ state: 'detached' });
      await rentForJune(async (visitor) => {
        await visitor
          .locator('#rent-month-error', { hasText: 'Bu ay için TÜFE verisi henüz yok.' })
          .waitFor();
      });
    });
  });
});
