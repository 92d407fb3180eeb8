// The API contract for campaigns and guides (docs/content.md#campaigns-and-guides): one zod schema per shape, used by the
// API for its route schemas and by the web app for its types and editor forms.
import { z } from 'zod';
import type { Lang } from '../i18n/languages.ts';
import type { SliderBank } from './banks.ts';
import type { FundPagesData } from './fund-pages.ts';
import type { MarketSiteData } from './market-history.ts';
import { isSafeLink, LINK_MAX } from './site-link.ts';

/**
 * A site path (`/images/x.svg`, `/kampanyalar`) or an https URL (`isSafeLink`; the length first).
 * A refused link is a format issue, as a pattern's would be (the editor names it by that code).
 */
const linkLike = z
  .string()
  .trim()
  .max(LINK_MAX, { abort: true })
  .superRefine((link, ctx) => {
    if (!isSafeLink(link)) ctx.addIssue({ code: 'invalid_format', format: 'link', input: link });
  });

/** Image path inside the site (`/images/...`), never an outside host. */
export const imagePathSchema = z
  .string()
  .trim()
  .max(300, { abort: true })
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/);

/** GET /api/campaigns → `{ data: CampaignCard[] }` in the request's language. */
export const campaignCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  link: z.string().nullable(),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/** GET /api/guides/{slug} → `{ data: Guide }` in the request's language (`id` is the Turkish slug). */
export const guideSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  introTitle: z.string(),
  introSubtitle: z.string(),
  introParagraph: z.string(),
  /** Sanitised HTML: lists, paragraphs, emphasis and links only. */
  content: z.string(),
  updatedAt: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

/** Texts of a campaign in one language, as an editor sends them. */
export const campaignTextSchema = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(600),
});

/** Texts of a guide in one language, as an editor sends them (content is sanitised on save). */
export const guideTextSchema = z.object({
  slug: z
    .string()
    .trim()
    .max(120, { abort: true })
    .min(3)
    .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u),
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().min(10).max(400),
  introTitle: z.string().trim().min(3).max(200),
  introSubtitle: z.string().trim().min(3).max(300),
  introParagraph: z.string().trim().min(10).max(3000),
  content: z.string().trim().min(10).max(50_000),
});

const perLang = <T extends z.ZodType>(text: T) => z.object({ tr: text, en: text, ar: text });

/** POST /api/campaigns/admin and PUT /api/campaigns/admin/{id}: every field in the three languages. */
export const campaignEditSchema = z.object({
  image: imagePathSchema,
  link: linkLike.nullable().optional(),
  active: z.boolean(),
  texts: perLang(campaignTextSchema),
});
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

/** PUT /api/guides/admin/{slug}: image, active and the texts in the three languages. */
export const guideEditSchema = z.object({
  image: imagePathSchema,
  active: z.boolean(),
  texts: perLang(guideTextSchema),
});
export type GuideEdit = z.infer<typeof guideEditSchema>;

/** An editor's view of a campaign: every language at once, inactive ones included. */
export const campaignAdminSchema = campaignEditSchema.extend({
  id: z.number().int(),
  sortOrder: z.number().int(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  link: z.string().nullable(),
  isSample: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type CampaignAdmin = z.infer<typeof campaignAdminSchema>;

export const guideAdminSchema = guideEditSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  isSample: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type GuideAdmin = z.infer<typeof guideAdminSchema>;

/** PUT /api/campaigns/admin/order: the campaign ids in their new order. */
export const campaignOrderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

// --- What the server-rendered pages read (the API hands this to the web renderer as load context) ---

export type PerLang<T> = Record<Lang, T>;

/** A campaign with its texts in every language, so a page switches language without a request. */
export interface LocalizedCampaign {
  id: number;
  image: string;
  imageWidth: number;
  imageHeight: number;
  link: string | null;
  /** Demo campaigns are sample data, shown with their as-of date (the demo date). */
  isSample: boolean;
  asOf: string | null;
  texts: PerLang<{ title: string; description: string }>;
}

export interface LocalizedGuide {
  slug: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  updatedAt: string;
  texts: PerLang<Omit<Guide, 'id' | 'image' | 'imageWidth' | 'imageHeight' | 'updatedAt'> & { slug: string }>;
}

/** The data the server-rendered public pages read, straight from the API's stores (no HTTP hop). */
export interface SiteData {
  /** Absolute origin for canonical links, Open Graph and the sitemap (SITE_URL). */
  siteUrl: string;
  /** Active campaigns by sort order. */
  campaigns(): Promise<LocalizedCampaign[]>;
  /** Active guides by sort order (titles in every language, for lists, the sitemap and the footer). */
  guides(): Promise<LocalizedGuide[]>;
  /** One active guide by its Turkish slug, or null. */
  guide(slug: string): Promise<LocalizedGuide | null>;
  /** An English or Arabic slug → the Turkish slug and that language; null when unknown. */
  guideAlias(slug: string): Promise<{ slug: string; lang: Lang } | null>;
  /** Banks of the logo slider (public banks, about 20). */
  banks(): Promise<SliderBank[]>;
  /** Last change of the campaigns (ISO time), for the sitemap. */
  campaignsUpdatedAt(): Promise<string>;
  /** Bumped on every content change: rendered pages cached under an older version are stale. */
  version(): number;
  /** Rates history and the converter for the currency pages (set by the API; absent: no data). */
  market?: MarketSiteData;
  /** The fund pages' data (set by the API beside the content; absent in renderer tests that need none). */
  funds?: FundPagesData;
}
