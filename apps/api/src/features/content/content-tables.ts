import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A campaign card (home shows the first six active ones by sort order; /kampanyalar lists all active). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  /** Site-relative image path (e.g. `/images/campaigns/x.svg`), with its intrinsic size. */
  image: text('image').notNull(),
  imageWidth: integer('image_width').notNull().default(640),
  imageHeight: integer('image_height').notNull().default(360),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Optional link the card points to (a site path or an https URL). */
  link: text('link'),
  isSample: boolean('is_sample').notNull().default(false),
  /** Natural key of a seeded campaign (seeding is idempotent by it); null for editor-made ones. */
  seedKey: text('seed_key').unique(),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A campaign's texts in one language (tr, en, ar). */
export const campaignTexts = pgTable(
  'campaign_texts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.lang] })],
);

/** A guide article under /avantajli-cozumler/{slug} (slug = the Turkish route's slug). */
export const guides = pgTable('guides', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  imageWidth: integer('image_width').notNull().default(960),
  imageHeight: integer('image_height').notNull().default(480),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  isSample: boolean('is_sample').notNull().default(false),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A guide's texts in one language; `slug` is that language's own slug (en/ar redirect to the Turkish route). */
export const guideTexts = pgTable(
  'guide_texts',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    introTitle: text('intro_title').notNull(),
    introSubtitle: text('intro_subtitle').notNull(),
    introParagraph: text('intro_paragraph').notNull(),
    /** Sanitised HTML (lists, paragraphs, emphasis, links only), see docs/content.md. */
    content: text('content').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.guideId, table.lang] }),
    uniqueIndex('guide_texts_slug_unique').on(sql`lower(${table.slug})`),
  ],
);
