import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The system log: sign-ins, every change made through the API and every server error. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: serial('id').primaryKey(),
    level: text('level').notNull(),
    event: text('event').notNull(),
    message: text('message').notNull(),
    userName: text('user_name'),
    method: text('method'),
    path: text('path'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('system_logs_created_idx').on(table.createdAt),
    index('system_logs_level_idx').on(table.level),
  ],
);
