import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { withVisitor } from './support/page-helpers.ts';
import { AR_LOGIN, signInToConsole, TR_LOGIN } from './support/sign-in.ts';

/* The console's looks (docs/requirements/accounts-and-admin.md#console-layout): the welcome page, the
   tables as one card per row on a phone, the inbox's rows and e-mail addresses, no self-deletion. */
const browser = fileBrowser();

const visit = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  withVisitor(browser(), options, run);
const signIn = (page: Page, lang: StoredLang) =>
  signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, lang === 'sa' ? AR_LOGIN : TR_LOGIN);

/** A long address with no hyphen: its only sensible breaks are before "@" and the dots. */
const LONG_EMAIL = 'ayse.yilmaz.musteriiletisim@ornekfinanssirketi.com.tr';

describe('the console', () => {
  for (const lang of ['tr', 'sa'] as const) {
    it(`welcome page: cards without bullets, an intro naming every section (${lang})`, async () => {
      await visit({ lang }, async (page) => {
        await signIn(page, lang);
        const cards = page.locator('main section ul li');
        await cards.first().waitFor();
        for (const marker of await cards.evaluateAll((items) =>
          items.map((item) => getComputedStyle(item).listStyleType),
        ))
          expect(marker).toBe('none');
        const intro = await page.locator('main section > p').first().innerText();
        for (const label of await cards.allInnerTexts()) expect(intro).toContain(label.trim());
      });
    });
  }

  it('no delete button on your own account', async () => {
    await visit({}, async (page) => {
      await signIn(page, 'tr');
      await page.goto('/yonetim/kullanicilar');
      const mine = page.getByRole('row').filter({ hasText: '(siz)' });
      await mine.getByRole('button', { name: `${E2E_ADMIN.userName} kullanıcısını düzenle` }).waitFor();
      expect(await mine.getByRole('button', { name: /kullanıcısını sil$/ }).count()).toBe(0);
    });
  });

  it('inbox: rows stay whole, an e-mail address wraps before "@" and the dots', async () => {
    // One message with a long address (the contact form allows five per address in ten minutes).
    const form = new URLSearchParams({
      full_name: 'Ayşe Yılmaz',
      email: LONG_EMAIL,
      phone_number: '+90 532 123 45 67',
      message: 'Konsol düzeni için bir deneme mesajı.',
      website: '',
    });
    const sent = await fetch(`${baseURL()}/api/send_mail_contact.php`, { method: 'POST', body: form });
    expect(sent.status).toBe(200);
    for (const width of [1280, 390]) {
      await visit({ width }, async (page) => {
        await signIn(page, 'tr');
        await page.goto('/yonetim/mesajlar');
        const row = page.locator('tbody tr').filter({ hasText: LONG_EMAIL });
        await row.first().waitFor();
        // Every cell of the row is a cell of the table (or, on a phone, a line of its card).
        const displays = await row
          .first()
          .locator(':scope > *')
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).display));
        expect(new Set(displays)).toEqual(new Set([width > 700 ? 'table-cell' : 'block']));
        // Where each line of the address starts: at its start, before "@" or before a dot.
        const lineStarts = await row
          .first()
          .locator(`a[href="mailto:${LONG_EMAIL}"]`)
          .evaluate((link) => {
            const starts: string[] = [];
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            let top: number | null = null;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const y = range.getBoundingClientRect().top;
                if (top === null || y > top + 2) starts.push(node.textContent?.[i] ?? '');
                top = top === null || y > top + 2 ? y : top;
              }
            }
            return starts;
          });
        expect(lineStarts[0]).toBe('a');
        for (const start of lineStarts.slice(1)) expect(['@', '.']).toContain(start);
        if (width === 390) expect(lineStarts.length).toBeGreaterThan(1);
      });
    }
  });

  for (const lang of ['tr', 'sa'] as const) {
    it(`at 390 px every table row is a card whose actions are on screen (${lang})`, async () => {
      await visit({ lang, width: 390 }, async (page) => {
        await signIn(page, lang);
        for (const path of [
          '/yonetim/kullanicilar',
          '/yonetim/kayitlar',
          '/yonetim/mesajlar',
          '/yonetim/teklifler',
          '/yonetim/icerik',
          '/yonetim/tufe',
        ]) {
          await page.goto(path);
          await page.locator('tbody tr td').first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
            390,
          );
          const outside = await page.locator('tbody button').evaluateAll((buttons) =>
            buttons
              .map((button) => button.getBoundingClientRect())
              .filter((box) => box.left < 0 || box.right > window.innerWidth)
              .map((box) => `${box.left}–${box.right}`),
          );
          expect(outside, path).toEqual([]);
          // Whole buttons: none squeezed narrower than its own label (the label cut, an icon over it).
          const clipped = await page
            .locator('tbody button')
            .evaluateAll((buttons) =>
              buttons
                .filter((button) => button.scrollWidth > button.clientWidth + 1)
                .map((button) => `${button.textContent?.trim() || button.getAttribute('aria-label')}`),
            );
          expect(clipped, path).toEqual([]);
          await screenshot(page, `console-${path.split('/').at(-1)}-${lang}-390`);
        }
      });
    });
  }
});
