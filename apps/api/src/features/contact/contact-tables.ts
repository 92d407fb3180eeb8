import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A message from the contact form, committed before the visitor is told it was received, and the
 * outbox row that mails it (delivery_status pending → sent | failed; attempts; next_attempt_at).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    message: text('message'),
    lang: text('lang').notNull().default('tr'),
    /** The sender's address as the server saw it (for the per-address limit). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on the row while it sends (a lease: a crashed worker's claim expires). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    handled: boolean('handled').notNull().default(false),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_messages_outbox_idx').on(table.deliveryStatus, table.nextAttemptAt),
    index('contact_messages_ip_idx').on(table.ip, table.createdAt),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);
