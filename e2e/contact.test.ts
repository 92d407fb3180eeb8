import { MAP_EMBED_URL, ORGANIZATION } from '@pusula/core/site/organization.ts';
import { MAP_URL } from '@pusula/core/site/routes.ts';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { apiToken } from './support/sign-in.ts';

// The server takes at most 5 messages per address in 10 minutes and every test comes from 127.0.0.1:
// this file posts exactly two real messages (the Turkish and the Arabic happy path); every other test
// either stops at the browser's own validation or answers the post itself (page.route).

const SUCCESS_TR = 'Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapılacaktır.';
const SUCCESS_AR = 'تم إرسال رسالتك بنجاح. سنتواصل معك في أقرب وقت ممكن.';
const FAILURE_TR = 'Bir hata oluştu. Lütfen tekrar deneyiniz.';
const CONTACT_POST = '**/api/send_mail_contact.php';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A visitor whose console may show the HTTP failures a test provokes on purpose, and one line that is
 * the harness's own: its init script (newVisitor) reads sessionStorage in every frame, and Chromium
 * denies storage to the third-party map frame.
 */
const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(
    browser,
    { ...options, expected: /status of 4\d\d|net::ERR_FAILED|Failed to read the 'sessionStorage' property/ },
    run,
  );

/** No request ever leaves for the map's host: it answers here (and the test can count the asks). */
async function stubMapHost(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
}

async function openContact(page: Page, dir = 'ltr') {
  await stubMapHost(page);
  await openHydrated(page, '/iletisim', 'input[name="full_name"]', dir);
}

const fields = (page: Page) => ({
  fullName: page.locator('input[name="full_name"]'),
  email: page.locator('input[name="email"]'),
  phone: page.locator('input[name="phone_number"]'),
  message: page.locator('textarea[name="message"]'),
});

/** The text shown under a field (its aria-describedby element). */
function errorUnder(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const id = element.getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent?.trim() ?? '';
  });
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

