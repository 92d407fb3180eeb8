import { describe, expect, it } from 'vitest';
import { baseURL, screenshot } from './support/browser.ts';
import { fitsWidth, tableFits, viewportShot } from './support/content-editor-steps.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { api, apiToken, signInToConsole } from './support/sign-in.ts';

const visit = fileVisitor();

describe('the content editor and the inbox', () => {
  it('the inbox lists a message sent through the contact form, and its handled mark survives a reload', async () => {
    const stamp = Date.now();
    const name = `Gelen Kutusu ${stamp}`;
    const ending = `son cümle ${stamp}.`;
    const message = `Merhaba, ihtiyaç kredisi teklifleri hakkında bilgi almak istiyorum. Vade ve faiz oranları konusunda beni arayabilir misiniz? ${ending}`;
    const form = new FormData();
    form.set('full_name', name);
    form.set('email', `inbox${stamp}@e2e.test`);
    form.set('phone_number', '+90 (212) 555 00 00');
    form.set('message', message);
    const sent = await fetch(`${baseURL()}/api/send_mail_contact.php`, { method: 'POST', body: form });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    const token = await apiToken();
    const first = await api('GET', '/ContactMessages?pageNumber=1&pageSize=15', token);
    expect(first.status).toBe(200);
    const { mailEnabled } = first.body.data as { mailEnabled: boolean };

    await visit({}, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'İletişim Mesajları' })
        .click();
      await page.waitForURL('**/yonetim/mesajlar');
      await page.getByRole('heading', { name: 'İletişim Mesajları', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'İletişim mesajları' });
      const row = () => table.getByRole('row').filter({ hasText: name });
      await row().waitFor();
      // Newest first: the message just sent heads the list.
      expect(await table.getByRole('rowheader').first().innerText()).toContain(name);
      expect(await tableFits(table)).toBe(true);
      expect(await page.getByRole('note').filter({ hasText: 'E-posta gönderimi kapalı.' }).count()).toBe(
        mailEnabled ? 0 : 1,
      );

      const email = row().getByRole('link', { name: `inbox${stamp}@e2e.test` });
      expect(await email.getAttribute('href')).toBe(`mailto:inbox${stamp}@e2e.test`);
      expect(await row().getByRole('link', { name: '+90 (212) 555 00 00' }).getAttribute('href')).toBe(
        'tel:+902125550000',
      );
      if (!mailEnabled) await row().getByText('Bekliyor', { exact: true }).waitFor();
      // Time in the Turkish form: 20.11.2026 14:05.
      expect(await row().getByRole('cell').first().innerText()).toMatch(
        /^\d{2}\.\d{2}\.\d{4}\s+\d{2}:\d{2}$/,
      );

      // The long message is cut; "Tümünü göster" opens it.
      expect(await row().innerText()).not.toContain(ending);
      const more = row().getByRole('button', { name: 'Tümünü göster' });
      await more.click();
      await row().getByText(ending).waitFor();
      expect(await row().getByRole('button', { name: 'Daha az göster' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await screenshot(page, 'contact-inbox-tr-1280');

      await row()
        .getByRole('button', { name: `İşlendi olarak işaretle: ${name}` })
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: `Mesaj işlendi olarak işaretlendi: ${name}` })
        .waitFor();
      await row().getByText('İşlendi', { exact: true }).waitFor();

      await page.reload();
      await row().waitFor();
      await row().getByText('İşlendi', { exact: true }).waitFor();
      await row()
        .getByRole('button', { name: `İşlenmedi olarak işaretle: ${name}` })
        .waitFor();
      expect(await row().getAttribute('data-handled')).toBe('true');

      await page.setViewportSize({ width: 390, height: 800 });
      await row().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'contact-inbox-tr-390');
      await row().scrollIntoViewIfNeeded();
      await viewportShot(page, 'contact-inbox-tr-390-view');
    });
  });
});
