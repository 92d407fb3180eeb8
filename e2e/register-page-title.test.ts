import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';

// What a visitor sees on real pages, proven in the browser: the registration page has its own title.

const withVisitor = fileVisitor();

describe('page fit, direction, titles and stacking', () => {
  it('/login?mode=register is titled as registration, in the server HTML and after hydration', async () => {
    const html = await (await fetch(`${baseURL()}/login?mode=register`)).text();
    expect(html).toMatch(/<title>Kayıt Ol[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Kayıt Ol<\/h1>/);
    expect(html).not.toContain('Hesabınızla giriş yapın.');
    const enHtml = await (await fetch(`${baseURL()}/login?mode=register&lang=en`)).text();
    expect(enHtml).toMatch(/<h1[^>]*>Create an account<\/h1>/);
    // The sign-in page keeps its own texts.
    const loginHtml = await (await fetch(`${baseURL()}/login`)).text();
    expect(loginHtml).toMatch(/<h1[^>]*>Giriş Yap<\/h1>/);

    await withVisitor({}, async (page) => {
      await openHydrated(page, '/login?mode=register', 'input[autocomplete="new-password"]');
      expect(await page.locator('h1').textContent()).toBe('Kayıt Ol');
      expect(await page.title()).toMatch(/^Kayıt Ol/);
      await page.getByText('Yeni bir hesap oluşturun', { exact: false }).waitFor();
      // Switching to the sign-in tab brings the sign-in texts back.
      await page.getByRole('tab', { name: 'Giriş Yap' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Giriş Yap');
      await expect.poll(() => page.title()).toMatch(/^Giriş Yap/);
    });
  });
});
