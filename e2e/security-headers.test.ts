import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, newVisitor } from './support/browser.ts';
import { fillIn, openHydrated } from './support/page-helpers.ts';

// docs/security.md "Browser headers": every page carries a Content-Security-Policy without
// 'unsafe-inline' scripts, and the site works under it (no violation while a visitor uses it).
const browser = fileBrowser();

describe('browser security headers', () => {
  it('pages and API answers carry the policy headers; scripts only from the site or by hash', async () => {
    for (const path of ['/', '/hesaplama-araclari/kdv-hesaplama?lang=sa', '/iletisim', '/olmayan-sayfa']) {
      const response = await fetch(`${baseURL()}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const api = await fetch(`${baseURL()}/api/banks`);
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(api.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
  });

  it('a visitor calculates, navigates and opens the map with the policy on, without a violation', async () => {
    const { context, page } = await newVisitor(browser());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text()))
        violations.push(message.text());
    });
    try {
      await openHydrated(page, '/hesaplama-araclari/kdv-hesaplama', '#vat-plain-amount');
      const card = page.getByRole('region', { name: 'KDV Hesaplama', exact: true });
      const amount = card.getByLabel('KDV Dahil Tutar', { exact: true });
      await fillIn(amount, '1200');
      await amount.press('Enter');
      await card.getByText('1.000,00 TL').first().waitFor();
      await page.getByRole('link', { name: 'İletişim' }).first().click();
      await page.waitForURL('**/iletisim');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
