import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { openHydrated, typeInto, withVisitor as visit } from './support/page-helpers.ts';
import { signInToConsole, TR_LOGIN } from './support/sign-in.ts';

// The server takes at most 5 subscription requests per address in 10 minutes and every test comes
// from 127.0.0.1: this file makes exactly two real subscriptions (Turkish and Arabic). The mails
// themselves (confirmation, one per crossing, unsubscribe headers) are read from a real SMTP server
// by the API tests (apps/api/src/features/alerts/alerts-flow.test.ts); the e2e server has no SMTP_URL.

const SENT_TR =
  'E-posta adresinize bir onay bağlantısı gönderdik. Alarmınız, bağlantıya tıkladığınızda çalışmaya başlar.';
const SENT_AR = 'أرسلنا رابط تأكيد إلى بريدك الإلكتروني. يبدأ تنبيهك عندما تفتح الرابط.';
const TOKEN = 'A'.repeat(43);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor whose console may show the HTTP 4xx a test provokes on purpose. */
const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser, { ...options, expected: /status of 4\d\d/ }, run);

function recordPosts(page: Page, part: string) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(part)) posts.push(request);
  });
  return posts;
}

describe('alerts in the browser', () => {
  it('Turkish: refuses a bad address and threshold under their fields, then subscribes and says to check the mail', async () => {
    await withVisitor({}, async (page) => {
      // The dollar's page leads to the form.
      await openHydrated(page, '/doviz/usd', 'main a');
      await page.getByRole('link', { name: 'Kur alarmı', exact: true }).click();
      await page.waitForURL('**/alarmlar');
      await page.getByRole('heading', { name: 'Kur alarmı', exact: true }).waitFor();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('input[name="email"]') ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      );
      const posts = recordPosts(page, '/api/alerts');
      const email = page.getByLabel('E-posta', { exact: true });
      const threshold = page.getByLabel('Eşik değeri', { exact: true });
      await typeInto(email, 'olmaz');
      await typeInto(threshold, '45.5'); // a dot is grouping in Turkish: not a number with decimals
      await page.getByRole('button', { name: 'Alarm kur', exact: true }).click();
      await page.getByText('Geçerli bir e-posta adresi giriniz.').waitFor();
      await page.getByText(/^Eşik değeri sıfırdan büyük/).waitFor();
      expect(posts).toHaveLength(0);

      await typeInto(email, 'Ziyaretci@Example.com');
      await page.getByLabel('Alarm türü', { exact: true }).selectOption('gold-gram-below');
      await typeInto(threshold, '4.150,25');
      await page.getByRole('button', { name: 'Alarm kur', exact: true }).click();
      await page.getByRole('status').filter({ hasText: SENT_TR }).waitFor();
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0]?.postData() ?? '{}')).toEqual({
        email: 'ziyaretci@example.com',
        kind: 'gold-gram-below',
        threshold: 4150.25,
        lang: 'tr',
      });
      const answer = await posts[0]?.response();
      expect(answer?.status()).toBe(202);
      expect(await email.inputValue()).toBe('');
      await screenshot(page, 'alerts-tr-1280-sent');
    });
  });

  it('Turkish: the confirmation page confirms in the browser and tells what is active; an unknown link says so', async () => {
    await withVisitor({}, async (page) => {
      // An unknown (well-formed) token: the real API answers 404 and the page says the link is not valid.
      await openHydrated(page, `/alarmlar/onay?token=${TOKEN}`, 'main h1');
      await page.getByText('Bu onay bağlantısı geçersiz veya daha önce kullanılmış.').waitFor();
      // A known one (its answer stands in for the mailed token's: the API tests confirm real ones).
      const posts = recordPosts(page, '/api/alerts/confirm');
      await page.route('**/api/alerts/confirm', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"status":"active","kind":"usd-above","threshold":45}',
        }),
      );
      await openHydrated(page, `/alarmlar/onay?token=${'B'.repeat(43)}`, 'main h1');
      await page
        .getByText('Alarmınız etkinleştirildi: Dolar/TL şu değerin üstüne çıkınca 45,0000 TL.')
        .waitFor();
      expect(posts.map((post) => JSON.parse(post.postData() ?? '{}'))).toEqual([{ token: 'B'.repeat(43) }]);
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toContain('noindex');
    });
  });

  it('Turkish: the unsubscribe page asks first, then posts the token once', async () => {
    await withVisitor({}, async (page) => {
      const posts = recordPosts(page, '/api/alerts/unsubscribe');
      await openHydrated(page, `/alarmlar/iptal?token=${TOKEN}`, 'main button');
      expect(posts).toHaveLength(0); // opening the link changes nothing
      await page.getByRole('button', { name: 'Aboneliği bitir', exact: true }).click();
      await page.getByText('Bu bağlantı geçersiz.').waitFor(); // the real API: no such token
      await page.route('**/api/alerts/unsubscribe?token=*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"status":"unsubscribed","kind":"usd-above","threshold":45}',
        }),
      );
      await openHydrated(page, `/alarmlar/iptal?token=${'C'.repeat(43)}`, 'main button');
      await page.getByRole('button', { name: 'Aboneliği bitir', exact: true }).click();
      await page.getByText('Aboneliğiniz bitirildi. Bu alarm için artık e-posta almayacaksınız.').waitFor();
      expect(posts.map((post) => new URL(post.url()).searchParams.get('token'))).toEqual([
        TOKEN,
        'C'.repeat(43),
      ]);
    });
  });

  it('Arabic, right to left on a 360 px phone: the form in Arabic, English number format, subscribes', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await openHydrated(page, '/alarmlar', 'input[name="email"]', 'rtl');
      await page.getByRole('heading', { name: 'تنبيه سعر الصرف', exact: true }).waitFor();
      const email = page.getByLabel('البريد الإلكتروني', { exact: true });
      await typeInto(email, 'x@');
      await page.getByRole('button', { name: 'اضبط التنبيه', exact: true }).click();
      await page.getByText('أدخل عنوان بريد إلكتروني صالحًا.').waitFor();
      // The address field stays left to right inside the right-to-left page.
      expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      await typeInto(email, 'zair@example.com');
      await page.getByLabel('نوع التنبيه', { exact: true }).selectOption('deposit32-above');
      await typeInto(page.getByLabel('القيمة الحدية', { exact: true }), '47.5');
      const posts = recordPosts(page, '/api/alerts');
      await page.getByRole('button', { name: 'اضبط التنبيه', exact: true }).click();
      await page.getByRole('status').filter({ hasText: SENT_AR }).waitFor();
      expect(JSON.parse(posts[0]?.postData() ?? '{}')).toMatchObject({
        kind: 'deposit32-above',
        threshold: 47.5,
        lang: 'ar',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, 'alerts-ar-360-sent');
    });
  });

  it('Turkish: the manage link lists the alerts and ends one; an unknown link says so', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, `/alarmlar/yonet?token=${TOKEN}`, 'main h1');
      await page.getByText('Bu bağlantı geçersiz.').waitFor(); // the real API: no such token
      const two = [
        { id: '00000000-0000-4000-8000-000000000001', kind: 'usd-above', threshold: 45, status: 'active' },
        {
          id: '00000000-0000-4000-8000-000000000002',
          kind: 'gold-gram-below',
          threshold: 4000,
          status: 'pending',
        },
      ];
      const posts = recordPosts(page, '/api/alerts/manage/unsubscribe');
      await page.route('**/api/alerts/manage', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ alerts: two }),
        }),
      );
      await page.route('**/api/alerts/manage/unsubscribe', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ alerts: [two[0]] }),
        }),
      );
      await openHydrated(page, `/alarmlar/yonet?token=${'D'.repeat(43)}`, 'main h1');
      const items = page.locator('main li');
      await expect.poll(() => items.count()).toBe(2);
      expect((await items.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
        'Dolar/TL şu değerin üstüne çıkınca 45,0000 TL',
        'Gram altın şu değerin altına inince 4.000,00 TL',
      ]);
      await items.nth(1).getByRole('button', { name: 'Aboneliği bitir', exact: true }).click();
      await expect.poll(() => items.count()).toBe(1);
      expect(posts.map((post) => JSON.parse(post.postData() ?? '{}'))).toEqual([
        { token: 'D'.repeat(43), id: two[1]?.id },
      ]);
    });
  });

  it('console: an Admin sees the alerts per kind and status and their mails per delivery status', async () => {
    await withVisitor({}, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, TR_LOGIN);
      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'Alarmlar', exact: true })
        .click();
      await page.getByRole('heading', { name: 'Alarmlar', level: 1 }).waitFor();
      // The two subscriptions of this file (Turkish gold, Arabic deposit), waiting for confirmation.
      const alerts = page.getByRole('table', { name: 'Alarmlar' });
      await alerts.waitFor();
      const rows = await alerts.locator('tbody tr').allInnerTexts();
      expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        'En iyi 32 günlük mevduat faizi şu oranın üstüne çıkınca Onay bekliyor 1',
        'Gram altın şu değerin altına inince Onay bekliyor 1',
      ]);
      // No SMTP_URL on this server: the confirmation mails wait in the outbox.
      const mails = await page
        .getByRole('table', { name: 'Alarm e-postaları' })
        .locator('tbody tr')
        .allInnerTexts();
      expect(mails.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        'Onay e-postası Gönderilmeyi bekliyor 2',
      ]);
    });
  });
});
