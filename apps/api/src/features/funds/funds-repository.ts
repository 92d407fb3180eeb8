import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FundKind, FundRecord } from './funds-parser.ts';
import { fundImportRuns, funds } from './funds-tables.ts';

export type FundRow = typeof funds.$inferSelect;
export type FundImportRun = typeof fundImportRuns.$inferSelect;

type Executor = Pick<Db, 'insert' | 'delete' | 'select'>;

const BATCH = 500;

function toRows(
  kind: FundKind,
  records: FundRecord[],
  meta: { isSample: boolean; asOf: string | null; importedAt: Date },
) {
  return records.map((record) => ({ kind, ...record, ...meta }));
}

/** Inserts records in batches; with `onlyMissing`, rows whose (kind, code) exists are left alone. */
export async function insertFunds(
  db: Executor,
  kind: FundKind,
  records: FundRecord[],
  meta: { isSample: boolean; asOf: string | null; importedAt: Date },
  onlyMissing = false,
): Promise<number> {
  let inserted = 0;
  const rows = toRows(kind, records, meta);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const query = db.insert(funds).values(batch);
    const result = await (onlyMissing ? query.onConflictDoNothing() : query).returning({ id: funds.id });
    inserted += result.length;
  }
  return inserted;
}

/**
 * Replaces a kind's funds and writes the successful run-log row in one transaction: readers see the
 * old list or the new one, never a half-written one.
 */
export async function replaceFunds(
  db: Db,
  kind: FundKind,
  records: FundRecord[],
  run: { source: string; startedAt: Date },
): Promise<void> {
  const importedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(funds).where(eq(funds.kind, kind));
    await insertFunds(tx, kind, records, {
      isSample: false,
      asOf: importedAt.toISOString().slice(0, 10),
      importedAt,
    });
    await tx.insert(fundImportRuns).values({
      source: run.source,
      kind,
      startedAt: run.startedAt,
      finishedAt: new Date(),
      ok: true,
      rows: records.length,
    });
  });
}

export async function logFailedRun(
  db: Db,
  kind: string,
  run: { source: string; startedAt: Date; error: string },
): Promise<void> {
  await db.insert(fundImportRuns).values({
    source: run.source,
    kind,
    startedAt: run.startedAt,
    finishedAt: new Date(),
    ok: false,
    error: run.error.slice(0, 1000),
    rows: 0,
  });
}

export function listFunds(db: Db, kind: FundKind): Promise<FundRow[]> {
  return db.select().from(funds).where(eq(funds.kind, kind)).orderBy(asc(funds.code));
}

export async function hasImportedFunds(db: Db, kind: FundKind): Promise<boolean> {
  const rows = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.kind, kind), eq(funds.isSample, false)))
    .limit(1);
  return rows.length > 0;
}

/** True when the latest import attempt of a kind failed (the served list is then older than wanted). */
export async function lastRunFailed(db: Db, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ ok: fundImportRuns.ok })
    .from(fundImportRuns)
    .where(eq(fundImportRuns.kind, kind))
    .orderBy(desc(fundImportRuns.id))
    .limit(1);
  return row !== undefined && !row.ok;
}

export async function lastSuccessfulRun(db: Db): Promise<FundImportRun | undefined> {
  const rows = await db
    .select()
    .from(fundImportRuns)
    .where(eq(fundImportRuns.ok, true))
    .orderBy(desc(fundImportRuns.finishedAt))
    .limit(1);
  return rows[0];
}

export function listRuns(db: Db): Promise<FundImportRun[]> {
  return db.select().from(fundImportRuns).orderBy(asc(fundImportRuns.id));
}
