import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { linkIn, mailsTo } from './support/mail.ts';
import { fillIn, openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { signInToConsole, TR_LOGIN } from './support/sign-in.ts';

// The server takes at most 5 subscription requests per address in 10 minutes and every test comes
// from 127.0.0.1: this file makes exactly two real subscriptions (Turkish and Arabic). Their mails go
// to the run's real SMTP server (support/global-setup.ts) and the tests open the links in them, as the
// visitor would; a crossing's single mail is tested by the API (alerts-flow.test.ts).

const SENT_TR =
  'E-posta adresinize bir onay bağlantısı gönderdik. Alarmınız, bağlantıya tıkladığınızda çalışmaya başlar.';
const SENT_AR = 'أرسلنا رابط تأكيد إلى بريدك الإلكتروني. يبدأ تنبيهك عندما تفتح الرابط.';
const TOKEN = 'A'.repeat(43);
/** The two subscribers of this file (the database is the run's own: no other test mails them). */
const TR_ADDRESS = 'ziyaretci@example.com';
const AR_ADDRESS = 'zair@example.com';

const browser = fileBrowser();

/** A visitor whose console may show the HTTP 4xx a test provokes on purpose. */
const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), { ...options, expected: /status of 4\d\d/ }, run);

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
      await fillIn(email, 'olmaz');
      await fillIn(threshold, '45.5'); // a dot is grouping in Turkish: not a number with decimals
      await page.getByRole('button', { name: 'Alarm kur', exact: true }).click();
      await page.getByText('Geçerli bir e-posta adresi giriniz.').waitFor();
      await page.getByText(/^Eşik değeri sıfırdan büyük/).waitFor();
      expect(posts).toHaveLength(0);

      await fillIn(email, 'Ziyaretci@Example.com'); // kept as ziyaretci@example.com (TR_ADDRESS)
      await page.getByLabel('Alarm türü', { exact: true }).selectOption('gold-gram-below');
      await fillIn(threshold, '4.150,25');
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
    // The confirmation mail, in Turkish, with the one-click unsubscribe headers (RFC 8058).
    const [mail] = await mailsTo(TR_ADDRESS);
    expect(mail?.subject).toBe('Finansal Pusula: alarmınızı onaylayın');
    expect(mail?.text).toContain('Gram altın şu değerin altına inince 4.150,25 TL');
    const headers = (mail?.raw ?? '').split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=[\w-]{43}>\r?$/m,
    );
  });

  it('Turkish: the mailed link confirms the alert in the browser (again: the same answer); an unknown link says so', async () => {
    const [mail] = await mailsTo(TR_ADDRESS);
    await withVisitor({}, async (page) => {
      // An unknown (well-formed) token: the API answers 404 and the page says the link is not valid.
      await openHydrated(page, `/alarmlar/onay?token=${TOKEN}`, 'main h1');
      await page.getByText('Bu onay bağlantısı geçersiz veya daha önce kullanılmış.').waitFor();
      const posts = recordPosts(page, '/api/alerts/confirm');
      const confirm = linkIn(mail!, '/alarmlar/onay');
      await openHydrated(page, confirm, 'main h1');
      await page
        .getByText('Alarmınız etkinleştirildi: Gram altın şu değerin altına inince 4.150,25 TL.')
        .waitFor();
      expect(posts.map((post) => JSON.parse(post.postData() ?? '{}'))).toEqual([
        { token: new URL(confirm, 'http://x').searchParams.get('token') },
      ]);
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toContain('noindex');
      // The same link a second time changes nothing and says the same (a second click is no error).
      await openHydrated(page, confirm, 'main h1');
      await page
        .getByText('Alarmınız etkinleştirildi: Gram altın şu değerin altına inince 4.150,25 TL.')
        .waitFor();
      expect(posts).toHaveLength(2);
    });
  });

  it('Turkish: the mailed manage link lists the alert; the unsubscribe link asks first, then ends it', async () => {
    const [mail] = await mailsTo(TR_ADDRESS);
    await withVisitor({}, async (page) => {
      await openHydrated(page, `/alarmlar/yonet?token=${TOKEN}`, 'main h1');
      await page.getByText('Bu bağlantı geçersiz.').waitFor(); // no such token
      const manage = linkIn(mail!, '/alarmlar/yonet');
      await openHydrated(page, manage, 'main h1');
      const items = page.locator('main li');
      await expect.poll(() => items.count()).toBe(1);
      expect((await items.first().innerText()).split('\n')[0]).toBe(
        'Gram altın şu değerin altına inince 4.150,25 TL',
      );

      const posts = recordPosts(page, '/api/alerts/unsubscribe');
      await openHydrated(page, `/alarmlar/iptal?token=${TOKEN}`, 'main button');
      await page.getByRole('button', { name: 'Aboneliği bitir', exact: true }).click();
      await page.getByText('Bu bağlantı geçersiz.').waitFor(); // no such token
      const unsubscribe = linkIn(mail!, '/alarmlar/iptal');
      await openHydrated(page, unsubscribe, 'main button');
      expect(posts).toHaveLength(1); // opening the link changed nothing
      await page.getByRole('button', { name: 'Aboneliği bitir', exact: true }).click();
      await page.getByText('Aboneliğiniz bitirildi. Bu alarm için artık e-posta almayacaksınız.').waitFor();
      expect(posts.map((post) => new URL(post.url()).searchParams.get('token'))).toEqual([
        TOKEN,
        new URL(unsubscribe, 'http://x').searchParams.get('token'),
      ]);
      // The manage link now lists nothing, and the confirmation link no longer revives the alert.
      await openHydrated(page, manage, 'main h1');
      await page.getByText('Bu adreste etkin veya onay bekleyen alarm yok.').waitFor();
      await openHydrated(page, linkIn(mail!, '/alarmlar/onay'), 'main h1');
      await page.getByText('Bu onay bağlantısı geçersiz veya daha önce kullanılmış.').waitFor();
    });
  });

  it('Arabic, right to left on a 360 px phone: the form in Arabic, English number format, subscribes', async () => {
    await withVisitor({ lang: 'sa', width: 360 }, async (page) => {
      await openHydrated(page, '/alarmlar', 'input[name="email"]', 'rtl');
      await page.getByRole('heading', { name: 'تنبيه سعر الصرف', exact: true }).waitFor();
      const email = page.getByLabel('البريد الإلكتروني', { exact: true });
      await fillIn(email, 'x@');
      await page.getByRole('button', { name: 'اضبط التنبيه', exact: true }).click();
      await page.getByText('أدخل عنوان بريد إلكتروني صالحًا.').waitFor();
      // The address field stays left to right inside the right-to-left page.
      expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      await fillIn(email, AR_ADDRESS);
      await page.getByLabel('نوع التنبيه', { exact: true }).selectOption('deposit32-above');
      await fillIn(page.getByLabel('القيمة الحدية', { exact: true }), '47.5');
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
      // The mail is in Arabic; its link confirms in Arabic, right to left.
      const [mail] = await mailsTo(AR_ADDRESS);
      expect(mail?.subject).toBe('Finansal Pusula: أكّد تنبيهك');
      await openHydrated(page, linkIn(mail!, '/alarmlar/onay'), 'main h1', 'rtl');
      await page.getByText(/^تم تفعيل تنبيهك: عندما يرتفع أفضل سعر فائدة لوديعة 32 يومًا فوق/).waitFor();
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
      // The two subscriptions of this file: the Turkish gold one ended by its mailed link, the Arabic one confirmed.
      const alerts = page.getByRole('table', { name: 'Alarmlar' });
      await alerts.waitFor();
      const rows = await alerts.locator('tbody tr').allInnerTexts();
      expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        'En iyi 32 günlük mevduat faizi şu oranın üstüne çıkınca Etkin 1',
        'Gram altın şu değerin altına inince Abonelik bitti 1',
      ]);
      // Both confirmation mails were delivered to the run's SMTP server.
      const mails = await page
        .getByRole('table', { name: 'Alarm e-postaları' })
        .locator('tbody tr')
        .allInnerTexts();
      expect(mails.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(['Onay e-postası Gönderildi 2']);
    });
  });
});
