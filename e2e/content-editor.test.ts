import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { withVisitor } from './support/page-helpers.ts';
import { AR_LOGIN, api, apiToken, signInToConsole } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's own console line for an HTTP 4xx a test provokes on purpose. */
const EXPECTED_4XX = /status of 4\d\d/;

interface CampaignText {
  title: string;
  description: string;
}
interface Campaign {
  id: number;
  image: string;
  link: string | null;
  active: boolean;
  sortOrder: number;
  updatedBy: string | null;
  texts: Record<'tr' | 'en' | 'ar', CampaignText>;
}
interface Guide {
  slug: string;
  image: string;
  active: boolean;
  texts: Record<'tr' | 'en' | 'ar', Record<string, string>>;
}

/** A new Editor account (made by the Admin through the API). */
async function createEditor(token: string) {
  const userName = `icerik.editor${Date.now()}`;
  const password = 'Icerik-Editor-42';
  const created = await api('POST', '/Users', token, {
    userName,
    email: `${userName}@e2e.test`,
    password,
    roles: ['Editor'],
  });
  expect(created.status).toBe(201);
  return { userName, password };
}

async function listCampaigns(token: string): Promise<Campaign[]> {
  const answer = await api('GET', '/campaigns/admin', token);
  expect(answer.status).toBe(200);
  return answer.body.data as Campaign[];
}

const editOf = (campaign: Campaign) => ({
  image: campaign.image,
  link: campaign.link,
  active: campaign.active,
  texts: campaign.texts,
});