/** Records the page's posts of the contact form. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/send_mail_contact.php'))
      posts.push(request);
  });
  return posts;
}

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

  it('validation (docs/content.md#contact-form): each message in Turkish under its field, focus on the first, nothing posted', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await openContact(page);
      const posts = recordPosts(page);
      const f = fields(page);
      const submit = page.getByRole('button', { name: 'Gönder', exact: true });

      // Empty form: the two required fields complain, the optional ones do not.
      await submit.click();
      await expect.poll(() => errorUnder(f.fullName)).toBe('Ad Soyad 3-100 karakter arası olmalıdır.');
      expect(await errorUnder(f.phone)).toBe('Geçerli bir telefon numarası giriniz.');
      expect(await errorUnder(f.email)).toBe('');
      expect(await errorUnder(f.message)).toBe('');
      expect(await focusedName(page)).toBe('full_name');

      // Every rule broken at once: each message under its own field.
      await fillIn(f.fullName, 'Al');
      await fillIn(f.email, 'ali@ornek');
      await fillIn(f.phone, '0532-ABC');
      await fillIn(f.message, 'Kısa');
      await submit.click();
      await expect.poll(() => errorUnder(f.email)).toBe('Geçerli bir email adresi giriniz.');
      expect(await errorUnder(f.fullName)).toBe('Ad Soyad 3-100 karakter arası olmalıdır.');
      expect(await errorUnder(f.phone)).toBe('Geçerli bir telefon numarası giriniz.');
      expect(await errorUnder(f.message)).toBe('Mesaj 5-2000 karakter arası olmalıdır.');
      for (const control of Object.values(f)) expect(await control.getAttribute('aria-invalid')).toBe('true');
      expect(await focusedName(page)).toBe('full_name');
      await screenshot(page, 'contact-tr-360-errors');

      // Fixing the name clears its message at once; focus then lands on the next problem (e-mail).
      await fillIn(f.fullName, 'Ali Veli');
      expect(await errorUnder(f.fullName)).toBe('');
      await submit.click();
      await expect.poll(() => focusedName(page)).toBe('email');

      // Too short a phone number, too long a name: still the same messages (7–20, 3–100 characters).
      await fillIn(f.email, '');
      await fillIn(f.phone, '12345');
      await f.fullName.fill('A'.repeat(101));
      await fillIn(f.message, '');
      await f.phone.focus();
      await page.keyboard.press('Enter'); // Enter in a field submits the form
      await expect.poll(() => errorUnder(f.phone)).toBe('Geçerli bir telefon numarası giriniz.');
      expect(await errorUnder(f.fullName)).toBe('Ad Soyad 3-100 karakter arası olmalıdır.');
      expect(await errorUnder(f.email)).toBe('');
      expect(await errorUnder(f.message)).toBe('');

      expect(posts).toHaveLength(0);
      // No horizontal scrolling at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
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

  it('office address opens the map in a new tab; phone and e-mail are tel: and mailto: links', async () => {
    await withVisitor({}, async (page) => {
      await openContact(page);
      const details = page.locator('section[aria-labelledby="contact-details-heading"]');
      const address = details.getByTestId('contact-address');
      expect(await address.getAttribute('href')).toBe(MAP_URL);
      expect(await address.getAttribute('target')).toBe('_blank');
      expect((await address.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      expect(await address.innerText()).toContain('Büyükdere Cad. No: 185');
      const tel = details.locator('a[href^="tel:"]');
      expect(await tel.getAttribute('href')).toBe(`tel:${ORGANIZATION.phone.replaceAll(' ', '')}`);
      expect(await tel.innerText()).toBe(ORGANIZATION.phone);
      const mail = details.locator('a[href^="mailto:"]');
      expect(await mail.getAttribute('href')).toBe(`mailto:${ORGANIZATION.email}`);
      expect(await mail.innerText()).toBe(ORGANIZATION.email);
      await details.getByText('Pazartesi – Cuma').waitFor();
      await details.getByText('09:00–18:00').waitFor();
    });
  });

  it('the map: no iframe and no request to openstreetmap until its place is scrolled near', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('openstreetmap')) mapRequests.push(request.url());
      });
      await openContact(page);
      const placeholder = page.getByTestId('map-placeholder');
      // The premise: the placeholder starts well below the fold plus the 200 px preload margin.
      const top = await placeholder.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(800 + 200);
      await page.waitForTimeout(500);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(mapRequests).toEqual([]);
      const box = await page.locator('section[aria-labelledby="contact-map-heading"] > div').boundingBox();

      await placeholder.scrollIntoViewIfNeeded();
      const frame = page.locator('iframe[title="Finansal Pusula ofisinin konumu (OpenStreetMap haritası)"]');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe(MAP_EMBED_URL);
      expect(await frame.getAttribute('width')).toBeTruthy();
      expect(await frame.getAttribute('height')).toBeTruthy();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      expect(mapRequests[0]).toBe(MAP_EMBED_URL);
      // The frame takes exactly the placeholder's box: nothing moved.
      const after = await page.locator('section[aria-labelledby="contact-map-heading"] > div').boundingBox();
      expect(after?.height).toBe(box?.height);
      expect(after?.width).toBe(box?.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  it('the map button loads the map at once (the fallback without IntersectionObserver)', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await page.addInitScript(() => {
        // @ts-expect-error: a browser without IntersectionObserver
        delete window.IntersectionObserver;
      });
      await openContact(page);
      await page.getByTestId('map-placeholder').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await page.locator('iframe').count()).toBe(0);
      await page.getByRole('button', { name: 'Haritayı göster', exact: true }).click();
      await page.locator('iframe').waitFor({ state: 'attached' });
      expect(await page.locator('iframe').getAttribute('src')).toBe(MAP_EMBED_URL);
    });
  });

  it('screenshots: Turkish and Arabic at 360 and 1280 px', async () => {
    for (const lang of ['tr', 'sa'] as const)
      for (const width of [360, 1280]) {
        await withVisitor({ lang, width }, async (page) => {
          await openContact(page, lang === 'sa' ? 'rtl' : 'ltr');
          // (At 1280 px the map is within the preload margin from the start.)
          await page.locator('section[aria-labelledby="contact-map-heading"]').scrollIntoViewIfNeeded();
          await page.locator('iframe').waitFor({ state: 'attached' });
          await page.evaluate(() => window.scrollTo(0, 0));
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `contact-${lang === 'sa' ? 'ar' : 'tr'}-${width}`);
        });
      }
  });
});
