import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICED_SAMPLE_FUNDS } from '../apps/api/src/test/fund-sample-codes.ts';
import { baseURL, closeContexts, launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit, waitHydrated } from './support/page-helpers.ts';

let browser: Browser;
/**
 * Two demo funds with a year of the platform's real prices to 2026-09-04, stored as sample data
 * (apps/api/src/features/funds/seed-data/README.md; docs/domain-rules.md#fund-price-history).
 */
const priced = PRICED_SAMPLE_FUNDS.slice(0, 2);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const withVisitor = (
  options: { lang?: StoredLang; width?: number; expected?: RegExp },
  run: (page: Page) => Promise<void>,
) => visit(browser, options, run);

const returnCells = (page: Page) => page.locator('[data-testid="fund-returns"] tbody td').allInnerTexts();

describe('fund pages (docs/requirements/market-and-funds.md#fund-pages)', () => {
  it('Turkish: a fund page from the table link, its chart periods, then the comparison of two funds', async () => {
    expect(priced).toHaveLength(2);
    const [first, second] = priced as [string, string];
    await withVisitor({}, async (page) => {
      // The fund table's code links to the fund's page.
      await page.goto('/');
      const link = page.locator('#yatirim-fonlari tbody th a').first();
      const code = await link.innerText();
      expect(await link.getAttribute('href')).toBe(`/fonlar/${code}`);
      await waitHydrated(page);
      await link.click();
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${code} – `) }).waitFor();

      await page.goto(`/fonlar/${first}`);
      await waitHydrated(page);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${first} – `) }).waitFor();
      expect(await page.title()).toMatch(new RegExp(`^${first} – .+ \\| `));
      // Labelled with the newest day of the real prices, not the demo's 20 November.
      await page.getByText('Örnek veri · 4 Eylül 2026 itibarıyla').waitFor();
      expect(await page.getByTestId('fund-latest-price').innerText()).toMatch(
        /^\d{1,3}(\.\d{3})*,\d{6} TL 4 Eylül 2026 tarihli$/,
      );
      const cells = await returnCells(page);
      expect(cells).toHaveLength(7);
      for (const text of cells.slice(0, 5)) expect(text).toMatch(/^%[+-]?\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(cells.slice(5)).toEqual(['-', '-']); // 3 and 5 years: the sample history is a year long
      await page.getByRole('heading', { level: 2, name: `${first} fiyat grafiği (1 Yıl)` }).waitFor();
      expect(await page.locator('svg[data-chart="line"] path').count()).toBeGreaterThan(0);
      await screenshot(page, 'fund-page-tr-1280');

      await page
        .getByRole('navigation', { name: 'Grafik dönemi' })
        .getByRole('link', { name: '3 Ay' })
        .click();
      await page.getByRole('heading', { level: 2, name: `${first} fiyat grafiği (3 Ay)` }).waitFor();
      expect(new URL(page.url()).search).toBe('?range=3m');

      await page.getByRole('link', { name: 'Başka fonlarla karşılaştır' }).click();
      await page.getByRole('heading', { level: 1, name: 'Fon Karşılaştırma' }).waitFor();
      const field = page.getByLabel('Fon kodları');
      expect(await field.inputValue()).toBe(first);
      await field.fill(`${first}, ${second.toLowerCase()}`);
      await page.getByRole('button', { name: 'Karşılaştır' }).click();
      await page.getByRole('heading', { level: 2, name: '100’e endekslenmiş fiyatlar (1 Yıl)' }).waitFor();
      expect(new URL(page.url()).searchParams.get('kodlar')).toBe(`${first}, ${second.toLowerCase()}`);
      const heads = await page.locator('[data-testid="fund-returns"] thead th').allInnerTexts();
      expect(heads).toEqual(['Dönem', first, second]);
      expect(await returnCells(page)).toHaveLength(14);
      await screenshot(page, 'fund-compare-tr-1280');
    });
  });

  it('Turkish: a bad list is refused with its reason; an unknown or malformed code is a 404; lower case redirects', async () => {
    await withVisitor({ expected: /status of 400|status of 404/ }, async (page) => {
      const answer = await page.goto('/fonlar/karsilastir?kodlar=A,B,C,D');
      expect(answer?.status()).toBe(400);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Karşılaştırmak için virgülle ayrılmış 1 ile 3 arasında fon kodu girin' })
        .waitFor();
    });
    expect((await fetch(`${baseURL()}/fonlar/QQQ9`)).status).toBe(404);
    expect((await fetch(`${baseURL()}/fonlar/${'x'.repeat(300)}`)).status).toBe(404);
    const lower = await fetch(`${baseURL()}/fonlar/${priced[0]?.toLowerCase()}?range=3m`, {
      redirect: 'manual',
    });
    expect(lower.status).toBe(301);
    expect(lower.headers.get('location')).toBe(`/fonlar/${priced[0]}?range=3m`);
    const html = await (await fetch(`${baseURL()}/fonlar/${priced[0]}`)).text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain('"@type":"InvestmentFund"');
    expect(html).toContain('hrefLang="ar"');
  });

  it("a shared comparison's raw HTML names itself: the parsed list, the visitor's order, no period", async () => {
    const [first, second] = priced as [string, string];
    const site = baseURL();
    const head = async (query: string) => {
      const html = await (await fetch(`${site}/fonlar/karsilastir?${query}`)).text();
      const attr = (pattern: RegExp) =>
        [...html.matchAll(pattern)].map((m) => m[1]?.replaceAll('&amp;', '&'));
      return {
        canonical: attr(/<link rel="canonical" href="([^"]+)"/g),
        ar: attr(/<link rel="alternate" hrefLang="ar" href="([^"]+)"/g),
        og: attr(/<meta property="og:url" content="([^"]+)"/g),
      };
    };
    // Lower case, a repeat, spaces and a period: one address, upper case, second before first as asked.
    const shared = `${site}/fonlar/karsilastir?kodlar=${second},${first}`;
    expect(await head(`kodlar=${second.toLowerCase()},%20${first},${second}&range=3m`)).toEqual({
      canonical: [shared],
      ar: [`${shared}&lang=sa`],
      og: [shared],
    });
    expect((await head(`kodlar=${first}&lang=en`)).canonical).toEqual([
      `${site}/fonlar/karsilastir?kodlar=${first}&lang=en`,
    ]);
    // No list: the page itself.
    expect((await head('')).canonical).toEqual([`${site}/fonlar/karsilastir`]);
  });

  it('Arabic: right-to-left pages with Western digits in isolated runs', async () => {
    const [first, second] = priced as [string, string];
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, `/fonlar/${first}`, 'header button', 'rtl');
      await page.getByRole('heading', { level: 2, name: `مخطط سعر ${first} (سنة)` }).waitFor();
      await page.getByText('العوائد حسب الفترة').waitFor();
      for (const text of (await returnCells(page)).slice(0, 5))
        expect(text).toMatch(/^[+-]?\d{1,3}(,\d{3})*\.\d{2}%$/);
      expect(await page.locator('[data-testid="fund-returns"] td bdi[dir="ltr"]').count()).toBe(7);
      await screenshot(page, 'fund-page-ar-1280');

      await page.goto(`/fonlar/karsilastir?kodlar=${first},${second}`);
      await page.getByRole('heading', { level: 1, name: 'مقارنة الصناديق' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'الأسعار مُعادة إلى 100 (سنة)' }).waitFor();
      expect(await page.locator('[data-testid="fund-returns"] thead th').allInnerTexts()).toEqual([
        'الفترة',
        first,
        second,
      ]);
      await screenshot(page, 'fund-compare-ar-1280');
    });
  });

  it('at 360 px the fund page and the comparison keep the page width', async () => {
    const [first, second] = priced as [string, string];
    await withVisitor({ width: 360 }, async (page) => {
      for (const path of [`/fonlar/${first}`, `/fonlar/karsilastir?kodlar=${first},${second}`]) {
        await page.goto(path);
        await page.locator('svg[data-chart="line"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    });
  });
});
