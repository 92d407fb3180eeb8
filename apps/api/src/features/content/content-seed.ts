import { LANGS } from '@pusula/core/i18n/languages.ts';
import { max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sanitizeGuideHtml } from './content-sanitize.ts';
import { campaigns, campaignTexts, guides, guideTexts } from './content-tables.ts';
import { CAMPAIGN_SEEDS } from './seed-data/campaigns.ts';
import { GUIDE_SEEDS } from './seed-data/guides.ts';
import { refreshSiteData } from './site-data.ts';

/**
 * The demo campaigns (by `seed_key`) and the six guides (by slug), sample data, inserted only when
 * missing: an editor's later changes survive every restart. One transaction, so a seed is never
 * half-written; guide HTML goes through the same sanitiser as an editor's save.
 */
export async function seedContent(db: Db): Promise<{ campaigns: number; guides: number }> {
  const counts = await db.transaction(async (tx) => {
    const [last] = await tx.select({ value: max(campaigns.sortOrder) }).from(campaigns);
    const base = last?.value ?? 0;
    let newCampaigns = 0;
    for (const [index, seed] of CAMPAIGN_SEEDS.entries()) {
      const [row] = await tx
        .insert(campaigns)
        .values({
          seedKey: seed.key,
          image: seed.image,
          imageWidth: seed.imageWidth,
          imageHeight: seed.imageHeight,
          link: seed.link,
          sortOrder: base + index + 1,
          isSample: true,
        })
        .onConflictDoNothing()
        .returning({ id: campaigns.id });
      if (!row) continue;
      newCampaigns += 1;
      await tx
        .insert(campaignTexts)
        .values(LANGS.map((lang) => ({ campaignId: row.id, lang, ...seed.texts[lang] })));
    }
    let newGuides = 0;
    for (const [index, seed] of GUIDE_SEEDS.entries()) {
      const [row] = await tx
        .insert(guides)
        .values({
          slug: seed.slug,
          image: seed.image,
          imageWidth: seed.imageWidth,
          imageHeight: seed.imageHeight,
          sortOrder: index + 1,
          isSample: true,
        })
        .onConflictDoNothing()
        .returning({ id: guides.id });
      if (!row) continue;
      newGuides += 1;
      // A localized slug an editor has since given another guide is left out rather than failing the start.
      await tx
        .insert(guideTexts)
        .values(
          LANGS.map((lang) => ({
            guideId: row.id,
            lang,
            ...seed.texts[lang],
            content: sanitizeGuideHtml(seed.texts[lang].content),
          })),
        )
        .onConflictDoNothing();
    }
    return { campaigns: newCampaigns, guides: newGuides };
  });
  if (counts.campaigns + counts.guides > 0) await refreshSiteData(db);
  return counts;
}
