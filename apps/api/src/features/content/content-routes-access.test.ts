import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedRoutes } from '../../plugins/authz.ts';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { call, type Method, newCampaign } from '../../test/content-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { seedContent } from './content-seed.ts';
import { CAMPAIGN_SEEDS } from './seed-data/campaigns.ts';
import { GUIDE_SEEDS } from './seed-data/guides.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
const callers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await startApp();
  await seedContent(ctx.db);
  callers.Editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
  callers.Admin = (await account(ctx.app, ctx.db, ['Admin'])).auth;
  callers.User = (await account(ctx.app, ctx.db, ['User'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

const GUIDE = GUIDE_SEEDS[0]!;

const EDITOR_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/campaigns/admin'],
  ['POST', '/api/campaigns/admin', newCampaign('Yetkisiz kampanya')],
  ['PUT', '/api/campaigns/admin/1', newCampaign('Yetkisiz kampanya')],
  ['PUT', '/api/campaigns/admin/order', { ids: CAMPAIGN_SEEDS.map((_, index) => index + 1).reverse() }],
  ['GET', '/api/guides/admin'],
  ['PUT', `/api/guides/admin/${GUIDE.slug}`, { image: GUIDE.image, active: false, texts: GUIDE.texts }],
];

describe(`content: editor routes need an Admin or Editor (${storeKind()})`, () => {
  it('exactly these content routes are protected, all for Admin and Editor (so the permission matrix walks them)', () => {
    const content = protectedRoutes(ctx.app)
      .filter((rule) => /^\/api\/(campaigns|guides)\b/.test(rule.url))
      .map((rule) => `${rule.method} ${rule.url} ${[...rule.roles].sort().join('|')}`);
    expect(content.sort()).toEqual(
      [
        'GET /api/campaigns/admin',
        'POST /api/campaigns/admin',
        'PUT /api/campaigns/admin/order',
        'PUT /api/campaigns/admin/:id',
        'GET /api/guides/admin',
        'PUT /api/guides/admin/:slug',
      ]
        .map((route) => `${route} Admin|Editor`)
        .sort(),
    );
  });

  it.each(EDITOR_ROUTES)(
    '%s %s: 401 without a token, 403 for a User, nothing changes',
    async (method, url, body) => {
      const before = [
        await call(ctx.app, 'GET', '/api/campaigns'),
        await call(ctx.app, 'GET', '/api/guides'),
      ].map((response) => response.body);
      const anonymous = await call(ctx.app, method, url, {}, body);
      expect(anonymous).toMatchObject({
        status: 401,
        body: { message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.' },
      });
      const user = await call(ctx.app, method, url, callers.User, body);
      expect(user).toMatchObject({
        status: 403,
        body: { message: 'Bu işlemi gerçekleştirmek için yetkiniz bulunmamaktadır.' },
      });
      const after = [
        await call(ctx.app, 'GET', '/api/campaigns'),
        await call(ctx.app, 'GET', '/api/guides'),
      ].map((response) => response.body);
      expect(after).toEqual(before);
    },
  );

  it.each(EDITOR_ROUTES.filter(([method]) => method === 'GET'))(
    '%s %s is open to Editors and Admins',
    async (method, url) => {
      expect((await call(ctx.app, method, url, callers.Editor)).status).toBe(200);
      expect((await call(ctx.app, method, url, callers.Admin)).status).toBe(200);
    },
  );
});
