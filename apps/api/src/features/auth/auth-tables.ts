import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts of the last 15 minutes, in the database so the lockout holds across API processes.
 * `accountKey` is the account's id (`user:<id>`) when the identifier names one, else the identifier
 * itself, so an unknown name locks exactly like a real one.
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
  ],
);
