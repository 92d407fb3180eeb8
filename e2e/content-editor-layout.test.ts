import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  campaignsTable,
  dialogShot,
  fitsWidth,
  listCampaigns,
  viewportShot,
} from './support/content-editor-steps.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { AR_LOGIN, apiToken, signInToConsole } from './support/sign-in.ts';

const visit = fileVisitor();

describe('the content editor and the inbox', () => {
  it('in Arabic the content page is right-to-left and the Arabic inputs are typed right-to-left', async () => {
    const token = await apiToken();
    const [first] = await listCampaigns(token);
    const title = first!.texts.tr.title;
    await visit({ lang: 'sa' }, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password, AR_LOGIN);
      await page
        .getByRole('navigation', { name: 'قائمة الإدارة' })
        .getByRole('link', { name: 'الحملات والأدلة' })
        .click();
      await page.waitForURL('**/yonetim/icerik');
      await page.getByRole('heading', { name: 'الحملات والأدلة', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const table = page.getByRole('table', { name: 'الحملات' });
      await table.getByRole('rowheader', { name: title }).waitFor();
      await screenshot(page, 'content-editor-campaigns-ar-1280');

      await page.getByRole('button', { name: `تعديل: ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `تعديل الحملة · ${title}` });
      for (const group of ['العنوان', 'الوصف']) {
        const fields = dialog.getByRole('group', { name: group, exact: true });
        const arabic = fields.getByLabel('العربية');
        expect(await arabic.getAttribute('dir')).toBe('rtl');
        expect(await arabic.getAttribute('lang')).toBe('ar');
        expect(await arabic.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
        expect(await fields.getByLabel('التركية').getAttribute('dir')).toBe('ltr');
      }
      // The preview starts in the console's language: the Arabic card, right-to-left.
      const card = dialog.getByTestId('content-preview').locator('article');
      expect(await card.getAttribute('dir')).toBe('rtl');
      await card.getByText(first!.texts.ar.title).waitFor();
      await dialogShot(page, 'content-editor-campaign-dialog-ar-1280');
    });
  });

  it('both pages fit a 390 px screen (tables scroll inside their box)', async () => {
    await visit({ width: 390 }, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/yonetim/icerik');
      const table = campaignsTable(page);
      await table.getByRole('rowheader').first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'content-editor-campaigns-tr-390');
      await table.scrollIntoViewIfNeeded();
      await viewportShot(page, 'content-editor-campaigns-tr-390-view');
      await table
        .getByRole('button', { name: /^Düzenle: / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('content-preview').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      // Stacked: the three Turkish, English and Arabic title fields sit one under another.
      const group = dialog.getByRole('group', { name: 'Başlık' });
      const boxes = await Promise.all(
        ['Türkçe', 'İngilizce', 'Arapça'].map((label) => group.getByLabel(label).boundingBox()),
      );
      expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
      expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
      await dialogShot(page, 'content-editor-campaign-dialog-tr-390');
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await page.goto('/yonetim/icerik?bolum=rehberler');
      await page.getByRole('table', { name: 'Rehberler' }).getByRole('rowheader').first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'content-editor-guides-tr-390');
    });
  });
});
