import type { CampaignAdmin, CampaignEdit, PerLang } from '@pusula/core/contract/content.ts';
import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, campaignTexts } from './content-tables.ts';

type CampaignRow = typeof campaigns.$inferSelect;
type CampaignTextRow = typeof campaignTexts.$inferSelect;

/** Rows of one entity grouped per language; null when a language is missing (a half-made row). */
export function perLang<R extends { lang: string }, T>(rows: R[], pick: (row: R) => T): PerLang<T> | null {
  const out: Partial<Record<Lang, T>> = {};
  for (const row of rows)
    if ((LANGS as readonly string[]).includes(row.lang)) out[row.lang as Lang] = pick(row);
  return LANGS.every((lang) => out[lang] !== undefined) ? (out as PerLang<T>) : null;
}

export function groupBy<R, K>(rows: R[], key: (row: R) => K): Map<K, R[]> {
  const map = new Map<K, R[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

const campaignText = (row: CampaignTextRow) => ({ title: row.title, description: row.description });

function toCampaignAdmin(row: CampaignRow, texts: CampaignTextRow[]): CampaignAdmin | null {
  const perLanguage = perLang(texts, campaignText);
  if (!perLanguage) return null;
  return {
    id: row.id,
    image: row.image,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    link: row.link,
    active: row.active,
    sortOrder: row.sortOrder,
    isSample: row.isSample,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    texts: perLanguage,
  };
}

/** Every campaign (inactive ones too) with its texts in every language, by sort order. */
export async function listCampaignsAdmin(db: Db, onlyId?: number): Promise<CampaignAdmin[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(onlyId === undefined ? undefined : eq(campaigns.id, onlyId))
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.id));
  const texts = groupBy(
    await db
      .select()
      .from(campaignTexts)
      .where(onlyId === undefined ? undefined : eq(campaignTexts.campaignId, onlyId)),
    (text) => text.campaignId,
  );
  return rows.flatMap((row) => toCampaignAdmin(row, texts.get(row.id) ?? []) ?? []);
}

/** The size of an image already in use (an editor names a path, not the file's size), else the default. */
async function imageSize(db: Db, image: string, fallback: { width: number; height: number }) {
  const [known] = await db
    .select({ width: campaigns.imageWidth, height: campaigns.imageHeight })
    .from(campaigns)
    .where(eq(campaigns.image, image))
    .limit(1);
  return { imageWidth: known?.width ?? fallback.width, imageHeight: known?.height ?? fallback.height };
}

async function writeCampaignTexts(tx: Db, campaignId: number, texts: CampaignEdit['texts']) {
  for (const lang of LANGS) {
    const text = { title: texts[lang].title, description: texts[lang].description };
    await tx
      .insert(campaignTexts)
      .values({ campaignId, lang, ...text })
      .onConflictDoUpdate({ target: [campaignTexts.campaignId, campaignTexts.lang], set: text });
  }
}

/** A new campaign, last in the order; the row and its three texts in one transaction. */
export async function createCampaign(db: Db, edit: CampaignEdit, by: string): Promise<CampaignAdmin> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ value: max(campaigns.sortOrder) }).from(campaigns);
    const [row] = await tx
      .insert(campaigns)
      .values({
        image: edit.image,
        ...(await imageSize(tx, edit.image, { width: 640, height: 360 })),
        link: edit.link ?? null,
        active: edit.active,
        sortOrder: (last?.value ?? 0) + 1,
        updatedBy: by,
      })
      .returning({ id: campaigns.id });
    await writeCampaignTexts(tx, row!.id, edit.texts);
    return (await listCampaignsAdmin(tx, row!.id))[0]!;
  });
}

/**
 * Replaces a campaign's fields and texts in one transaction (`link` left out keeps the current one;
 * `active: false` takes it off the site). Null when there is no such campaign.
 */
export async function updateCampaign(
  db: Db,
  id: number,
  edit: CampaignEdit,
  by: string,
): Promise<CampaignAdmin | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) return null;
    const size =
      edit.image === current.image
        ? { imageWidth: current.imageWidth, imageHeight: current.imageHeight }
        : await imageSize(tx, edit.image, { width: 640, height: 360 });
    await tx
      .update(campaigns)
      .set({
        image: edit.image,
        ...size,
        link: edit.link === undefined ? current.link : edit.link,
        active: edit.active,
        isSample: false, // an editor's text is no longer demo data
        updatedAt: new Date(),
        updatedBy: by,
      })
      .where(eq(campaigns.id, id));
    await writeCampaignTexts(tx, id, edit.texts);
    return (await listCampaignsAdmin(tx, id))[0] ?? null;
  });
}

/**
 * Puts the campaigns in the order of `ids`, which must name every campaign exactly once (null
 * otherwise, and nothing changes).
 */
export async function reorderCampaigns(db: Db, ids: number[], by: string): Promise<CampaignAdmin[] | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: campaigns.id, sortOrder: campaigns.sortOrder })
      .from(campaigns)
      .for('update');
    const existing = new Set(rows.map((row) => row.id));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== existing.size || ids.some((id) => !existing.has(id)))
      return null;
    const now = new Date();
    const orderOf = new Map(rows.map((row) => [row.id, row.sortOrder]));
    for (const [index, id] of ids.entries()) {
      if (orderOf.get(id) === index + 1) continue;
      await tx
        .update(campaigns)
        .set({ sortOrder: index + 1, updatedAt: now, updatedBy: by })
        .where(eq(campaigns.id, id));
    }
    return listCampaignsAdmin(tx);
  });
}
