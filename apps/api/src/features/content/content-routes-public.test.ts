import {
  campaignEditSchema,
  type GuideAdmin,
  guideEditSchema,
  guideTextSchema,
} from '@pusula/core/contract/content.ts';
import { LANGS } from '@pusula/core/i18n/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { call, guideBody } from '../../test/content-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { sanitizeGuideHtml } from './content-sanitize.ts';
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
});
afterAll(async () => {
  await ctx?.close();
});

const ACCEPT = { tr: 'tr-TR,tr;q=0.9', en: 'en-US,en;q=0.9', ar: 'ar' } as const;
const GUIDE = GUIDE_SEEDS[0]!;

describe(`content: public reads (${storeKind()})`, () => {
  it('every demo text fits the editor schemas, so an editor can save any seeded item back unchanged', () => {
    for (const seed of CAMPAIGN_SEEDS)
      expect(campaignEditSchema.safeParse({ ...seed, active: true }).success, seed.key).toBe(true);
    for (const seed of GUIDE_SEEDS) {
      expect(guideEditSchema.safeParse({ ...seed, active: true }).success, seed.slug).toBe(true);
      expect(seed.texts.tr.slug).toBe(seed.slug);
      for (const lang of LANGS)
        expect(
          guideTextSchema.shape.content.safeParse(sanitizeGuideHtml(seed.texts[lang].content)).success,
        ).toBe(true);
    }
    const slugs = GUIDE_SEEDS.flatMap((seed) => LANGS.map((lang) => seed.texts[lang].slug.toLowerCase()));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('GET /api/campaigns: active campaigns by sort order in the request language, cached a minute', async () => {
    for (const lang of LANGS) {
      const response = await call(ctx.app, 'GET', '/api/campaigns', { 'accept-language': ACCEPT[lang] });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const data = response.body.data as { title: string; description: string; link: string | null }[];
      expect(data.map((card) => card.title)).toEqual(CAMPAIGN_SEEDS.map((seed) => seed.texts[lang].title));
      expect(Object.keys(data[0]!).sort()).toEqual(
        ['description', 'id', 'image', 'imageHeight', 'imageWidth', 'link', 'title'].sort(),
      );
    }
    const plain = await call(ctx.app, 'GET', '/api/campaigns');
    expect((plain.body.data as { title: string }[])[0]?.title).toBe(CAMPAIGN_SEEDS[0]?.texts.tr.title);
  });

  it('GET /api/guides lists the active guides in the request language', async () => {
    const response = await call(ctx.app, 'GET', '/api/guides', { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body.data).toEqual(
      GUIDE_SEEDS.map((seed) => ({
        id: seed.slug,
        title: seed.texts.en.title,
        description: seed.texts.en.description,
        image: seed.image,
        imageWidth: seed.imageWidth,
        imageHeight: seed.imageHeight,
      })),
    );
  });

  it('GET /api/guides/{slug} answers by the Turkish, English or Arabic slug in the request language', async () => {
    for (const slugLang of LANGS) {
      for (const lang of LANGS) {
        const url = `/api/guides/${encodeURIComponent(GUIDE.texts[slugLang].slug)}`;
        const response = await call(ctx.app, 'GET', url, { 'accept-language': ACCEPT[lang] });
        expect(response.status, `${slugLang} slug, ${lang}`).toBe(200);
        const data = response.body.data as Record<string, string>;
        expect(data).toMatchObject({
          id: GUIDE.slug,
          title: GUIDE.texts[lang].title,
          introTitle: GUIDE.texts[lang].introTitle,
          introSubtitle: GUIDE.texts[lang].introSubtitle,
          introParagraph: GUIDE.texts[lang].introParagraph,
          image: GUIDE.image,
        });
        expect(data.content).toContain('<');
        expect(new Date(data.updatedAt!).toISOString()).toBe(data.updatedAt);
      }
    }
  });

  it('an unknown, malformed or inactive slug is 404 in the error shape, in the request language', async () => {
    const unknown = await call(ctx.app, 'GET', '/api/guides/olmayan-rehber');
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'İstenilen kaynak bulunamadı.', errors: ['Rehber bulunamadı.'] },
    });
    const english = await call(ctx.app, 'GET', '/api/guides/olmayan-rehber', { 'accept-language': 'en' });
    expect(english.body.errors).toEqual(['Guide not found.']);
    const arabic = await call(ctx.app, 'GET', '/api/guides/olmayan-rehber', { 'accept-language': 'ar' });
    expect(arabic.body.errors).toEqual(['الدليل غير موجود.']);
    for (const bad of [
      GUIDE.slug.toUpperCase(),
      'a'.repeat(121),
      '..%2F..',
      'a%20b',
      'a_b',
      "a'b",
      '%F0%9F%92%B3',
    ]) {
      const response = await call(ctx.app, 'GET', `/api/guides/${bad}`);
      expect(response.status, bad).toBe(404);
      expect(response.body.message, bad).toBe('İstenilen kaynak bulunamadı.');
    }
    // A NUL byte is refused by the one text rule before any lookup (plugins/clean-text.ts).
    {
      const response = await call(ctx.app, 'GET', '/api/guides/a%00b');
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(['path: Geçersiz karakter içeriyor.']);
    }
    const admin = (await call(ctx.app, 'GET', '/api/guides/admin', callers.Editor)).body.data as GuideAdmin[];
    const guide = admin.find((row) => row.slug === GUIDE.slug)!;
    const url = `/api/guides/admin/${guide.slug}`;
    expect(
      (await call(ctx.app, 'PUT', url, callers.Editor, { ...guideBody(guide), active: false })).status,
    ).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/guides/${GUIDE.slug}`)).status).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/guides/${encodeURIComponent(GUIDE.texts.en.slug)}`)).status,
    ).toBe(404);
    const list = (await call(ctx.app, 'GET', '/api/guides')).body.data as { id: string }[];
    expect(list.map((row) => row.id)).not.toContain(GUIDE.slug);
    expect(
      (await call(ctx.app, 'PUT', url, callers.Editor, { ...guideBody(guide), active: true })).status,
    ).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/guides/${GUIDE.slug}`)).status).toBe(200);
  });

  it('seeding again adds nothing and keeps an editor change', async () => {
    const admin = (await call(ctx.app, 'GET', '/api/guides/admin', callers.Admin)).body.data as GuideAdmin[];
    const guide = admin.find((row) => row.slug === GUIDE.slug)!;
    const body = guideBody(guide);
    body.texts.tr.title = 'Editörün başlığı';
    expect((await call(ctx.app, 'PUT', `/api/guides/admin/${GUIDE.slug}`, callers.Admin, body)).status).toBe(
      200,
    );
    expect(await seedContent(ctx.db)).toEqual({ campaigns: 0, guides: 0 });
    const after = (await call(ctx.app, 'GET', '/api/guides/admin', callers.Admin)).body.data as GuideAdmin[];
    expect(after).toHaveLength(GUIDE_SEEDS.length);
    expect(after.find((row) => row.slug === GUIDE.slug)).toMatchObject({
      isSample: false,
      texts: { tr: { title: 'Editörün başlığı' } },
    });
    const campaigns = (await call(ctx.app, 'GET', '/api/campaigns/admin', callers.Admin)).body
      .data as object[];
    expect(campaigns).toHaveLength(CAMPAIGN_SEEDS.length);
    expect(campaigns[0]).toMatchObject({ isSample: true, sortOrder: 1 });
  });
});