/** The page's HTML as a plain HTTP client (curl) gets it, without running any script. */
async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`);
  return response.text();
}

/** Where each text first stands in the page's visible text (-1: not there). */
function positions(page: Page, texts: string[]): Promise<number[]> {
  return page.evaluate((list) => list.map((text) => document.body.innerText.indexOf(text)), texts);
}

/** True when the page does not scroll sideways (tables scroll inside their own box). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** True when a table needs no sideways scrolling inside its box. */
function tableFits(table: Locator): Promise<boolean> {
  return table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth <= box.clientWidth;
  });
}

const SHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * The open dialog whole: the window grows to its height for the picture, then shrinks back. Only when
 * pictures are asked for (E2E_SCREENSHOTS=1), as support/browser.ts#screenshot.
 */
async function dialogShot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  const needed = await page.evaluate(() => (document.querySelector('dialog[open]')?.scrollHeight ?? 0) + 64);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, needed) });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
  await page.setViewportSize(size);
}

/** What a phone shows first (the full-page pictures of a long narrow page are hard to read). */
async function viewportShot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
}

const campaignsTable = (page: Page) => page.getByRole('table', { name: 'Kampanyalar' });

describe('the content editor and the inbox', () => {
  // A campaign of the test's own: an edit takes a demo campaign's sample label away for good (the
  // server's rule), and e2e/content-pages.test.ts expects every card on the site to carry it.
  it('an Editor adds a campaign, retitles it (errors under the field first), a visitor and the raw HTML follow, then it goes off the site', async () => {
    const token = await apiToken();
    const editor = await createEditor(token);
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
      await withVisitor(browser, { expected: EXPECTED_4XX }, async (page) => {
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
        await withVisitor(browser, {}, async (visitor) => {
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
  it('a script saved into a guide never runs: not in the preview, not on the page, not in the raw HTML', async () => {
    const token = await apiToken();
    const answer = await api('GET', '/guides/admin', token);
    expect(answer.status).toBe(200);
    const guides = answer.body.data as Guide[];
    const guide = guides[0]!;
    const title = guide.texts.tr.title!;
    const payload = '<script>window.__pwned=1</script><p>Güvenli metin</p>';
    try {
      await withVisitor(browser, {}, async (page) => {
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
      await withVisitor(browser, {}, async (page) => {
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

  it("moving a campaign up changes the visitors' order (and moving it back restores it)", async () => {
    const token = await apiToken();
    const before = await listCampaigns(token);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [upper, lower] = [before[0]!, before[1]!];
    expect(upper.active && lower.active).toBe(true);
    const [a, b] = [upper.texts.tr.title, lower.texts.tr.title];
    const order = async () => {
      const html = await rawHtml('/kampanyalar');
      return html.indexOf(a) < html.indexOf(b) ? 'a-first' : 'b-first';
    };
    try {
      await withVisitor(browser, {}, async (page) => {
        await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.goto('/yonetim/icerik');
        const table = campaignsTable(page);
        await table.getByRole('rowheader', { name: b }).waitFor();
        expect(await page.getByRole('button', { name: `Yukarı taşı: ${a}` }).isDisabled()).toBe(true);

        await page.getByRole('button', { name: `Yukarı taşı: ${b}` }).click();
        await expect.poll(() => table.getByRole('rowheader').first().innerText()).toContain(b);
        await page
          .getByRole('status')
          .filter({ hasText: `“${b}” ${before.length} kampanya içinde 1. sıraya` })
          .waitFor();
        // Focus stays on the moved row (its up button is now disabled, so on its down button).
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(`Aşağı taşı: ${b}`);

        await withVisitor(browser, {}, async (visitor) => {
          await visitor.goto('/kampanyalar');
          await visitor.getByText(a).first().waitFor();
          const [atA, atB] = await positions(visitor, [a, b]);
          expect(atB).toBeGreaterThanOrEqual(0);
          expect(atB).toBeLessThan(atA!);
        });
        await expect.poll(order, { timeout: 5_000, interval: 250 }).toBe('b-first');

        // And back down with the keyboard.
        await page.keyboard.press('Enter');
        await expect.poll(() => table.getByRole('rowheader').first().innerText()).toContain(a);
        await expect.poll(order, { timeout: 5_000, interval: 250 }).toBe('a-first');
      });
    } finally {
      const now = await listCampaigns(token);
      if (now.map((row) => row.id).join() !== before.map((row) => row.id).join()) {
        const ids = before.map((row) => row.id);
        expect((await api('PUT', '/campaigns/admin/order', token, { ids })).status).toBe(200);
      }
    }
  });

  it('the inbox lists a message sent through the contact form, and its handled mark survives a reload', async () => {
    const stamp = Date.now();
    const name = `Gelen Kutusu ${stamp}`;
    const ending = `son cümle ${stamp}.`;
    const message = `Merhaba, ihtiyaç kredisi teklifleri hakkında bilgi almak istiyorum. Vade ve faiz oranları konusunda beni arayabilir misiniz? ${ending}`;
    const form = new FormData();
    form.set('full_name', name);
    form.set('email', `inbox${stamp}@e2e.test`);
    form.set('phone_number', '+90 (212) 555 00 00');
    form.set('message', message);
    const sent = await fetch(`${baseURL()}/api/send_mail_contact.php`, { method: 'POST', body: form });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    const token = await apiToken();
    const first = await api('GET', '/ContactMessages?pageNumber=1&pageSize=15', token);
    expect(first.status).toBe(200);
    const { mailEnabled } = first.body.data as { mailEnabled: boolean };

    await withVisitor(browser, {}, async (page) => {
      await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'İletişim Mesajları' })
        .click();
      await page.waitForURL('**/yonetim/mesajlar');
      await page.getByRole('heading', { name: 'İletişim Mesajları', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'İletişim mesajları' });
      const row = () => table.getByRole('row').filter({ hasText: name });
      await row().waitFor();
      // Newest first: the message just sent heads the list.
      expect(await table.getByRole('rowheader').first().innerText()).toContain(name);
      expect(await tableFits(table)).toBe(true);
      expect(await page.getByRole('note').filter({ hasText: 'E-posta gönderimi kapalı.' }).count()).toBe(
        mailEnabled ? 0 : 1,
      );

      const email = row().getByRole('link', { name: `inbox${stamp}@e2e.test` });
      expect(await email.getAttribute('href')).toBe(`mailto:inbox${stamp}@e2e.test`);
      expect(await row().getByRole('link', { name: '+90 (212) 555 00 00' }).getAttribute('href')).toBe(
        'tel:+902125550000',
      );
      if (!mailEnabled) await row().getByText('Bekliyor', { exact: true }).waitFor();
      // Time in the Turkish form: 20.11.2026 14:05.
      expect(await row().getByRole('cell').first().innerText()).toMatch(
        /^\d{2}\.\d{2}\.\d{4}\s+\d{2}:\d{2}$/,
      );

      // The long message is cut; "Tümünü göster" opens it.
      expect(await row().innerText()).not.toContain(ending);
      const more = row().getByRole('button', { name: 'Tümünü göster' });
      await more.click();
      await row().getByText(ending).waitFor();
      expect(await row().getByRole('button', { name: 'Daha az göster' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await screenshot(page, 'contact-inbox-tr-1280');

      await row()
        .getByRole('button', { name: `İşlendi olarak işaretle: ${name}` })
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: `Mesaj işlendi olarak işaretlendi: ${name}` })
        .waitFor();
      await row().getByText('İşlendi', { exact: true }).waitFor();

      await page.reload();
      await row().waitFor();
      await row().getByText('İşlendi', { exact: true }).waitFor();
      await row()
        .getByRole('button', { name: `İşlenmedi olarak işaretle: ${name}` })
        .waitFor();
      expect(await row().getAttribute('data-handled')).toBe('true');

      await page.setViewportSize({ width: 390, height: 800 });
      await row().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'contact-inbox-tr-390');
      await row().scrollIntoViewIfNeeded();
      await viewportShot(page, 'contact-inbox-tr-390-view');
    });
  });

  it('in Arabic the content page is right-to-left and the Arabic inputs are typed right-to-left', async () => {
    const token = await apiToken();
    const [first] = await listCampaigns(token);
    const title = first!.texts.tr.title;
    await withVisitor(browser, { lang: 'sa' }, async (page) => {
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
    await withVisitor(browser, { width: 390 }, async (page) => {
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
