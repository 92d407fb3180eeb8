import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, screenshot, visiting } from './support/browser.ts';
import { openHydrated, waitHydrated } from './support/page-helpers.ts';

const browser = fileBrowser();

describe('header', () => {
  it('desktop: the tools dropdown opens on hover and leads to a calculator', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      // The dropdown opens once React has hydrated the header (a hover before that does nothing).
      await openHydrated(page, '/', 'button[aria-controls][aria-expanded]');
      await screenshot(page, 'home-tr-1280');
      const nav = page.getByRole('navigation').first();
      await nav.getByRole('button', { name: 'Hesaplama Araçları' }).hover();
      await nav.getByRole('link', { name: 'Faiz Oranı Hesaplama' }).click();
      await page.waitForURL('**/hesaplama-araclari/faiz-orani-hesaplama');
      await page.getByRole('heading', { level: 1, name: 'Faiz Oranı Hesaplama' }).waitFor();
    });
  });

  it('mobile: the menu opens, the tools list expands, a link navigates', async () => {
    await visiting(browser(), { width: 360 }, async ({ page }) => {
      // The menu button works once React has hydrated it (a click before that does nothing).
      await openHydrated(page, '/', 'button[aria-controls][aria-expanded]');
      await screenshot(page, 'home-tr-360');
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await page.locator('summary', { hasText: 'Hesaplama Araçları' }).click();
      await page
        .getByRole('navigation', { name: 'Menü' })
        .getByRole('link', { name: 'Esnaf Kredisi Hesaplama' })
        .click();
      await page.waitForURL('**/hesaplama-araclari/esnaf-kredisi');
      // The menu closes itself after navigating.
      await expect
        .poll(() => page.getByRole('button', { name: 'Menü', exact: true }).getAttribute('aria-expanded'))
        .toBe('false');
    });
  });

  it('the user menu offers Log In and Sign Up, both leading to /login', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      await page.goto('/kampanyalar');
      await waitHydrated(page);
      await page.getByRole('button', { name: 'Hesap', exact: true }).click();
      await page.getByRole('link', { name: 'Giriş Yap' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Hesap', exact: true }).click();
      await page.getByRole('link', { name: 'Kayıt Ol' }).click();
      await page.waitForURL('**/login?mode=register');
    });
  });

  it('the plus button is on home only and fades out after 150 px of scroll', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      await page.goto('/iletisim');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Döviz ayarları' }).count()).toBe(0);
      await page.goto('/');
      const plus = page.getByRole('button', { name: 'Döviz ayarları' });
      await plus.waitFor();
      expect(await plus.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
      await expect.poll(() => page.locator('header button[aria-hidden="true"]').count()).toBe(1);
      await expect
        .poll(() =>
          page.locator('header button[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).opacity),
        )
        .toBe('0');
    });
  });
});

describe('footer', () => {
  it('scroll-to-top appears after 300 px and brings the page back up', async () => {
    await visiting(browser(), { width: 360 }, async ({ page }) => {
      await page.goto('/');
      const toTop = page.getByRole('button', { name: 'Sayfanın başına dön' });
      expect(await toTop.isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 900));
      await toTop.waitFor({ state: 'visible' });
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it('links six policy PDFs that open, and the credit-score site in a new tab', async () => {
    await visiting(browser(), {}, async ({ page }) => {
      await page.goto('/');
      const links = page.locator('footer a[href^="/guvenlik/"]');
      expect(await links.count()).toBe(6);
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
        const response = await fetch(`${baseURL()}${href}`);
        expect(response.status, href).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
      }
      const credit = page.getByRole('link', { name: /Findeks/ });
      expect(await credit.getAttribute('target')).toBe('_blank');
      const map = page.getByRole('link', { name: 'Haritada göster' });
      expect(await map.getAttribute('href')).toContain('maps');
      expect(await page.locator('footer a[href^="tel:"]').count()).toBe(1);
      expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
    });
  });

  it('Arabic renders right-to-left at 360 px', async () => {
    await visiting(browser(), { lang: 'sa', width: 360 }, async ({ page }) => {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { level: 1, name: 'اعثر على العرض الأنسب لأموالك' }).waitFor();
      // The logo sits at the inline start, which is the right edge in RTL.
      const box = await page.locator('header a').first().boundingBox();
      expect(box && box.x + box.width).toBeGreaterThan(360 / 2);
      await screenshot(page, 'home-ar-360');
    });
  });
});
