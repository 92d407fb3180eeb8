import type { Locator, Page, Request } from 'playwright-core';
import type { StoredLang } from './browser.ts';
import { fileVisitor, openHydrated } from './page-helpers.ts';

// Steps shared by the contact page's browser tests (e2e/contact*.test.ts): the visitor, opening the
// page with its map host answered here, the form's fields, the text under a field and the form's posts.

/**
 * Gives the calling test file the worker's Chromium (call it at the file's top level) and returns a
 * visitor whose console may show the HTTP failures a test provokes on purpose, and one line that is
 * the harness's own: its init script (newVisitor) reads sessionStorage in every frame, and Chromium
 * denies storage to the third-party map frame.
 */
export function contactVisitor() {
  const visit = fileVisitor();
  return (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
    visit(
      {
        ...options,
        expected: /status of 4\d\d|net::ERR_FAILED|Failed to read the 'sessionStorage' property/,
      },
      run,
    );
}

/** No request ever leaves for the map's host: it answers here (and the test can count the asks). */
async function stubMapHost(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
}

/** Opens /iletisim with the map's host stubbed, once the form's first field is hydrated. */
export async function openContact(page: Page, dir = 'ltr') {
  await stubMapHost(page);
  await openHydrated(page, '/iletisim', 'input[name="full_name"]', dir);
}

/** The form's four fields. */
export const fields = (page: Page) => ({
  fullName: page.locator('input[name="full_name"]'),
  email: page.locator('input[name="email"]'),
  phone: page.locator('input[name="phone_number"]'),
  message: page.locator('textarea[name="message"]'),
});

/** The text shown under a field (its aria-describedby element). */
export function errorUnder(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const id = element.getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent?.trim() ?? '';
  });
}

/** Records the page's posts of the contact form. */
export function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/send_mail_contact.php'))
      posts.push(request);
  });
  return posts;
}
