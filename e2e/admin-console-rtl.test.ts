import { describe, expect, it } from 'vitest';
import { fileBrowser, screenshot, visiting } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { AR_LOGIN, signInToConsole } from './support/sign-in.ts';

const browser = fileBrowser();

describe('accounts and the admin console', () => {
  it('the console is right-to-left in Arabic', async () => {
    await visiting(browser(), { lang: 'sa' }, async ({ page }) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, AR_LOGIN);
      await page
        .getByRole('navigation', { name: 'قائمة الإدارة' })
        .getByRole('link', { name: 'المستخدمون' })
        .click();
      await page.getByRole('heading', { name: 'المستخدمون', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'إضافة مستخدم' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const nav = await page.getByRole('navigation', { name: 'قائمة الإدارة' }).boundingBox();
      const table = await page.getByRole('table').boundingBox();
      // The console's navigation sits on the right, the content on its left.
      expect(nav!.x).toBeGreaterThan(table!.x);
      expect(
        await page
          .getByRole('columnheader')
          .first()
          .evaluate((el) => getComputedStyle(el).textAlign),
      ).toBe('start');
      await screenshot(page, 'admin-users-ar-1280');
    });
  });
});
