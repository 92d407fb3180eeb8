import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { region } from './support/result-link-steps.ts';

// docs/requirements/site-and-pages.md#result-links: a result link whose copy the clipboard refuses, a
// link opened in Arabic, and links the form or the server refuses. Each calculator's own link is in
// result-links.test.ts.

const withVisitor = fileVisitor();

describe('result links', () => {
  it('where the clipboard is refused, the address is shown selected for copying by hand', async () => {
    await withVisitor({}, async (page) => {
      await page.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
      });
      await page.goto('/hesaplama-araclari/esnaf-kredisi?tutar=200000&vade=2');
      await region(page, 'Hesaplama Özeti').waitFor();
      await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
      const address = page.getByRole('textbox', { name: 'Bu sonucun bağlantısı' });
      await address.waitFor();
      expect(await address.inputValue()).toBe(page.url());
      await page.getByRole('status').filter({ hasText: 'Bağlantı kopyalanamadı' }).waitFor();
      // Selected on the next frame, ready for Ctrl+C.
      const selected = () =>
        address.evaluate((input: HTMLInputElement) =>
          input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
        );
      await expect.poll(selected).toBe(page.url());
    });
  });

  it('Arabic: a shared link opens right-to-left with the result', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await page.goto('/hesaplama-araclari/faiz-orani-hesaplama?tutar=100000&vade=24&faiz=3.25');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      const result = page.locator('[data-payment-plan]');
      await result.waitFor();
      expect(await page.locator('#interest-amount').inputValue()).toBe('100,000');
      expect(await page.locator('#interest-rate').inputValue()).toBe('3.25');
      await page.getByRole('button', { name: 'نسخ الرابط' }).waitFor();
    });
  });
});

interface Tampered {
  path: string;
  query: string;
  /** The id of the field whose message must show, and the message. */
  field: string;
  message: string;
}

const LONG = 'a'.repeat(10_000);
const TAMPERED: Tampered[] = [
  {
    path: '/hesaplama-araclari/ihtiyac-kredisi',
    query: 'tutar=abc&vade=24',
    field: 'page-loan-amount',
    message: 'Lütfen kredi tutarı ve vade bilgilerini giriniz.',
  },
  {
    path: '/hesaplama-araclari/ihtiyac-kredisi',
    query: 'tutar=100000&vade=999&x=<script>',
    field: 'page-loan-term',
    message: 'Lütfen listeden geçerli bir vade seçiniz.',
  },
  {
    path: '/hesaplama-araclari/konut-kredisi',
    query: 'tutar=300000&vade=120&faiz=600',
    field: 'page-loan-rate',
    message: 'Lütfen geçerli bir faiz oranı girin (0-500 arası).',
  },
  {
    // A C1 control character (NEL): the server lets it through, the page drops it (C0 ones: below).
    path: '/hesaplama-araclari/mevduat-hesaplama',
    query: 'tutar=%C2%85&vade=90',
    field: 'page-deposit-amount',
    message: 'Lütfen tüm alanları doldurun!',
  },
  {
    path: '/hesaplama-araclari/mevduat-hesaplama',
    query: 'tutar=&vade=31',
    field: 'page-deposit-amount',
    message: 'Lütfen tüm alanları doldurun!',
  },
  {
    path: '/hesaplama-araclari/esnaf-kredisi',
    query: `tutar=${LONG}&vade=2`,
    field: 'tradesman-amount',
    message: 'Lütfen kredi tutarı ve vade bilgilerini giriniz.',
  },
  {
    path: '/hesaplama-araclari/faiz-orani-hesaplama',
    query: 'tutar=100000&vade=12&faiz=abc',
    field: 'interest-rate',
    message: 'Faiz oranı 0 ile 500 arasında olmalıdır.',
  },
  {
    path: '/hesaplama-araclari/kdv-hesaplama',
    query: 'kart=kdv&islem=kdvHaricToKdvDahil&oran=150&tutar=100',
    field: 'vat-plain-custom-rate',
    message: 'KDV oranı 0-100 arasında olmalıdır.',
  },
  {
    path: '/hesaplama-araclari/kredi-limiti-hesaplama',
    query: 'gelir=60000&tur=ihtiyac&vade=999',
    field: 'borrowing-term',
    message: 'Lütfen listeden geçerli bir vade seçiniz.',
  },
];

describe('tampered links', () => {
  it("show the form's own messages, never an error page", async () => {
    for (const tampered of TAMPERED) {
      await withVisitor({}, async (page) => {
        await page.goto(`${tampered.path}?${tampered.query}`);
        await page
          .locator(`#${tampered.field}-error`)
          .getByText(tampered.message, { exact: true })
          .waitFor({ timeout: 10_000 });
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).count()).toBe(0);
      });
    }
  });

  it("a NUL in the query is refused by the server before any page: the site's 400 page", async () => {
    // A page link with a control character (docs/security.md "Page rendering and caching"); the
    // browser view of that page is in language-first-paint.test.ts.
    const response = await fetch(`${baseURL()}/hesaplama-araclari/mevduat-hesaplama?tutar=%00&vade=90`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<h1>Geçersiz bağlantı</h1>');
  });
});
