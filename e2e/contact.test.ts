import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, screenshot } from './support/browser.ts';
import { contactVisitor, errorUnder, fields, openContact, recordPosts } from './support/contact-steps.ts';
import { fillIn } from './support/page-helpers.ts';
import { apiToken } from './support/sign-in.ts';

// The server takes at most 5 messages per address in 10 minutes and every test comes from 127.0.0.1
// (the contact*.test.ts files of a worker share one server): this file posts exactly two real messages
// (the Turkish and the Arabic happy path); every other contact test either stops at the browser's own
// validation or answers the post itself (page.route).

const SUCCESS_TR = 'Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapılacaktır.';
const SUCCESS_AR = 'تم إرسال رسالتك بنجاح. سنتواصل معك في أقرب وقت ممكن.';
const FAILURE_TR = 'Bir hata oluştu. Lütfen tekrar deneyiniz.';
const CONTACT_POST = '**/api/send_mail_contact.php';

const withVisitor = contactVisitor();

describe('contact page', () => {
  it('Turkish happy path: typed like a person, trimmed multipart post, verbatim success, cleared form, stored message', async () => {
    const stamp = `E2E Ziyaretçi ${Date.now()}`;
    await withVisitor({}, async (page) => {
      await openContact(page);
      const posts = recordPosts(page);
      // The labels the spec names, each above its own field.
      for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Mesaj'])
        await page.getByLabel(label, { exact: true }).waitFor();
      const f = fields(page);
      await fillIn(page.getByLabel('Ad Soyad', { exact: true }), `  ${stamp}  `);
      await fillIn(f.email, 'ziyaretci@example.com');
      await fillIn(f.phone, '+90 (532) 123-45-67');
      await fillIn(f.message, 'Merhaba, kredi karşılaştırması hakkında bir sorum var.');
      await page.getByRole('button', { name: 'Gönder', exact: true }).click();
      await page.getByRole('status').filter({ hasText: SUCCESS_TR }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: SUCCESS_TR }).innerText()).toBe(SUCCESS_TR);
      for (const control of Object.values(f)) expect(await control.inputValue()).toBe('');
      // One multipart post with the values trimmed and the (empty) honeypot.
      expect(posts).toHaveLength(1);
      const post = posts[0] as Request;
      expect(await post.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const body = post.postData() ?? '';
      expect(body).toContain(`name="full_name"\r\n\r\n${stamp}\r\n`);
      expect(body).toContain('name="phone_number"\r\n\r\n+90 (532) 123-45-67\r\n');
      expect(body).toContain('name="website"\r\n\r\n\r\n');
      // No toast doubles the inline message.
      expect(await page.locator('.Toastify__toast').count()).toBe(0);
      await screenshot(page, 'contact-tr-1280-sent');
    });
    // The message is in the console's inbox.
    const token = await apiToken();
    const inbox = await fetch(`${baseURL()}/api/ContactMessages?pageNumber=1&pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.status, 'GET /api/ContactMessages (the inbox route) must exist').toBe(200);
    const { data } = (await inbox.json()) as {
      data: {
        items: Array<{ fullName: string; email: string | null; phoneNumber: string; message: string }>;
      };
    };
    const stored = data.items.find((item) => item.fullName === stamp);
    expect(stored).toMatchObject({
      fullName: stamp,
      email: 'ziyaretci@example.com',
      phoneNumber: '+90 (532) 123-45-67',
      message: 'Merhaba, kredi karşılaştırması hakkında bir sorum var.',
    });
  });

  it('sending state, then the server’s error text or the default one (posts answered by the test)', async () => {
    await withVisitor({}, async (page) => {
      await openContact(page);
      const f = fields(page);
      const fill = async () => {
        await fillIn(f.fullName, 'Deneme Kişi');
        await fillIn(f.phone, '0532 000 00 00');
      };
      const serverText = 'Çok fazla istek yaptınız. Lütfen bir süre bekleyin.';
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(CONTACT_POST, async (route) => {
        await held;
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: serverText, message: serverText }),
        });
      });
      await fill();
      const button = page.locator('form button[type="submit"]');
      const idleBox = await button.boundingBox();
      await button.click();
      // Sending: disabled, busy label, same width.
      await page.getByRole('button', { name: 'Gönderiliyor…', exact: true }).waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect((await button.boundingBox())?.width).toBe(idleBox?.width);
      release();
      const alert = page.getByRole('alert').filter({ hasText: serverText });
      await alert.waitFor();
      expect(await button.isDisabled()).toBe(false);
      expect(await page.getByRole('button', { name: 'Gönder', exact: true }).isVisible()).toBe(true);
      // The values stay for another try; the answer is shown once (inline, no toast).
      expect(await f.fullName.inputValue()).toBe('Deneme Kişi');
      expect(await page.locator('.Toastify__toast').count()).toBe(0);

      // No answer at all: the default text.
      await page.unroute(CONTACT_POST);
      await page.route(CONTACT_POST, (route) => route.abort('failed'));
      await page.getByRole('button', { name: 'Gönder', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: FAILURE_TR }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: serverText }).count()).toBe(0);

      // A 200 that says success: false without a text: the default text as well.
      await page.unroute(CONTACT_POST);
      await page.route(CONTACT_POST, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
      );
      await page.getByRole('button', { name: 'Gönder', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: FAILURE_TR }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: SUCCESS_TR }).count()).toBe(0);
    });
  });

  it('Arabic: right to left, Arabic labels and messages, the Arabic success text', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openContact(page, 'rtl');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const f = fields(page);
      await page.getByLabel('الاسم الكامل', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'إرسال', exact: true }).click();
      await expect.poll(() => errorUnder(f.fullName)).toBe('يجب أن يتراوح الاسم الكامل بين 3 و100 حرف.');
      await screenshot(page, 'contact-ar-1280-errors');
      await fillIn(f.fullName, 'سارة أحمد');
      await fillIn(f.phone, '+966 50 123 4567');
      await fillIn(f.message, 'مرحبًا، لدي سؤال عن قروض الإسكان.');
      await page.getByRole('button', { name: 'إرسال', exact: true }).click();
      await page.getByRole('status').filter({ hasText: SUCCESS_AR }).waitFor();
      expect(await f.fullName.inputValue()).toBe('');
      // The form lies right to left: the name label starts at the field's right edge.
      const label = await page.getByText('الاسم الكامل', { exact: true }).boundingBox();
      const input = await f.fullName.boundingBox();
      expect(
        Math.abs((label?.x ?? 0) + (label?.width ?? 0) - ((input?.x ?? 0) + (input?.width ?? 0))),
      ).toBeLessThan(4);
    });
  });
});
