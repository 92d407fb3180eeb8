import type { CpiRow } from '@pusula/core/contract/cpi.ts';
import { PUBLISHED_CPI } from '@pusula/core/cpi/cpi-published.ts';
import type { CpiBase } from '@pusula/core/cpi/cpi-series.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import { cpiIndex } from './cpi-tables.ts';

/** Bumped when PUBLISHED_CPI gains figures, so a data folder seeded before gets them once. */
export const CPI_SEED_VERSION = 3;

/** Every stored month, oldest first (2003 base before 2025 within a month). */
export async function listCpi(db: Db): Promise<CpiRow[]> {
  const rows = await db
    .select({ month: cpiIndex.month, base: cpiIndex.base, value: cpiIndex.value, source: cpiIndex.source })
    .from(cpiIndex)
    .orderBy(asc(cpiIndex.month), asc(cpiIndex.base));
  return rows as CpiRow[];
}

/**
 * The published figures, written once per CPI_SEED_VERSION (not at every start: a figure an Editor
 * removed stays removed). A month already stored keeps its stored value.
 */
export async function seedPublishedCpi(db: Db): Promise<number> {
  const [meta] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'cpiSeed'));
  if (meta && (meta.value as { version?: number }).version === CPI_SEED_VERSION) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(cpiIndex)
      .values(PUBLISHED_CPI.map((point) => ({ ...point, source: 'tuik' })))
      .onConflictDoNothing()
      .returning({ month: cpiIndex.month });
    await tx
      .insert(appMeta)
      .values({ key: 'cpiSeed', value: { version: CPI_SEED_VERSION } })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: { version: CPI_SEED_VERSION }, updatedAt: sql`now()` },
      });
    return inserted.length;
  });
}

/** Writes one month's value (an Editor's or an import's). */
export async function upsertCpi(
  db: Db,
  point: { month: string; base: CpiBase; value: number },
  source: 'evds' | 'editor',
  by: string | null,
): Promise<CpiRow> {
  const [row] = await db
    .insert(cpiIndex)
    .values({ ...point, source, updatedBy: by })
    .onConflictDoUpdate({
      target: [cpiIndex.month, cpiIndex.base],
      set: { value: point.value, source, updatedBy: by, updatedAt: sql`now()` },
    })
    .returning({
      month: cpiIndex.month,
      base: cpiIndex.base,
      value: cpiIndex.value,
      source: cpiIndex.source,
    });
  return row as CpiRow;
}

export async function deleteCpi(db: Db, month: string, base: CpiBase): Promise<boolean> {
  const removed = await db
    .delete(cpiIndex)
    .where(and(eq(cpiIndex.month, month), eq(cpiIndex.base, base)))
    .returning({ month: cpiIndex.month });
  return removed.length > 0;
}
