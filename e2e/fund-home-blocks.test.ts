import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { trNumber } from './support/fund-steps.ts';

const browser = fileBrowser();

describe('the fund tables on home', () => {
  it('the investment, gold and retirement blocks render sample data with its date', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
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
    });
  });

  it('with the fund service down, each block says so and shows the built-in list, marked as sample', async () => {
    await visiting(browser(), {}, async ({ page }) => {
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
    });
  });
});
