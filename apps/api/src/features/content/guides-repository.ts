import type { GuideAdmin, GuideEdit, LocalizedGuide } from '@pusula/core/contract/content.ts';
import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupBy, perLang } from './content-repository.ts';
import { guides, guideTexts } from './content-tables.ts';

type GuideRow = typeof guides.$inferSelect;
type GuideTextRow = typeof guideTexts.$inferSelect;

/** A guide's texts per language (null when a language is missing). */
export function guideTextsOf(rows: GuideTextRow[]): LocalizedGuide['texts'] | null {
  return perLang(rows, (row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    introTitle: row.introTitle,
    introSubtitle: row.introSubtitle,
    introParagraph: row.introParagraph,
    content: row.content,
  }));
}

function toGuideAdmin(row: GuideRow, texts: GuideTextRow[]): GuideAdmin | null {
  const perLanguage = guideTextsOf(texts);
  if (!perLanguage) return null;
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    active: row.active,
    isSample: row.isSample,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    texts: perLanguage,
  };
}

/** Every guide (inactive ones too) with its texts in every language, by sort order. */
export async function listGuidesAdmin(db: Db, onlySlug?: string): Promise<GuideAdmin[]> {
  const rows = await db
    .select()
    .from(guides)
    .where(onlySlug === undefined ? undefined : eq(guides.slug, onlySlug))
    .orderBy(asc(guides.sortOrder), asc(guides.id));
  const texts = groupBy(await db.select().from(guideTexts), (text) => text.guideId);
  return rows.flatMap((row) => toGuideAdmin(row, texts.get(row.id) ?? []) ?? []);
}

/** A localized slug already used by another guide or another language (the write was rolled back). */
export class SlugTakenError extends Error {
  readonly lang: Lang;
  constructor(lang: Lang) {
    super(`guide slug taken (${lang})`);
    this.name = 'SlugTakenError';
    this.lang = lang;
  }
}

/** PostgreSQL's unique_violation, whichever driver (and drizzle's wrapper) carries it. */
function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Replaces a guide's image, state and texts (already sanitised) in one transaction. Null when there
 * is no guide with that Turkish slug; throws SlugTakenError (nothing written) when a localized slug
 * clashes with another guide's or language's.
 */
export async function updateGuide(db: Db, slug: string, edit: GuideEdit, by: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(guides).where(eq(guides.slug, slug)).for('update');
    if (!current) return null;
    let size = { imageWidth: current.imageWidth, imageHeight: current.imageHeight };
    if (edit.image !== current.image) {
      const [known] = await tx
        .select({ imageWidth: guides.imageWidth, imageHeight: guides.imageHeight })
        .from(guides)
        .where(eq(guides.image, edit.image))
        .limit(1);
      size = known ?? { imageWidth: 960, imageHeight: 480 };
    }
    await tx
      .update(guides)
      .set({
        image: edit.image,
        ...size,
        active: edit.active,
        isSample: false,
        updatedAt: new Date(),
        updatedBy: by,
      })
      .where(eq(guides.id, current.id));
    // Delete and insert rather than update, so swapping two languages' slugs does not clash midway.
    await tx.delete(guideTexts).where(eq(guideTexts.guideId, current.id));
    for (const lang of LANGS) {
      try {
        await tx.insert(guideTexts).values({ guideId: current.id, lang, ...edit.texts[lang] });
      } catch (error) {
        throw isUniqueViolation(error) ? new SlugTakenError(lang) : error;
      }
    }
    return (await listGuidesAdmin(tx, slug))[0] ?? null;
  });
}
