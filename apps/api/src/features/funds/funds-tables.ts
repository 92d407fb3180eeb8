import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Percent returns as the fund platform gives them (4 decimals; null when the fund is too young). */
const fundReturn = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

/**
 * Investment funds (kind YAT, the spec's Tefas) and pension funds (EMK, Befas) with their seven
 * period returns. One import replaces a kind's rows in one transaction.
 */
export const funds = pgTable(
  'funds',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    umbrellaType: text('umbrella_type').notNull().default(''),
    return1m: fundReturn('return_1m'),
    return3m: fundReturn('return_3m'),
    return6m: fundReturn('return_6m'),
    returnYtd: fundReturn('return_ytd'),
    return1y: fundReturn('return_1y'),
    return3y: fundReturn('return_3y'),
    return5y: fundReturn('return_5y'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean('is_sample').notNull().default(false),
    asOf: date('as_of'),
  },
  (table) => [uniqueIndex('funds_kind_code_unique').on(table.kind, table.code)],
);

/** One row per import attempt: where from, when, whether it worked, why not, how many rows. */
export const fundImportRuns = pgTable('fund_import_runs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  kind: text('kind').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ok: boolean('ok').notNull().default(false),
  error: text('error'),
  rows: integer('rows').notNull().default(0),
});

/**
 * Daily unit prices from the platform's history answer (fonGnlBlgSiraliGetir), one row per fund and
 * price day (docs/domain-rules.md#fund-price-history). A later import of the same day overwrites it;
 * a malformed row never replaces a stored one.
 */
export const fundPrices = pgTable(
  'fund_prices',
  {
    code: text('code').notNull(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    price: numeric('price', { precision: 24, scale: 8, mode: 'number' }).notNull(),
    shares: doublePrecision('shares'),
    investors: integer('investors'),
    portfolioSize: doublePrecision('portfolio_size'),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.code, table.day] }), index('fund_prices_day').on(table.day)],
);
