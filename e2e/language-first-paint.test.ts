import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, screenshot, visiting } from './support/browser.ts';
import { waitHydrated, withVisitor } from './support/page-helpers.ts';

/**
 * What a returning visitor sees before any script runs (docs/decisions/0015-language-cookie.md): the
 * language picked with the footer's flags travels to the server in the `lang` cookie, so the first
 * HTML is already in it, `lang`/`dir` included. And a link with a bad character opens the site's own
 * error page, not raw JSON (docs/security.md "Page rendering and caching").
 */
const browser = fileBrowser();

/** The same visitor (cookies and storage) with JavaScript off: the page as its first paint shows it. */
async function firstPaint(context: BrowserContext, path: string) {
  const noScript = await browser().newContext({
    baseURL: baseURL(),
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  try {
    const page = await noScript.newPage();
    const response = await page.goto(path);
    return {
      status: response?.status(),
      lang: await page.locator('html').getAttribute('lang'),
      dir: await page.locator('html').getAttribute('dir'),
      h1: (await page.locator('h1').allTextContents()).map((text) => text.trim()),
    };
  } finally {
    await noScript.close();
  }
}

const CHOICES = [
  { flag: 'English', cookie: 'en', lang: 'en', dir: 'ltr', h1: 'Campaigns' },
  { flag: 'العربية', cookie: 'sa', lang: 'ar', dir: 'rtl', h1: 'العروض' },
] as const;

describe('the remembered language on the first paint', () => {
  for (const choice of CHOICES) {
    it(`a visitor who picked ${choice.flag} gets it before any script runs, and Türkçe undoes it`, async () => {
      await visiting(browser(), {}, async ({ context, page, errors }) => {
        await page.goto('/kampanyalar');
        await waitHydrated(page);
        await page.getByRole('button', { name: choice.flag }).click();
        await page.getByRole('heading', { level: 1, name: choice.h1 }).waitFor();
        const cookie = (await context.cookies()).find(({ name }) => name === 'lang');
        expect(cookie).toMatchObject({ value: choice.cookie, path: '/', sameSite: 'Lax', secure: false });
        // About a year (Max-Age=31536000), not a session cookie.
        expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

        expect(await firstPaint(context, '/kampanyalar')).toEqual({
          status: 200,
          lang: choice.lang,
          dir: choice.dir,
          h1: [choice.h1],
        });
        // The whole site: another page, opened for the first time.
        expect(await firstPaint(context, '/iletisim')).toMatchObject({ lang: choice.lang, dir: choice.dir });
        // A link asking for Turkish wins over the cookie (what search engines are given).
        expect(await firstPaint(context, '/kampanyalar?lang=tr')).toMatchObject({
          lang: 'tr',
          h1: ['Kampanyalar'],
        });

        // With scripts on, the reloaded page never shows Turkish: the heading as the parser first
        // inserts it, before any script of the page has run, is already in the language.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            const heading = document.querySelector('h1')?.textContent;
            if (!heading) return;
            (window as { firstHeading?: string }).firstHeading = `${document.documentElement.dir} ${heading}`;
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.reload();
        await waitHydrated(page);
        expect(await page.evaluate(() => (window as { firstHeading?: string }).firstHeading)).toBe(
          `${choice.dir} ${choice.h1}`,
        );
        await screenshot(page, `first-paint-${choice.cookie}`);

        await waitHydrated(page);
        await page.getByRole('button', { name: 'Türkçe' }).click();
        await page.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor();
        expect((await context.cookies()).map(({ name }) => name)).not.toContain('lang');
        expect(await firstPaint(context, '/kampanyalar')).toMatchObject({
          lang: 'tr',
          dir: 'ltr',
          h1: ['Kampanyalar'],
        });
        // A page rendered in the cookie's language hydrates without a mismatch.
        expect(errors).toEqual([]);
      });
    });
  }

  it('a choice stored before the cookie existed reaches the server from the next page on', async () => {
    await visiting(browser(), { lang: 'sa' }, async ({ context, page }) => {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await firstPaint(context, '/kampanyalar')).toMatchObject({
        lang: 'ar',
        dir: 'rtl',
        h1: ['العروض'],
      });
    });
  });
});

describe('a link with a bad character', () => {
  // The browser's own console line for the 400 document.
  const expected = /status of 400/;

  it("opens the site's own error page in its shell, in Turkish, with the way home", async () => {
    await withVisitor(browser(), { expected }, async (page) => {
      const response = await page.goto('/hesaplama-araclari/kdv-hesaplama?tutar=%00&oran=20');
      expect(response?.status()).toBe(400);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await waitHydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Geçersiz bağlantı' }).waitFor();
      await page.getByText('Bu bağlantı geçersiz bir karakter içeriyor.', { exact: false }).waitFor();
      expect(await page.title()).toBe('Geçersiz bağlantı | Finansal Pusula');
      // The site's header and footer are there: a person can go on from here.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Paranız için en doğru teklifi bulun' }).waitFor();
    });
  });

  it('is in Arabic, right to left, for an Arabic link or a visitor whose cookie says Arabic', async () => {
    await withVisitor(browser(), { expected }, async (page) => {
      const response = await page.goto('/kampanyalar?tutar=%E0%A4%A&lang=sa');
      expect(response?.status()).toBe(400);
      await waitHydrated(page);
      await page.getByRole('heading', { level: 1, name: 'رابط غير صالح' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshot(page, 'bad-link-ar');
    });
    await visiting(browser(), {}, async ({ context }) => {
      await context.addCookies([{ name: 'lang', value: 'sa', url: baseURL() }]);
      expect(await firstPaint(context, '/kampanyalar?tutar=%00')).toEqual({
        status: 400,
        lang: 'ar',
        dir: 'rtl',
        h1: ['رابط غير صالح'],
      });
    });
  });
});
