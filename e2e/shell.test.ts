import { PUBLIC_PATHS } from '@pusula/core/site/routes.ts';
import { describe, expect, it } from 'vitest';
import { fileBrowser, newVisitor, screenshot, visiting } from './support/browser.ts';
import { waitHydrated } from './support/page-helpers.ts';

const browser = fileBrowser();

const expected: Record<'en', { lang: string; dir: string; home: string }> = {
  en: { lang: 'en', dir: 'ltr', home: 'Find the right offer for your money' },
};

// Every public route in Turkish and Arabic (360 px, with its data, its lang, dir and heading, without
// console errors) is walked by e2e/phone-width.test.ts; English here, at desktop width.
describe('every public route loads without console errors', () => {
  for (const stored of ['en'] as const) {
    it(`in ${stored}`, async () => {
      await visiting(browser(), { lang: stored }, async ({ page, errors }) => {
        for (const path of PUBLIC_PATHS) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await page.waitForFunction((lang) => document.documentElement.lang === lang, expected[stored].lang);
          await expect.poll(() => page.getAttribute('html', 'dir')).toBe(expected[stored].dir);
          await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
          if (path === '/')
            expect(await page.locator('h1').first().textContent()).toBe(expected[stored].home);
        }
        expect(errors).toEqual([]);
      });
    });
  }
});

describe('the shell behaves as a visitor expects', () => {
  it('an unknown path shows the not-found page, then lands on home', async () => {
    await visiting(browser(), {}, async ({ page, errors }) => {
      const response = await page.goto('/boyle-bir-sayfa-yok');
      expect(response?.status()).toBe(404);
      await page.getByText('Aradığınız sayfa bulunamadı.', { exact: false }).waitFor();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Paranız için en doğru teklifi bulun' }).waitFor();
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  });

  it('the language choice survives a reload, and Turkish clears it', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      await page.goto('/hesaplama-araclari/kdv-hesaplama');
      await waitHydrated(page);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'VAT and VAT Withholding Calculator' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'VAT and VAT Withholding Calculator' }).waitFor();
      await waitHydrated(page); // a click before hydration is lost (the reloaded page is server HTML first)

      await page.getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('heading', { level: 1, name: 'حاسبة ضريبة القيمة المضافة والاقتطاع' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('sa');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await waitHydrated(page);
      await screenshot(page, 'kdv-ar-1280');

      await page.getByRole('button', { name: 'Türkçe' }).click();
      await page.getByRole('heading', { level: 1, name: 'KDV ve KDV Tevkifatı Hesaplama' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBeNull();
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    });
  });

  it('every route comes with the first load: no route discovery request on the page or after a click', async () => {
    const { context, page, errors } = await newVisitor(browser());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    try {
      await page.goto('/');
      await waitHydrated(page);
      await page.waitForLoadState('networkidle');
      await page.locator('footer a[href="/kampanyalar"]').click();
      await page.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor();
      await page.waitForLoadState('networkidle');
      // React Router's lazy discovery (docs/decisions/0023-route-discovery-initial.md) asked /__manifest.
      expect(asked.filter((path) => path.startsWith('/__manifest'))).toEqual([]);
      expect(asked).toContain('/kampanyalar.data');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the cookie banner stays away after Accept', async () => {
    await visiting(browser(), { acceptCookies: false }, async ({ page }) => {
      await page.goto('/');
      await waitHydrated(page);
      const accept = page.getByRole('button', { name: 'Kabul Et' });
      await accept.click();
      await expect.poll(() => accept.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('true');
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByRole('button', { name: 'Kabul Et' }).count()).toBe(0);
    });
  });
});
