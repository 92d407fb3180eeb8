import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { openHydrated } from './support/page-helpers.ts';

const browser = fileBrowser();

const SESSION_ENDED = 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.';

describe('accounts and the admin console', () => {
  it('an invalid stored session lands on /login with the spec toast', async () => {
    await visiting(browser(), {}, async ({ context, page }) => {
      await context.addInitScript(() => {
        if (sessionStorage.getItem('__session')) return;
        sessionStorage.setItem('__session', '1');
        localStorage.setItem(
          'token',
          'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowLCJleHAiOjF9.c2lnbmF0dXJl',
        );
        localStorage.setItem(
          'user',
          JSON.stringify({ username: 'admin', email: 'admin@e2e.test', roles: ['Admin'] }),
        );
      });
      await page.goto('/yonetim/kullanicilar');
      await page.waitForURL('**/login');
      await page.getByText(SESSION_ENDED).first().waitFor();
      expect(await page.getByText(SESSION_ENDED).count()).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.getByRole('heading', { level: 1, name: 'Giriş Yap' }).waitFor();
      await screenshot(page, 'login-session-ended-tr-1280');
    });
  });

  it('registration opens with ?mode=register, signs a new User in, and the password can be changed', async () => {
    await visiting(browser(), { width: 360 }, async ({ page }) => {
      await openHydrated(page, '/login?mode=register', 'input[autocomplete="new-password"]');
      await page.getByRole('tab', { name: 'Kayıt Ol', selected: true }).waitFor();
      await page.getByLabel('Kullanıcı adı').fill('yeni.uye');
      await page.getByLabel('E-posta').fill('yeni.uye@e2e.test');
      await page.getByLabel('Şifre').fill('yeni.uye');
      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await page.getByText('Şifre kullanıcı adınızla aynı olamaz.').waitFor();
      // An easily guessed password is refused by the page's strength estimate (loaded with the form),
      // in the visitor's language; the server applies the same one (docs/security.md "Passwords").
      await page.getByLabel('Şifre').fill('iloveyou12');
      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await page
        .getByText(
          'Bu şifre kolay tahmin edilir; daha uzun bir şifre seçin ya da birbiriyle ilgisiz birkaç kelimeyi birleştirin.',
        )
        .first()
        .waitFor();
      await page.getByLabel('Şifre').fill('Uye-Parola-123');
      await page.getByLabel('Şifre').press('Enter');
      await page.waitForURL('**/yonetim/profil');
      await page.getByLabel('Mevcut şifre').fill('Uye-Parola-123');
      await page.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-Parola-456');
      await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Parola-456');
      await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
      await page.getByText('Şifreniz başarıyla değiştirildi.').waitFor();
      // The session continues with the new token.
      await page.reload();
      await page.getByRole('heading', { name: 'Profilim', level: 1 }).waitFor();
      await screenshot(page, 'profile-tr-360');
    });
  });
});
