import { createHash } from 'node:crypto';
import type { SliderBank } from '@pusula/core/contract/banks.ts';
import type { LocalizedCampaign, LocalizedGuide, SiteData } from '@pusula/core/contract/content.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { banks } from '../../db/schema.ts';
import { dataVersionsOf } from '../../lib/data-versions.ts';
import { groupBy, listCampaignsAdmin } from './content-repository.ts';
import { campaigns, guides, guideTexts } from './content-tables.ts';
import { guideTextsOf } from './guides-repository.ts';

/** A snapshot older than this is read again before it is served (or sooner when the stored version moves). */
export const SNAPSHOT_MAX_AGE_MS = 5_000;
const DEFAULT_SITE_URL = 'http://localhost:3000';

interface SiteContent {
  campaigns: LocalizedCampaign[];
  guides: LocalizedGuide[];
  banks: SliderBank[];
  campaignsUpdatedAt: string | null;
}

/** Everything the public pages read, in one consistent (repeatable-read) pass. */
export async function loadSiteContent(db: Db): Promise<SiteContent> {
  return db.transaction(
    async (tx) => {
      const campaignRows = await listCampaignsAdmin(tx);
      const [latest] = await tx.select({ at: max(campaigns.updatedAt) }).from(campaigns);
      const guideRows = await tx
        .select()
        .from(guides)
        .where(eq(guides.active, true))
        .orderBy(asc(guides.sortOrder), asc(guides.id));
      const texts = groupBy(await tx.select().from(guideTexts), (text) => text.guideId);
      const bankRows = await tx.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
      return {
        campaigns: campaignRows
          .filter((row) => row.active)
          .map(({ id, image, imageWidth, imageHeight, link, isSample, texts }) => ({
            id,
            image,
            imageWidth,
            imageHeight,
            link,
            isSample,
            asOf: isSample ? SAMPLE_AS_OF : null,
            texts,
          })),
        guides: guideRows.flatMap(({ id, slug, image, imageWidth, imageHeight, updatedAt }) => {
          const perLanguage = guideTextsOf(texts.get(id) ?? []);
          if (!perLanguage) return [];
          return [
            { slug, image, imageWidth, imageHeight, updatedAt: updatedAt.toISOString(), texts: perLanguage },
          ];
        }),
        banks: bankRows.map(({ name, displayName, website, logoColor }) => ({
          name,
          displayName,
          website,
          logoColor,
        })),
        campaignsUpdatedAt: latest?.at ? new Date(latest.at).toISOString() : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

interface Snapshot extends SiteContent {
  bySlug: Map<string, LocalizedGuide>;
  /** English and Arabic slugs → the Turkish slug and the language. */
  aliases: Map<string, { slug: string; lang: Lang }>;
}

function indexed(content: SiteContent): Snapshot {
  const aliases = new Map<string, { slug: string; lang: Lang }>();
  for (const guide of content.guides)
    for (const lang of ['en', 'ar'] as const) aliases.set(guide.texts[lang].slug, { slug: guide.slug, lang });
  return { ...content, bySlug: new Map(content.guides.map((guide) => [guide.slug, guide])), aliases };
}

/** The SiteData the pages and the content routes share, plus the reload the editor routes trigger. */
export interface ContentSiteData extends SiteData {
  /** Reads the content again now (after an edit); resolves once the new snapshot is served. */
  reload(): Promise<void>;
}

/**
 * SiteData over an in-memory snapshot of campaigns, guides and banks, loaded together and read again
 * once {@link SNAPSHOT_MAX_AGE_MS} old, once the stored `content` version moves (an edit in another
 * process, seen within about a second: decision 0008), or at once after a local edit. `version()`
 * moves whenever a reload finds different content.
 */
export function createSiteData(db: Db, siteUrl: string): ContentSiteData {
  const stored = dataVersionsOf(db).of('content');
  let snapshot: Snapshot | null = null;
  let loadedAt = 0;
  /** The stored content version read just before the snapshot's data. */
  let loadedVersion = 0;
  let fingerprint = '';
  let version = 0;
  let changedAt = new Date().toISOString();
  let started = 0;
  let applied = 0;
  let inFlight: Promise<Snapshot> | null = null;

  const load = (fresh = false): Promise<Snapshot> => {
    started += 1;
    const mine = started;
    const promise = stored
      .read(fresh)
      .then(async (storedVersion) => ({ storedVersion, content: await loadSiteContent(db) }))
      .then(({ storedVersion, content }) => {
        if (mine > applied) {
          applied = mine;
          const print = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
          if (print !== fingerprint) {
            fingerprint = print;
            version += 1;
            changedAt = new Date().toISOString();
          }
          snapshot = indexed(content);
          loadedAt = Date.now();
          loadedVersion = storedVersion;
        }
        return snapshot as Snapshot;
      })
      .finally(() => {
        if (inFlight === promise) inFlight = null;
      });
    inFlight = promise;
    return promise;
  };

  const upToDate = () => Date.now() - loadedAt < SNAPSHOT_MAX_AGE_MS && stored.seen() === loadedVersion;

  const current = async (): Promise<Snapshot> => {
    if (snapshot && upToDate()) return snapshot;
    try {
      return await (inFlight ?? load());
    } catch (error) {
      if (!snapshot) throw error;
      // Keep serving the last good snapshot; try again in a second.
      loadedAt = Date.now() - SNAPSHOT_MAX_AGE_MS + 1_000;
      loadedVersion = stored.seen();
      return snapshot;
    }
  };

  return {
    siteUrl,
    campaigns: async () => (await current()).campaigns,
    guides: async () => (await current()).guides,
    guide: async (slug) => (await current()).bySlug.get(slug) ?? null,
    guideAlias: async (slug) => (await current()).aliases.get(slug) ?? null,
    banks: async () => (await current()).banks,
    campaignsUpdatedAt: async () => (await current()).campaignsUpdatedAt ?? changedAt,
    version: () => {
      // A renderer may only ask for the version (cached pages): let a stale snapshot refresh meanwhile.
      if (!inFlight && !upToDate()) current().catch(() => {});
      return version;
    },
    reload: async () => {
      try {
        await load(true);
      } catch {
        loadedAt = 0; // the edit is committed; the next read loads again
      }
    },
  };
}

const shared = new WeakMap<Db, ContentSiteData>();

/**
 * The one SiteData of a database in this process, used by the content routes and the page renderer
 * alike (so an edit shows on both at once). A given `siteUrl` replaces the instance's.
 */
export function getSiteData(db: Db, siteUrl?: string): ContentSiteData {
  let instance = shared.get(db);
  if (!instance) {
    instance = createSiteData(db, siteUrl ?? DEFAULT_SITE_URL);
    shared.set(db, instance);
  } else if (siteUrl !== undefined) instance.siteUrl = siteUrl;
  return instance;
}

/** Called by the editor routes after each write: the shared snapshot is read again before they answer. */
export async function refreshSiteData(db: Db): Promise<void> {
  await shared.get(db)?.reload();
}
