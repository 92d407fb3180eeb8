import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, newVisitor, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { submitSignIn } from './support/sign-in.ts';

const browser = fileBrowser();

const SESSION_ENDED = 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.';
const NEW_USER = { userName: 'ayse.editor', email: 'ayse@e2e.test', password: 'Ayse-Parola-2026' };

const row = (page: Page, userName: string) => page.getByRole('row').filter({ hasText: userName });

describe('accounts and the admin console', () => {
  it('an Admin adds a user, changes their role, the user is refused the console, the Admin deletes them, the log shows it all', async () => {
    const admin = await newVisitor(browser());
    const member = await newVisitor(browser());
    try {
      const page = admin.page;
      await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.waitForURL('**/yonetim');
      await page.getByRole('heading', { name: `Hoş geldiniz, ${E2E_ADMIN.userName}` }).waitFor();

      // The header's user menu knows who is signed in.
      await page.getByRole('button', { name: 'Hesap', exact: true }).click();
      await page.getByText(`Giriş yapan: ${E2E_ADMIN.userName}`).waitFor();
      await page.getByRole('button', { name: 'Hesap', exact: true }).click();

      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'Kullanıcılar' })
        .click();
      await page.waitForURL('**/yonetim/kullanicilar');
      // Other test files may add users to the shared server meanwhile, so counts are relative.
      const total = async () => Number(await page.getByTestId('user-total').textContent());
      await row(page, E2E_ADMIN.userName).first().waitFor();
      await expect.poll(total).toBeGreaterThanOrEqual(1); // the count arrives on its own request
      const before = await total();

      // Add a user as Editor.
      await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
      await addDialog.getByLabel('Kullanıcı adı').fill(NEW_USER.userName);
      await addDialog.getByLabel('E-posta').fill('not-an-address');
      await addDialog.getByLabel('Şifre').fill(NEW_USER.password);
      await addDialog.getByRole('button', { name: 'Kaydet' }).click();
      await addDialog.getByText('Geçerli bir e-posta adresi giriniz.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      await addDialog.getByLabel('E-posta').fill(NEW_USER.email);
      await addDialog.getByLabel('Kullanıcı', { exact: true }).uncheck();
      await addDialog.getByLabel('Editör').check();
      await screenshot(page, 'admin-add-user-tr-1280');
      await addDialog.getByRole('button', { name: 'Kaydet' }).click();
      await addDialog.waitFor({ state: 'hidden' });
      await row(page, NEW_USER.userName).getByText('Editör').waitFor();
      await expect.poll(total).toBeGreaterThanOrEqual(before + 1);
      const totalMatchesTable = async () => (await total()) === (await page.locator('tbody tr').count());
      await expect.poll(totalMatchesTable).toBe(true);
      const afterAdd = await total();

      // Edit their role: Editor → User.
      await page.getByRole('button', { name: `${NEW_USER.userName} kullanıcısını düzenle` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
      expect(await editDialog.getByLabel('Kullanıcı adı').inputValue()).toBe(NEW_USER.userName);
      await editDialog.getByLabel('Editör').uncheck();
      await editDialog.getByLabel('Kullanıcı', { exact: true }).check();
      await editDialog.getByRole('button', { name: 'Kaydet' }).click();
      await editDialog.waitFor({ state: 'hidden' });
      await row(page, NEW_USER.userName).getByText('Kullanıcı', { exact: true }).waitFor();
      expect(await row(page, NEW_USER.userName).getByText('Editör').count()).toBe(0);

      // That user: a wrong password first, then signs in and lands on the profile, not the console.
      await submitSignIn(member.page, NEW_USER.userName, 'yanlis-parola');
      await member.page
        .getByRole('alert')
        .filter({ hasText: 'E-posta/kullanıcı adı veya şifre hatalı.' })
        .first()
        .waitFor();
      await submitSignIn(member.page, NEW_USER.email, NEW_USER.password);
      await member.page.waitForURL('**/yonetim/profil');
      await member.page.getByRole('heading', { name: 'Profilim', level: 1 }).waitFor();
      await member.page.getByText(NEW_USER.email).waitFor();
      expect(await member.page.getByRole('link', { name: 'Kullanıcılar' }).count()).toBe(0);
      for (const path of ['/yonetim', '/yonetim/kullanicilar', '/yonetim/kayitlar']) {
        await member.page.goto(path);
        await member.page.getByText('Bu sayfayı görüntüleme yetkiniz yok.').waitFor();
        expect(await member.page.getByRole('table').count()).toBe(0);
      }
      // The server refuses the API as well.
      const status = await member.page.evaluate(async () => {
        const response = await fetch('/api/Users', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return response.status;
      });
      expect(status).toBe(403);
      await screenshot(member.page, 'admin-refused-tr-1280');

      // The Admin deletes them.
      const newUserId = (await row(page, NEW_USER.userName).locator('td').first().textContent())?.trim();
      expect(newUserId).toMatch(/^\d+$/);
      await page.getByRole('button', { name: `${NEW_USER.userName} kullanıcısını sil` }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Kullanıcıyı Sil' });
      await deleteDialog.getByText(`${NEW_USER.userName} (${NEW_USER.email})`).waitFor();
      await deleteDialog.getByRole('button', { name: 'Evet, sil' }).click();
      await deleteDialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row(page, NEW_USER.userName).count()).toBe(0);
      // The count follows the table: it no longer includes the deleted user.
      await expect.poll(totalMatchesTable).toBe(true);
      expect(await total()).toBeLessThanOrEqual(afterAdd);

      // Their session ends: the next page of theirs lands on /login with the spec's toast.
      await member.page.goto('/yonetim/profil');
      await member.page.waitForURL('**/login');
      await member.page.getByText(SESSION_ENDED).first().waitFor();
      expect(await member.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The log viewer shows all of it.
      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'Sistem Kayıtları' })
        .click();
      await page.waitForURL('**/yonetim/kayitlar');
      await page.getByLabel('Ara', { exact: true }).fill('/api/Users');
      await page.getByRole('button', { name: 'Ara', exact: true }).click();
      const table = page.getByRole('table');
      // Other test files change users on the same server too: this user's deletion is the exact row.
      const deletion = table.getByRole('row').filter({
        has: page.getByRole('cell', { name: `DELETE /api/Users/${newUserId}`, exact: true }),
      });
      await deletion.waitFor();
      expect(await deletion.getByText(E2E_ADMIN.userName).count()).toBe(1);
      await table.getByText('PUT /api/Users', { exact: true }).first().waitFor();
      await table.getByText('POST /api/Users', { exact: true }).first().waitFor();
      await page.getByLabel('Ara', { exact: true }).fill(NEW_USER.userName);
      await page.getByRole('button', { name: 'Ara', exact: true }).click();
      await table.getByText('Giriş başarılı').waitFor();
      await table.getByText('Giriş başarısız').waitFor();
      await page.getByLabel('Seviye').selectOption({ label: 'Uyarı' });
      await expect.poll(() => table.getByText('Giriş başarılı').count()).toBe(0);
      await table.getByText('Giriş başarısız').waitFor();
      await screenshot(page, 'admin-logs-tr-1280');

      // Log out from the header.
      await page.getByRole('button', { name: 'Hesap', exact: true }).click();
      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);
      expect(admin.errors.filter((text) => !/status of (401|403)/.test(text))).toEqual([]);
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
});
