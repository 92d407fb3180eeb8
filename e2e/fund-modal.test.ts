import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { oneYearColumn } from './support/fund-steps.ts';
import { waitHydrated } from './support/page-helpers.ts';

const browser = fileBrowser();

describe('the fund tables on home', () => {
  it('the fund modal sorts, pages, searches "altın" and refuses sorting while searching', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
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
    });
  });

  it('the pension-fund modal works in Arabic, right to left, at 360 px', async () => {
    await visiting(browser(), { lang: 'sa', width: 360 }, async ({ page, errors }) => {
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
    });
  });
});
