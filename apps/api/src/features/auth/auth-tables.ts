import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts (docs/security.md "Sign-in limits"), in the database so the limits hold across API
 * processes: failures of the last hour, and successes of the last 30 days (an address that signed in to
 * an account before is not held back by the account-wide limit). `accountKey` is the account's id
 * (`user:<id>`) when the identifier names one, else the identifier itself, so an unknown name is
 * limited exactly like a real one.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_account_idx').on(table.accountKey, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
    index('login_attempts_pair_idx').on(table.accountKey, table.ip, table.createdAt),
  ],
);

/**
 * One row per counted event of a windowed limit (scope `register`: accounts made per address), so a
 * limit holds across API processes (apps/api/src/features/auth/rate-window.ts).
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_events_scope_key_idx').on(table.scope, table.key, table.createdAt)],
);
