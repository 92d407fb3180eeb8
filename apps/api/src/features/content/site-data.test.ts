import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { BANK_SEEDS } from '../../db/seed-data/banks.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { campaignTexts } from './content-tables.ts';
import { CAMPAIGN_SEEDS } from './seed-data/campaigns.ts';
import { GUIDE_SEEDS } from './seed-data/guides.ts';
import { createSiteData, SNAPSHOT_MAX_AGE_MS } from './site-data.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const GUIDE = GUIDE_SEEDS[0]!;

/** As if another API process (or a script) changed the first campaign's Turkish title. */
async function retitleFirstCampaign(site: ReturnType<typeof createSiteData>, title: string) {
  const [first] = await site.campaigns();
  await ctx.db
    .update(campaignTexts)
    .set({ title })
    .where(and(eq(campaignTexts.campaignId, first!.id), eq(campaignTexts.lang, 'tr')));
}

describe(`site data for the page renderer (${storeKind()})`, () => {
  it('serves campaigns, guides, aliases and the slider banks from one snapshot', async () => {
    const site = createSiteData(ctx.db, 'https://www.example.com.tr');
    expect(site.siteUrl).toBe('https://www.example.com.tr');
    const load = vi.spyOn(ctx.db, 'transaction');
    const [campaigns, guides, banks, guide] = await Promise.all([
      site.campaigns(),
      site.guides(),
      site.banks(),
      site.guide(GUIDE.slug),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(campaigns.map((campaign) => campaign.texts.ar.title)).toEqual(
      CAMPAIGN_SEEDS.map((seed) => seed.texts.ar.title),
    );
    expect(campaigns[0]).toMatchObject({
      isSample: true,
      asOf: SAMPLE_AS_OF,
      image: CAMPAIGN_SEEDS[0]?.image,
    });
    expect(guides.map((row) => row.slug)).toEqual(GUIDE_SEEDS.map((seed) => seed.slug));
    expect(guide?.texts.en.title).toBe(GUIDE.texts.en.title);
    expect(await site.guide('olmayan-rehber')).toBeNull();
    expect(await site.guideAlias(GUIDE.texts.en.slug)).toEqual({ slug: GUIDE.slug, lang: 'en' });
    expect(await site.guideAlias(GUIDE.texts.ar.slug)).toEqual({ slug: GUIDE.slug, lang: 'ar' });
    expect(await site.guideAlias(GUIDE.slug)).toBeNull();
    expect(banks).toHaveLength(BANK_SEEDS.length);
    expect(banks[0]).toEqual({
      name: BANK_SEEDS[0]?.name,
      displayName: BANK_SEEDS[0]?.displayName,
      website: BANK_SEEDS[0]?.website,
      logoColor: BANK_SEEDS[0]?.logoColor,
    });
    expect(new Date(await site.campaignsUpdatedAt()).toISOString()).toBe(await site.campaignsUpdatedAt());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sees a change made elsewhere within about a second, through the stored content version', async () => {
    const site = createSiteData(ctx.db, 'http://localhost:3000');
    await site.campaigns();
    const version = site.version();
    await retitleFirstCampaign(site, 'Öbür süreçten başlık');
    const changedAt = Date.now();
    expect((await site.campaigns())[0]?.texts.tr.title).not.toBe('Öbür süreçten başlık');
    await expect
      .poll(async () => (await site.campaigns())[0]?.texts.tr.title, { timeout: 2_500, interval: 50 })
      .toBe('Öbür süreçten başlık');
    expect(Date.now() - changedAt).toBeLessThan(SNAPSHOT_MAX_AGE_MS);
    expect(site.version()).toBe(version + 1);
  });

  it('sees a change made elsewhere once the snapshot ages, and then moves its version', async () => {
    const site = createSiteData(ctx.db, 'http://localhost:3000');
    await site.campaigns();
    const version = site.version();
    expect(version).toBe(1);
    await retitleFirstCampaign(site, 'Başka süreçten başlık');
    expect((await site.campaigns())[0]?.texts.tr.title).not.toBe('Başka süreçten başlık');
    expect(site.version()).toBe(version);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SNAPSHOT_MAX_AGE_MS + 1);
    expect((await site.campaigns())[0]?.texts.tr.title).toBe('Başka süreçten başlık');
    expect(site.version()).toBe(version + 1);

    // Reading again without a change keeps the version.
    vi.setSystemTime(Date.now() + SNAPSHOT_MAX_AGE_MS + 1);
    await site.guides();
    expect(site.version()).toBe(version + 1);
  });

  it('version() alone refreshes a stale snapshot in the background', async () => {
    const site = createSiteData(ctx.db, 'http://localhost:3000');
    await site.campaigns();
    const version = site.version();
    await retitleFirstCampaign(site, 'Arka planda yenilenen başlık');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SNAPSHOT_MAX_AGE_MS + 1);
    expect(site.version()).toBe(version);
    await vi.waitFor(() => expect(site.version()).toBe(version + 1));
  });

  it('keeps serving the last good snapshot when a reload fails, and reload() forces a new one', async () => {
    const site = createSiteData(ctx.db, 'http://localhost:3000');
    const before = await site.campaigns();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SNAPSHOT_MAX_AGE_MS + 1);
    vi.spyOn(ctx.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    expect(await site.campaigns()).toEqual(before);
    vi.restoreAllMocks();
    await retitleFirstCampaign(site, 'Zorla yenilenen başlık');
    await site.reload();
    expect((await site.campaigns())[0]?.texts.tr.title).toBe('Zorla yenilenen başlık');
  });
});
