import { and, asc, desc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FundPriceRow } from './fund-history-parser.ts';
import type { FundKind } from './funds-parser.ts';
import { fundPrices } from './funds-tables.ts';

const BATCH = 500;

/**
 * Writes price rows: an imported row replaces the stored one of its day (sample or not); with
 * `onlyMissing` (the demo seed) stored rows are left alone.
 */
export async function upsertPrices(
  db: Pick<Db, 'insert'>,
  kind: FundKind,
  rows: FundPriceRow[],
  options: { isSample?: boolean; onlyMissing?: boolean } = {},
): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows.slice(start, start + BATCH).map((row) => ({
      kind,
      isSample: options.isSample ?? false,
      ...row,
    }));
    const query = db.insert(fundPrices).values(values);
    const done = options.onlyMissing
      ? query.onConflictDoNothing()
      : query.onConflictDoUpdate({
          target: [fundPrices.code, fundPrices.day],
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            price: sql`excluded.price`,
            shares: sql`excluded.shares`,
            investors: sql`excluded.investors`,
            portfolioSize: sql`excluded.portfolio_size`,
            isSample: sql`excluded.is_sample`,
          },
        });
    written += (await done.returning({ code: fundPrices.code })).length;
  }
  return written;
}

/** Deletes the sample prices of every code but `codes` (imported prices are never touched). */
export async function forgetSamplePricesExcept(db: Pick<Db, 'delete'>, codes: string[]): Promise<number> {
  const rows = await db
    .delete(fundPrices)
    .where(and(eq(fundPrices.isSample, true), notInArray(fundPrices.code, codes)))
    .returning({ code: fundPrices.code });
  return rows.length;
}

export interface StoredPrice {
  day: string;
  price: number;
  isSample: boolean;
  name: string;
  kind: string;
}

/** A fund's prices from `from` to `to` (inclusive), oldest first. */
export function pricesOf(db: Db, code: string, from: string, to: string): Promise<StoredPrice[]> {
  return db
    .select({
      day: fundPrices.day,
      price: fundPrices.price,
      isSample: fundPrices.isSample,
      name: fundPrices.name,
      kind: fundPrices.kind,
    })
    .from(fundPrices)
    .where(and(eq(fundPrices.code, code), gte(fundPrices.day, from), lte(fundPrices.day, to)))
    .orderBy(asc(fundPrices.day));
}

/** The latest price day stored for a fund, or null. */
export async function latestDayOf(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ day: fundPrices.day })
    .from(fundPrices)
    .where(eq(fundPrices.code, code))
    .orderBy(desc(fundPrices.day))
    .limit(1);
  return row?.day ?? null;
}

/** Every fund code with stored prices (for the sitemap). */
export async function codesWithPrices(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: fundPrices.code })
    .from(fundPrices)
    .orderBy(asc(fundPrices.code));
  return rows.map((row) => row.code);
}
