import type { CampaignAdmin, GuideAdmin } from '@pusula/core/contract/content.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { call, campaignBody, guideBody, insertTestGuide } from '../../test/content-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { seedContent } from './content-seed.ts';
import { GUIDE_SEEDS } from './seed-data/guides.ts';
import { getSiteData } from './site-data.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await startApp();
  await seedContent(ctx.db);
  await insertTestGuide(ctx.db, 'test-rehberi');
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

const SLUG = GUIDE_SEEDS[0]!.slug;
const adminCampaigns = async () =>
  (await call(ctx.app, 'GET', '/api/campaigns/admin', editor)).body.data as CampaignAdmin[];
const adminGuide = async (slug = SLUG) =>
  ((await call(ctx.app, 'GET', '/api/guides/admin', editor)).body.data as GuideAdmin[]).find(
    (guide) => guide.slug === slug,
  )!;

describe(`content editor: guides (${storeKind()})`, () => {
  it('sanitises the HTML on save: no script, handler or javascript: URL comes back', async () => {
    const guide = await adminGuide();
    const body = guideBody(guide);
    const dirty =
      '<script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x">ok</p><a href="javascript:alert(1)">x</a>';
    body.texts.en.content = dirty;
    const saved = await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, body);
    expect(saved.status).toBe(200);
    for (const content of [
      (saved.body.data as GuideAdmin).texts.en.content,
      (await adminGuide()).texts.en.content,
      (
        (await call(ctx.app, 'GET', `/api/guides/${SLUG}`, { 'accept-language': 'en' })).body.data as {
          content: string;
        }
      ).content,
    ]) {
      expect(content).toBe('<p>ok</p><a>x</a>');
      expect(content).not.toMatch(/script|onerror|onclick|javascript:/i);
    }
    body.texts.en.content = '<p>a</p><script>a script long enough to pass the length check</script>';
    const short = await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, body);
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatch(/^texts\.en\.content: /);
    expect((await adminGuide()).texts.en.content).toBe('<p>ok</p><a>x</a>');
  });

  it('a slug clash on the third language is 400 naming it, and nothing of the save is kept', async () => {
    const before = await adminGuide();
    const other = await adminGuide('test-rehberi');
    const body = guideBody(before);
    body.image = '/images/guides/changed.svg';
    body.texts.tr.title = 'Bu başlık kaydedilmemeli';
    body.texts.en.slug = 'a-brand-new-english-slug';
    body.texts.ar.slug = other.texts.en.slug.toUpperCase().toLowerCase();
    const clash = await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, body);
    expect(clash).toMatchObject({
      status: 400,
      body: { errors: ['texts.ar.slug: Bu bağlantı adı başka bir rehberde veya dilde kullanılıyor.'] },
    });
    const english = await call(
      ctx.app,
      'PUT',
      `/api/guides/admin/${SLUG}`,
      { ...editor, 'accept-language': 'en' },
      {
        ...body,
        texts: { ...body.texts, ar: { ...body.texts.ar, slug: 'a-brand-new-english-slug' } },
      },
    );
    expect(english.body.errors).toEqual([
      'texts.ar.slug: this slug is already used by another guide or language.',
    ]);
    expect(await adminGuide()).toEqual(before);
    expect((await call(ctx.app, 'GET', '/api/guides/a-brand-new-english-slug')).status).toBe(404);
  });

  it('keeps the Turkish slug fixed, swaps the other slugs freely and serves slugs up to 120 characters', async () => {
    const guide = await adminGuide();
    const moved = guideBody(guide);
    moved.texts.tr.slug = 'baska-bir-adres';
    const refused = await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, moved);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatch(/^texts\.tr\.slug: /);
    const unknown = await call(ctx.app, 'PUT', '/api/guides/admin/olmayan-rehber', editor, {
      ...moved,
      texts: { ...moved.texts, tr: { ...moved.texts.tr, slug: 'olmayan-rehber' } },
    });
    expect(unknown).toMatchObject({ status: 404, body: { errors: ['Rehber bulunamadı.'] } });

    const swapped = guideBody(guide);
    swapped.texts.en.slug = guide.texts.ar.slug;
    swapped.texts.ar.slug = guide.texts.en.slug;
    expect((await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, swapped)).status).toBe(200);
    const long = `${'uzun-'.repeat(23)}adres`;
    expect(long).toHaveLength(120);
    swapped.texts.en.slug = long;
    expect((await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, swapped)).status).toBe(200);
    const viaLong = await call(ctx.app, 'GET', `/api/guides/${long}`, { 'accept-language': 'ar' });
    expect(viaLong.status).toBe(200);
    expect(viaLong.body.data).toMatchObject({ id: SLUG, title: guide.texts.ar.title });
    expect((await call(ctx.app, 'GET', `/api/guides/${long}x`)).status).toBe(404);
  });

  it('the shared SiteData moves its version and shows the new title right after an edit', async () => {
    const site = getSiteData(ctx.db, 'https://www.example.com.tr');
    expect(site).toBe(getSiteData(ctx.db));
    expect(site.siteUrl).toBe('https://www.example.com.tr');
    await site.guides();
    const version = site.version();
    await site.guides();
    expect(site.version()).toBe(version);
    const body = guideBody(await adminGuide());
    body.texts.tr.title = 'Snapshot başlığı';
    expect((await call(ctx.app, 'PUT', `/api/guides/admin/${SLUG}`, editor, body)).status).toBe(200);
    expect(site.version()).toBeGreaterThan(version);
    expect((await site.guide(SLUG))?.texts.tr.title).toBe('Snapshot başlığı');
    const [campaign] = await adminCampaigns();
    const next = site.version();
    const renamed = { ...campaignBody(campaign!), active: true };
    renamed.texts = { ...renamed.texts, tr: { ...renamed.texts.tr, title: 'Snapshot kampanyası' } };
    expect((await call(ctx.app, 'PUT', `/api/campaigns/admin/${campaign!.id}`, editor, renamed)).status).toBe(
      200,
    );
    expect(site.version()).toBeGreaterThan(next);
    expect((await site.campaigns()).find((row) => row.id === campaign!.id)?.texts.tr.title).toBe(
      'Snapshot kampanyası',
    );
  });
});
