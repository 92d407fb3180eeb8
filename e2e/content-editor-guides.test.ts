import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { dialogShot, rawHtml, SHOTS } from './support/content-editor-steps.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { api, apiToken, signInToConsole } from './support/sign-in.ts';

const visit = fileVisitor();

interface Guide {
  slug: string;
  image: string;
  active: boolean;
  texts: Record<'tr' | 'en' | 'ar', Record<string, string>>;
}

describe('the content editor and the inbox', () => {
  it('a script saved into a guide never runs: not in the preview, not on the page, not in the raw HTML', async () => {
    const token = await apiToken();
    const answer = await api('GET', '/guides/admin', token);
    expect(answer.status).toBe(200);
    const guides = answer.body.data as Guide[];
    const guide = guides[0]!;
    const title = guide.texts.tr.title!;
    const payload = '<script>window.__pwned=1</script><p>Güvenli metin</p>';
    try {
      await visit({}, async (page) => {
        await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.goto('/yonetim/icerik');
        await page.getByRole('tab', { name: 'Rehberler' }).click();
        await page.waitForURL('**/yonetim/icerik?bolum=rehberler');
        const table = page.getByRole('table', { name: 'Rehberler' });
        await table.getByRole('rowheader', { name: title }).waitFor();
        expect(await table.locator('tbody tr').count()).toBe(guides.length);
        await screenshot(page, 'content-editor-guides-tr-1280');

        await table.getByRole('button', { name: `Düzenle: ${title}` }).click();
        const dialog = page.getByRole('dialog', { name: `Rehberi düzenle · ${title}` });
        const slugs = dialog.getByRole('group', { name: 'Bağlantı adı' });
        expect(await slugs.getByLabel('Türkçe').inputValue()).toBe(guide.slug);
        expect(await slugs.getByLabel('Türkçe').getAttribute('readonly')).not.toBeNull();
        const content = dialog.getByRole('group', { name: 'İçerik (HTML)' }).getByLabel('Türkçe');
        await content.fill(payload);

        // The live preview: the text is shown, the script is neither in the page nor run.
        const preview = dialog.getByTestId('guide-preview-content');
        await preview.getByText('Güvenli metin').waitFor();
        expect(await preview.locator('script').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        await dialogShot(page, 'content-editor-guide-dialog-tr-1280');

        // Saved: the dialog stays open with what the server stored (the script removed).
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await page.getByRole('alert').filter({ hasText: 'Rehber kaydedildi.' }).waitFor();
        await dialog.getByText('Sunucu izin verilmeyen biçimlendirmeyi içerikten kaldırdı.').waitFor();
        expect(await content.inputValue()).toBe('<p>Güvenli metin</p>');
        if (SHOTS) await page.waitForTimeout(1_000); // the toast's entrance, for the picture only
        await dialogShot(page, 'content-editor-guide-saved-tr-1280');
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        await dialog.getByRole('button', { name: 'Kapat', exact: true }).last().click();
        await dialog.waitFor({ state: 'hidden' });
      });

      const path = `/avantajli-cozumler/${encodeURIComponent(guide.slug)}`;
      await visit({}, async (page) => {
        await page.goto(path);
        await page.getByText('Güvenli metin').first().waitFor();
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      });
      await expect
        .poll(async () => (await rawHtml(path)).includes('Güvenli metin'), { timeout: 5_000, interval: 250 })
        .toBe(true);
      expect(await rawHtml(path)).not.toContain('<script>window.__pwned');
    } finally {
      const restored = await api('PUT', `/guides/admin/${encodeURIComponent(guide.slug)}`, token, {
        image: guide.image,
        active: guide.active,
        texts: guide.texts,
      });
      expect(restored.status).toBe(200);
    }
  });
});
