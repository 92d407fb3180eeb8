import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type Campaign,
  campaignsTable,
  dialogShot,
  listCampaigns,
  rawHtml,
  tableFits,
} from './support/content-editor-steps.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { api, apiToken, createEditor, signInToConsole } from './support/sign-in.ts';

const visit = fileVisitor();

/** The browser's own console line for an HTTP 4xx a test provokes on purpose. */
const EXPECTED_4XX = /status of 4\d\d/;

const editOf = (campaign: Campaign) => ({
  image: campaign.image,
  link: campaign.link,
  active: campaign.active,
  texts: campaign.texts,
});

describe('the content editor and the inbox', () => {
  // A campaign of the test's own: an edit takes a demo campaign's sample label away for good (the
  // server's rule), and e2e/content-pages.test.ts expects every card on the site to carry it.
  it('an Editor adds a campaign, retitles it (errors under the field first), a visitor and the raw HTML follow, then it goes off the site', async () => {
    const token = await apiToken();
    const editor = await createEditor(token, 'icerik.editor', 'Icerik-Editor-42');
    const before = await listCampaigns(token);
    const image = before[0]!.image;
    const stamp = Date.now();
    const added = {
      tr: `Deneme kampanyası ${stamp}`,
      en: `Test campaign ${stamp}`,
      ar: `حملة تجريبية ${stamp}`,
    };
    const newTitle = `Yaz fırsatı ${stamp}`;
    const listed = (html: string) => html.includes(newTitle);
    try {
      await visit({ expected: EXPECTED_4XX }, async (page) => {
        await signInToConsole(page, editor.userName, editor.password);
        await page
          .getByRole('navigation', { name: 'Yönetim menüsü' })
          .getByRole('link', { name: 'Kampanyalar ve Rehberler' })
          .click();
        await page.waitForURL('**/yonetim/icerik');
        await page.getByRole('heading', { name: 'Kampanyalar ve Rehberler', level: 1 }).waitFor();
        const table = campaignsTable(page);
        await table.getByRole('rowheader', { name: before[0]!.texts.tr.title }).waitFor();
        expect(await page.getByRole('tab', { name: 'Kampanyalar' }).getAttribute('aria-selected')).toBe(
          'true',
        );
        expect(await tableFits(table)).toBe(true);
        await screenshot(page, 'content-editor-campaigns-tr-1280');

        // Yeni kampanya: every text in the three languages, an image already in use, no link.
        await page.getByRole('button', { name: 'Yeni kampanya' }).click();
        const addDialog = page.getByRole('dialog', { name: 'Yeni kampanya' });
        const addTitles = addDialog.getByRole('group', { name: 'Başlık' });
        const addTexts = addDialog.getByRole('group', { name: 'Açıklama' });
        for (const [lang, label] of [
          ['tr', 'Türkçe'],
          ['en', 'İngilizce'],
          ['ar', 'Arapça'],
        ] as const) {
          await addTitles.getByLabel(label).fill(added[lang]);
          await addTexts.getByLabel(label).fill(`${added[lang]} — ${'açıklama metni '.repeat(2)}`);
        }
        await addDialog.getByLabel('Görsel yolu').fill(image);
        await addDialog.getByRole('button', { name: 'Kaydet' }).click();
        await addDialog.waitFor({ state: 'hidden' });
        await page.getByRole('alert').filter({ hasText: 'Kampanya eklendi.' }).waitFor();
        const addedRow = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: added.tr }) });
        await addedRow.waitFor();
        // Last in the order, published, changed by the Editor.
        expect(await table.getByRole('rowheader').last().innerText()).toBe(added.tr);
        await addedRow.getByText('Yayında', { exact: true }).waitFor();
        await addedRow.getByText(editor.userName).waitFor();

        await page.getByRole('button', { name: `Düzenle: ${added.tr}` }).click();
        const dialog = page.getByRole('dialog', { name: `Kampanyayı düzenle · ${added.tr}` });
        const titles = dialog.getByRole('group', { name: 'Başlık' });
        const trTitle = titles.getByLabel('Türkçe');
        expect(await trTitle.inputValue()).toBe(added.tr);
        expect(await titles.getByLabel('İngilizce').inputValue()).toBe(added.en);

        // Checked before sending with the API's schema: the message under the field, focus on it.
        await trTitle.fill('');
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await dialog.getByText('Bu alan zorunludur.').waitFor();
        expect(await trTitle.getAttribute('aria-invalid')).toBe('true');
        expect(await trTitle.evaluate((input) => input === document.activeElement)).toBe(true);

        // A control character passes the schema but not the server: its message lands under the field.
        await trTitle.fill(`Zil\u0007 sesi ${stamp}`);
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await dialog.getByText('Geçersiz karakter içeriyor.', { exact: true }).waitFor();
        expect(await trTitle.getAttribute('aria-invalid')).toBe('true');
        expect(await trTitle.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await dialog.isVisible()).toBe(true);

        // Typed again, the field drops the server's message; the preview shows the card as typed.
        await trTitle.fill(newTitle);
        await expect
          .poll(() => dialog.getByText('Geçersiz karakter içeriyor.', { exact: true }).count())
          .toBe(0);
        const preview = dialog.getByTestId('content-preview');
        await preview.getByRole('heading', { name: newTitle }).waitFor();
        await preview.getByLabel('İngilizce').check();
        await preview.getByRole('heading', { name: added.en }).waitFor();
        expect(await preview.locator('article').getAttribute('lang')).toBe('en');
        await preview.getByLabel('Türkçe').check();
        await dialogShot(page, 'content-editor-campaign-dialog-tr-1280');

        await trTitle.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('alert').filter({ hasText: 'Kampanya kaydedildi.' }).waitFor();
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: newTitle }) });
        await row.waitFor();
        await row.getByText(editor.userName).waitFor();

        // A new visitor sees it, and so does a plain HTTP client within 5 seconds.
        await visit({}, async (visitor) => {
          await visitor.goto('/kampanyalar');
          await visitor.getByText(newTitle).first().waitFor();
          expect(await visitor.getByText(added.tr, { exact: true }).count()).toBe(0);
        });
        await expect.poll(async () => listed(await rawHtml('/kampanyalar')), { timeout: 5_000 }).toBe(true);

        // Taken off the site: the row stays here, marked, and the site no longer lists it.
        await row.getByRole('button', { name: `Yayından kaldır: ${newTitle}` }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: `“${newTitle}” yayından kaldırıldı.` })
          .waitFor();
        await row.getByText('Yayında değil', { exact: true }).waitFor();
        await row.getByRole('button', { name: `Yayına al: ${newTitle}` }).waitFor();
        await expect.poll(async () => listed(await rawHtml('/kampanyalar')), { timeout: 5_000 }).toBe(false);
      });
    } finally {
      // Whatever happened above, the test's campaign leaves the site.
      const mine = (await listCampaigns(token)).filter(
        (row) => row.active && [added.tr, newTitle].includes(row.texts.tr.title),
      );
      for (const row of mine) {
        const off = await api('PUT', `/campaigns/admin/${row.id}`, token, { ...editOf(row), active: false });
        expect(off.status).toBe(200);
      }
    }
  });
});
