import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The consumer price index, one row per month and base (docs/domain-rules.md#consumer-price-index):
 * `base` '2003' (2003=100, published until December 2025) or '2025' (2025=100, from January 2026).
 * `source` says where the figure came from: 'tuik' (the published figures the database is seeded
 * with), 'evds' (the central bank's data service) or 'editor' (entered in the console, `updated_by`).
 */
export const cpiIndex = pgTable(
  'cpi_index',
  {
    month: text('month').notNull(),
    base: text('base').notNull(),
    value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.base] }),
    check('cpi_index_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('cpi_index_base_check', sql`${table.base} in ('2003', '2025')`),
    check('cpi_index_value_check', sql`${table.value} > 0`),
  ],
);

/** Every EVDS import run, failed or not (like the market's import runs). */
export const cpiImportRuns = pgTable('cpi_import_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status').notNull(),
  rows: integer('rows').notNull().default(0),
  error: text('error'),
});
