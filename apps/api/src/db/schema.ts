import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Key/value facts about this database (demo seed version and the like). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counter per served data area (offers, content, market, funds), bumped by triggers in the same
 * transaction as every write of the area's tables, so each API process sees another's change by
 * reading this small table (decision 0008). The triggers live in migration 0007.
 */
export const dataVersions = pgTable('data_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banks as the spec names them (Ziraat, Akbank, ...), shown in the logo slider and the offers. */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    isParticipation: boolean('is_participation').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    website: text('website').notNull(),
    logoColor: text('logo_color').notNull().default('#1f4e79'),
    sortOrder: integer('sort_order').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    asOf: date('as_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('banks_name_unique').on(sql`lower(${table.name})`)],
);
