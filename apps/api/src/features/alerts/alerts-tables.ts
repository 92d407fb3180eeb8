import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A visitor's e-mail alert (docs/decisions/0018-alerts.md): pending until the mailed link confirms it,
 * then active until unsubscribed. `armed` means the condition was last seen false, so the next
 * crossing mails once; `fired_count` numbers the crossings (the fired mail's dedupe key).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    threshold: numeric('threshold', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    lang: text('lang').notNull().default('tr'),
    status: text('status').notNull().default('pending'),
    /** The requester's address group, for the contact form's per-address limit. */
    ip: text('ip'),
    armed: boolean('armed').notNull().default(true),
    firedCount: integer('fired_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    index('alerts_email_idx').on(table.email),
    index('alerts_ip_created_idx').on(table.ip, table.createdAt),
    index('alerts_active_idx').on(table.kind).where(sql`${table.status} = 'active'`),
  ],
);

/**
 * The mailed tokens, kept only as SHA-256 hashes: one confirmation token per alert, and a fresh
 * unsubscribe token in every mail (the plain token exists only in that mail).
 */
export const alertTokens = pgTable(
  'alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alert_tokens_alert_idx').on(table.alertId)],
);
