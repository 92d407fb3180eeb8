import type { CampaignAdmin, GuideAdmin } from '@pusula/core/contract/content.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { call, guideBody, insertTestGuide, newCampaign } from '../../test/content-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

// docs/security.md "Links": no link the editors save may resolve to another site.
let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;
beforeAll(async () => {
  ctx = await startApp();
  await insertTestGuide(ctx.db, 'baglanti-rehberi');
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

const OFF_SITE = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '//evil.example/x',
  '/%5Cevil.example/x',
  '/%2F/evil.example',
  '/\t/evil.example',
  'https:/\\evil.example',
];
const campaigns = async () =>
  (await call(ctx.app, 'GET', '/api/campaigns/admin', editor)).body.data as CampaignAdmin[];

describe(`campaign and guide links (${storeKind()})`, () => {
  it('refuses every protocol-relative or backslash spelling of a campaign link with 400, storing nothing', async () => {
    const created = await call(ctx.app, 'POST', '/api/campaigns/admin', editor, newCampaign('Bağlantı'));
    expect(created.status).toBe(201);
    const id = (created.body.data as CampaignAdmin).id;
    const before = await campaigns();
    for (const link of OFF_SITE) {
      const body = { ...newCampaign('Kötü bağlantı'), link };
      const posted = await call(ctx.app, 'POST', '/api/campaigns/admin', editor, body);
      expect(posted.status, link).toBe(400);
      expect(posted.body.errors?.length, link).toBeGreaterThan(0);
      const put = await call(ctx.app, 'PUT', `/api/campaigns/admin/${id}`, editor, body);
      expect(put.status, link).toBe(400);
    }
    expect(await campaigns()).toEqual(before);
    const fine = { ...newCampaign('İyi bağlantı'), link: '/rehberler/baglanti-rehberi' };
    expect((await call(ctx.app, 'PUT', `/api/campaigns/admin/${id}`, editor, fine)).status).toBe(200);
  });

  it('saves a guide with such links as plain text links (no href)', async () => {
    const guide = ((await call(ctx.app, 'GET', '/api/guides/admin', editor)).body.data as GuideAdmin[]).find(
      (item) => item.slug === 'baglanti-rehberi',
    )!;
    const body = guideBody(guide);
    body.texts.tr.content = OFF_SITE.map((href) => `<p><a href="${href}">bağlantı</a></p>`).join('');
    const saved = await call(ctx.app, 'PUT', '/api/guides/admin/baglanti-rehberi', editor, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const content = (saved.body.data as GuideAdmin).texts.tr.content;
    expect(content).toBe('<p><a>bağlantı</a></p>'.repeat(OFF_SITE.length));
  });
});
