import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every quote ever imported (history: rows are only appended). The latest quote of a code is its row
 * with the newest as-of time. A re-import of the same bulletin adds nothing (unique code/source/as-of).
 */
export const marketQuotes = pgTable(
  'market_quotes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    buy: doublePrecision('buy'),
    sell: doublePrecision('sell'),
    value: doublePrecision('value').notNull(),
    change: doublePrecision('change'),
    changePercent: doublePrecision('change_percent'),
    source: text('source').notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('market_quotes_code_source_as_of_unique').on(table.code, table.source, table.asOf),
    index('market_quotes_code_as_of_idx').on(table.code, table.asOf),
  ],
);

/** One row per importer run, failures included (the error text says why). */
export const marketImportRuns = pgTable(
  'market_import_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    rows: integer('rows').notNull().default(0),
  },
  (table) => [index('market_import_runs_source_started_idx').on(table.source, table.startedAt)],
);
