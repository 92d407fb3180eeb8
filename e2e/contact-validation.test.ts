import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { contactVisitor, errorUnder, fields, openContact, recordPosts } from './support/contact-steps.ts';
import { fillIn } from './support/page-helpers.ts';

// Nothing here reaches the server: every submit stops at the form's own validation (the server's limit
// of 5 messages per address in 10 minutes is spent in contact.test.ts).

const withVisitor = contactVisitor();

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('contact page', () => {
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
});
