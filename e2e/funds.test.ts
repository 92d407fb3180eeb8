import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, launchBrowser, newVisitor, screenshot } from './support/browser.ts';
import { waitHydrated } from './support/page-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** "1.204,8812" / "+2,4510" / "-" as a number (null for "-"). */
function trNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '-') return null;
  return Number(trimmed.replace('+', '').replaceAll('.', '').replace(',', '.'));
}

async function oneYearColumn(page: Page): Promise<Array<number | null>> {
  // Cells per row: name, umbrella, 1m, 3m, 6m, ytd, 1y (the code is the row header).
  const texts = await page
    .getByRole('dialog')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[6]?.textContent ?? ''));
  return texts.map(trNumber);
}

describe('the fund tables on home', () => {
  it('the investment, gold and retirement blocks render sample data with its date', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/');
      const tefas = page.locator('#yatirim-fonlari');
      await tefas.getByRole('heading', { name: 'Yatırım Fonları' }).waitFor();
      await expect.poll(() => tefas.locator('tbody tr th[scope="row"]').count()).toBe(5);
      await tefas.getByText('Örnek veri · 20 Kasım 2026 itibarıyla').waitFor();
      // The real 1-year column follows once the index has loaded (features/cpi/use-latest-inflation.ts).
      await tefas.locator('thead th', { hasText: 'Reel 1 Yıl (%)' }).waitFor();
      const headers = await tefas.locator('thead th').allTextContents();
      expect(headers).toEqual([
        'Fon Kodu',
        'Fon Adı',
        'Şemsiye Fon Türü',
        '1 Ay (%)',
        '3 Ay (%)',
        '6 Ay (%)',
        'Yılbaşından Beri (%)',
        '1 Yıl (%)',
        '3 Yıl (%)',
        '5 Yıl (%)',
        'Reel 1 Yıl (%)',
      ]);
      const firstReturn = (await tefas.locator('tbody tr').first().locator('td').nth(2).textContent()) ?? '';
      expect(firstReturn).toMatch(/^([+-]\d{1,3}(\.\d{3})*,\d{4}|0,0000|-)$/);
      // The funds with the platform's real prices are dated 4 September, the list 20 November: a star
      // after their code (its date in the title and for screen readers) and one sentence in the label.
      const marks = tefas.locator('tbody th[scope="row"] [data-as-of]');
      expect(
        await marks.evaluateAll((els) => els.map((el) => el.closest('th')?.querySelector('a')?.textContent)),
      ).toEqual(['AAL', 'AAV', 'AJK']);
      expect(await marks.first().getAttribute('title')).toBe('4 Eylül 2026 itibarıyla');
      expect(await tefas.locator('tbody th[scope="row"]').first().textContent()).toBe(
        'AAL* (4 Eylül 2026 itibarıyla)',
      );
      expect(await tefas.locator('tbody th[scope="row"]').nth(2).textContent()).toBe('ACP');
      expect(await tefas.locator('p', { hasText: 'Örnek veri' }).innerText()).toBe(
        'Örnek veri · 20 Kasım 2026 itibarıyla\n* İşaretli fonlar: 4 Eylül 2026 itibarıyla (fon platformunun gerçek fiyatlarından)',
      );

      const gold = page.locator('#altin-fonlari');
      await gold.getByRole('heading', { name: 'Altın Yatırım Fonları' }).waitFor();
      await expect.poll(() => gold.locator('ol li').count()).toBe(5);
      for (const name of await gold.locator('ol li').allTextContents()) expect(name).toContain('ALTIN');
      // The best gold funds are all generated ones, on the list's date: no star, no extra sentence.
      expect(await gold.locator('[data-as-of]').count()).toBe(0);
      expect(await gold.locator('p', { hasText: 'Örnek veri' }).innerText()).toBe(
        'Örnek veri · 20 Kasım 2026 itibarıyla',
      );
      const goldReturns = (await gold.locator('ol li strong').allTextContents()).map(trNumber) as number[];
      expect(goldReturns).toEqual([...goldReturns].sort((a, b) => b - a));

      const befas = page.locator('#emeklilik-fonlari');
      await befas.getByRole('heading', { name: 'Emeklilik Fonları' }).waitFor();
      await expect.poll(() => befas.locator('tbody tr th[scope="row"]').count()).toBe(5);
      expect(await befas.locator('tbody').textContent()).toContain('EMEKLİLİK');
      expect(await befas.locator('tbody th[scope="row"]').first().textContent()).toBe(
        'AEN* (4 Eylül 2026 itibarıyla)',
      );
      await befas.getByText('İşaretli fonlar: 4 Eylül 2026 itibarıyla', { exact: false }).waitFor();
      await screenshot(page, 'funds-home-tr-1280');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the fund service down, each block says so and shows the built-in list, marked as sample', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      // The fallback list is loaded only on such a failure (features/funds/use-fund-fallback.ts).
      await page.route(/\/api\/(Tefas|Befas)\//, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      for (const id of ['#yatirim-fonlari', '#emeklilik-fonlari']) {
        const block = page.locator(id);
        await block
          .getByRole('alert')
          .getByText(/^Hata: /)
          .waitFor();
        await expect.poll(() => block.locator('tbody tr th[scope="row"]').count()).toBe(5);
        await block.getByText('Örnek veri · 20 Kasım 2026 itibarıyla').waitFor();
        // The built-in rows share the built-in list's date: no star, no extra sentence.
        expect(await block.locator('[data-as-of], [data-other-as-of]').count()).toBe(0);
      }
      expect(await page.locator('#yatirim-fonlari tbody th[scope="row"]').first().textContent()).toBe('AU1');
      const gold = page.locator('#altin-fonlari');
      await gold
        .getByRole('alert')
        .getByText(/^Hata: /)
        .waitFor();
      // The built-in list holds four gold funds.
      await expect.poll(() => gold.locator('ol li').count()).toBe(4);
      for (const name of await gold.locator('ol li').allTextContents()) expect(name).toContain('ALTIN');
      await gold.getByText('Örnek veri · 20 Kasım 2026 itibarıyla').waitFor();
    } finally {
      await context.close();
    }
  });

  it('the fund modal sorts, pages, searches "altın" and refuses sorting while searching', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/');
      await waitHydrated(page);
      const opener = page.locator('#yatirim-fonlari').getByRole('button', { name: 'Tüm Fonları Görüntüle' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Tüm Yatırım Fonları' });
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(15);
      const search = dialog.getByLabel('Fon ara');
      expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByText('Veriler fon platformundan (TEFAS) alınmaktadır', { exact: false }).waitFor();

      // Sort by the 1-year return: descending, funds without one last.
      const oneYear = dialog.getByRole('button', { name: '1 Yıl (%)' });
      await oneYear.click();
      await expect.poll(() => dialog.locator('th[aria-sort="descending"]').textContent()).toBe('1 Yıl (%)');
      await expect.poll(async () => (await oneYearColumn(page)).length).toBe(15);
      const sorted = (await oneYearColumn(page)).filter((value) => value !== null) as number[];
      expect(sorted.length).toBeGreaterThan(10);
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      await screenshot(page, 'funds-modal-sorted-tr-1280');

      // Page to the last page (still sorted): the nulls are at the end.
      const summary = dialog.locator('nav p');
      const total = Number((await summary.textContent())?.match(/\/ (\d+)/)?.[1]);
      const count = Number((await summary.textContent())?.match(/· (\d+) fon/)?.[1]);
      expect(count).toBeGreaterThanOrEqual(150);
      await dialog.getByRole('button', { name: 'Son', exact: true }).click();
      await expect.poll(() => summary.textContent()).toBe(`Sayfa ${total} / ${total} · ${count} fon`);
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(count - 15 * (total - 1));
      expect(await dialog.locator('button[aria-current="page"]').textContent()).toBe(String(total));
      expect(await dialog.getByRole('button', { name: 'Sonraki' }).isDisabled()).toBe(true);
      expect((await oneYearColumn(page)).at(-1)).toBeNull();

      // Click the sorted header again: sort cleared, page 1.
      await oneYear.click();
      await expect.poll(() => dialog.locator('th[aria-sort="descending"]').count()).toBe(0);
      await expect.poll(() => summary.textContent()).toBe(`Sayfa 1 / ${total} · ${count} fon`);

      // Search "altın" after the 500 ms pause: only gold funds, paging disabled.
      await search.pressSequentially('altın');
      const resultCount = dialog.getByText(/^\d+ sonuç$/);
      await resultCount.waitFor({ timeout: 5000 });
      const names = await dialog.locator('tbody tr td:nth-of-type(1)').allTextContents();
      expect(names.length).toBeGreaterThan(5);
      expect(await resultCount.textContent()).toBe(`${names.length} sonuç`);
      for (const name of names) expect(name).toContain('ALTIN');
      expect(await dialog.getByRole('button', { name: 'Sayfa 2' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Son', exact: true }).isDisabled()).toBe(true);

      // Sorting while searching is refused with the spec's message.
      await dialog.getByRole('button', { name: '1 Yıl (%)' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Arama yaparken sıralama yapamazsınız.' }).waitFor();
      expect(await dialog.locator('th[aria-sort="descending"]').count()).toBe(0);
      await screenshot(page, 'funds-modal-search-tr-1280');

      // No match: the no-results message.
      await search.fill('zzzqqq');
      await search.press('Enter');
      await dialog.getByText('Arama sonucu bulunamadı.').waitFor();

      // Esc closes, focus returns, and a reopened modal starts clean on page 1.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await opener.click();
      const again = page.getByRole('dialog', { name: 'Tüm Yatırım Fonları' });
      expect(await again.getByLabel('Fon ara').inputValue()).toBe('');
      await expect.poll(() => again.locator('nav p').textContent()).toBe(`Sayfa 1 / ${total} · ${count} fon`);
      await expect.poll(() => again.locator('tbody tr').count()).toBe(15);
      await again.getByRole('button', { name: 'Kapat' }).last().click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the pension-fund modal works in Arabic, right to left, at 360 px', async () => {
    const { context, page, errors } = await newVisitor(browser, { lang: 'sa', width: 360 });
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      const befas = page.locator('#emeklilik-fonlari');
      await befas.getByRole('heading', { name: 'صناديق التقاعد' }).waitFor();
      await befas.getByRole('button', { name: 'عرض جميع الصناديق' }).click();
      const dialog = page.getByRole('dialog', { name: 'جميع صناديق التقاعد' });
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(15);
      expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      const number = dialog.locator('tbody tr').first().locator('td .num').first();
      expect(await number.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      // The fund code column starts on the right in RTL.
      const box = await dialog.locator('thead th').first().boundingBox();
      const nameBox = await dialog.locator('thead th').nth(1).boundingBox();
      expect(box && nameBox && box.x > nameBox.x).toBe(true);
      await dialog.getByText('بيانات نموذجية', { exact: false }).waitFor();
      // AEN, first by code, has the platform's real prices (4 September): its star, left of the code in
      // right-to-left, and the label's sentence, written right to left with the date in Latin digits.
      const aen = dialog.locator('tbody th[scope="row"]').first();
      expect(await aen.textContent()).toBe('AEN* (بتاريخ 4 سبتمبر 2026)');
      const codeBox = await aen.locator('a').boundingBox();
      const starBox = await aen.locator('[data-as-of]').boundingBox();
      expect(codeBox && starBox && starBox.x + starBox.width <= codeBox.x + 1).toBe(true);
      const sentence = dialog.locator('[data-other-as-of]');
      expect(await sentence.textContent()).toBe(
        '* الصناديق المعلَّمة: بتاريخ 4 سبتمبر 2026 (من الأسعار الفعلية لمنصة الصناديق)',
      );
      expect(await sentence.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await screenshot(page, 'funds-modal-ar-360');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
