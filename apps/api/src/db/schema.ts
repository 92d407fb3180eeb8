import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
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

/**
 * The generic mail outbox (docs/decisions/0018-alerts.md): a mail is committed here, in the same
 * transaction as the change that calls for it, before anything is sent; lib/mail-outbox/ claims,
 * sends, retries and gives up with the contact outbox's rules. `dedupe_key` is unique, so a restart
 * or a second process never queues the same mail twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is (alert-confirm, alert-fired, alert-limit), for the console's counts. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mail_outbox_dedupe_key_unique').on(table.dedupeKey),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
