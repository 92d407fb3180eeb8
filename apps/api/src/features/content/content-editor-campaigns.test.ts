import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, logRows, startApp } from '../../test/auth-test-kit.ts';
import { call, campaignBody, newCampaign } from '../../test/content-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { seedContent } from './content-seed.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await startApp();
  await seedContent(ctx.db);
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

const adminCampaigns = async () =>
  (await call(ctx.app, 'GET', '/api/campaigns/admin', editor)).body.data as CampaignAdmin[];
const publicTitles = async (lang = 'tr') =>
  (
    (await call(ctx.app, 'GET', '/api/campaigns', { 'accept-language': lang })).body.data as {
      title: string;
    }[]
  ).map((card) => card.title);

describe(`content editor: campaigns (${storeKind()})`, () => {
  it('creates a campaign last in the order, in every language, and it shows at once', async () => {
    const before = await adminCampaigns();
    const body = newCampaign('Yeni kampanya');
    body.texts.en = { title: 'New campaign', description: 'An English description' };
    const created = await call(ctx.app, 'POST', '/api/campaigns/admin', editor, body);
    expect(created.status).toBe(201);
    const data = created.body.data as CampaignAdmin;
    expect(data).toMatchObject({
      sortOrder: before.length + 1,
      isSample: false,
      link: '/kampanyalar',
      texts: { tr: { title: 'Yeni kampanya' }, en: { title: 'New campaign' } },
    });
    expect(data.updatedBy).toMatch(/^editor/);
    expect((await publicTitles()).at(-1)).toBe('Yeni kampanya');
    expect((await publicTitles('en')).at(-1)).toBe('New campaign');
    expect(await adminCampaigns()).toHaveLength(before.length + 1);
  });

  it('edits, reorders and deactivates (an inactive campaign leaves the public list, not the admin one)', async () => {
    const all = await adminCampaigns();
    const first = all[0]!;
    const changed = await call(ctx.app, 'PUT', `/api/campaigns/admin/${first.id}`, editor, {
      ...campaignBody(first),
      texts: { ...first.texts, ar: { title: 'عنوان جديد', description: 'وصف جديد للحملة' } },
    });
    expect(changed.status).toBe(200);
    expect((await publicTitles('ar'))[0]).toBe('عنوان جديد');

    const reversed = all.map((campaign) => campaign.id).reverse();
    const ordered = await call(ctx.app, 'PUT', '/api/campaigns/admin/order', editor, { ids: reversed });
    expect(ordered.status).toBe(200);
    expect((ordered.body.data as CampaignAdmin[]).map((campaign) => campaign.id)).toEqual(reversed);
    expect((await publicTitles())[0]).toBe(all.at(-1)!.texts.tr.title);

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), 999_999]]) {
      const refused = await call(ctx.app, 'PUT', '/api/campaigns/admin/order', editor, { ids });
      expect(refused).toMatchObject({
        status: 400,
        body: { errors: ['Sıralama, mevcut kampanyaların her birini tam olarak bir kez içermelidir.'] },
      });
    }
    expect((await adminCampaigns()).map((campaign) => campaign.id)).toEqual(reversed);

    const off = await call(ctx.app, 'PUT', `/api/campaigns/admin/${first.id}`, editor, {
      ...campaignBody(first),
      active: false,
    });
    expect(off.status).toBe(200);
    expect(await publicTitles()).not.toContain(first.texts.tr.title);
    expect((await adminCampaigns()).find((campaign) => campaign.id === first.id)).toMatchObject({
      active: false,
    });
  });

  it('refuses malformed ids with 400 and unknown ones with 404', async () => {
    const body = newCampaign('Kimlik denemesi');
    for (const id of ['99999999999', '0x1', '0', '01', '-1', '1.0', '1e3', '2147483648', '%201']) {
      const response = await call(ctx.app, 'PUT', `/api/campaigns/admin/${id}`, editor, body);
      expect(response.status, id).toBe(400);
      expect(response.body.errors, id).toEqual(['Geçersiz kimlik numarası.']);
    }
    const unknown = await call(ctx.app, 'PUT', '/api/campaigns/admin/2147483647', editor, body);
    expect(unknown).toMatchObject({ status: 404, body: { errors: ['Kampanya bulunamadı.'] } });
  });

  it('refuses a NUL byte or a lone surrogate in a text with 400 naming the field, and writes nothing', async () => {
    const before = await adminCampaigns();
    const withNul = newCampaign('Boş bayt');
    withNul.texts.tr.title = 'Boş\u0000bayt';
    const nul = await call(ctx.app, 'POST', '/api/campaigns/admin', editor, JSON.stringify(withNul));
    expect(nul).toMatchObject({
      status: 400,
      body: { errors: ['texts.tr.title: Geçersiz karakter içeriyor.'] },
    });
    const body = JSON.stringify(newCampaign('Yarım vekil')).replace(
      'Yarım vekil: açıklama',
      'Yarım \\ud800 vekil',
    );
    const surrogate = await call(ctx.app, 'PUT', `/api/campaigns/admin/${before[0]!.id}`, editor, body);
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors).toContain('texts.tr.description: Geçersiz karakter içeriyor.');
    expect(await adminCampaigns()).toEqual(before);
  });

  it('every edit is a system-log row with who, method, path and status', async () => {
    const [campaign] = await adminCampaigns();
    const url = `/api/campaigns/admin/${campaign!.id}`;
    // Earlier tests logged edits of the same campaign (a refused one among them): wait for this one's
    // row, which the request log writes after the answer, rather than read the last row at once.
    const earlier = (await logRows(ctx.db, { path: url }, 0)).length;
    expect((await call(ctx.app, 'PUT', url, editor, campaignBody(campaign!))).status).toBe(200);
    const rows = await logRows(ctx.db, { path: url }, earlier + 1);
    expect(rows.at(-1)).toMatchObject({ method: 'PUT', statusCode: 200, event: 'request' });
    expect(rows.at(-1)?.userName).toMatch(/^editor/);
  });
});
