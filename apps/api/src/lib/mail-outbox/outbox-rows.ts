import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { describeFailure, PERMANENT_ATTEMPTS, retryDelaySeconds } from './mail-transport.ts';

/** A claim on a row while it is sent; a crashed worker's claim runs out after this. */
const LEASE = sql`now() + interval '2 minutes'`;
/** Any failure this long after the row was stored gives up. */
const GIVE_UP_AFTER = sql`interval '48 hours'`;

/** The columns an outbox table has (pending → sent | failed), whatever its other columns. */
export interface OutboxTable {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
  sentAt: PgColumn;
  createdAt: PgColumn;
  /**
   * Columns emptied when the row is done with, sent or given up (`failed`), in the statement that
   * says so: a mail whose text holds a secret link forgets it once it will never be sent again
   * (mail-outbox.ts). Each column gets its `empty` value.
   */
  forget?: ReadonlyArray<{ column: PgColumn; empty: SQL }>;
}

const col = (column: PgColumn) => sql.identifier(column.name);

/** `, a = empty, b = empty` (or, given a condition, `, a = case when … then empty else a end`). */
function forgetting(t: OutboxTable, when?: SQL): SQL {
  const parts = (t.forget ?? []).map(({ column, empty }) =>
    when
      ? sql`, ${col(column)} = case when ${when} then ${empty} else ${col(column)} end`
      : sql`, ${col(column)} = ${empty}`,
  );
  return sql.join(parts, sql``);
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims the next due row of an outbox (decision 0004): the lease is set in the same statement that
 * picks the row, and rows another worker holds are skipped. Answers the row's id, or null.
 */
export async function claimDue(db: Db, t: OutboxTable): Promise<number | null> {
  const result = await db.execute(sql`
    update ${t.table} set ${col(t.lockedUntil)} = ${LEASE}
    where ${col(t.id)} in (
      select ${col(t.id)} from ${t.table}
      where ${col(t.status)} = 'pending' and ${col(t.nextAttemptAt)} <= now()
        and (${col(t.lockedUntil)} is null or ${col(t.lockedUntil)} < now())
      order by ${col(t.nextAttemptAt)}, ${col(t.id)}
      limit 1
      for update skip locked)
    returning ${col(t.id)} as id`);
  const [row] = rowsOf<{ id: number }>(result);
  return row ? Number(row.id) : null;
}

/** Marks a row sent right after the SMTP server accepted it (only a pending row; its `forget` columns emptied). */
export async function markSent(db: Db, t: OutboxTable, id: number): Promise<void> {
  await db.execute(sql`
    update ${t.table} set ${col(t.status)} = 'sent', ${col(t.sentAt)} = now(),
      ${col(t.attempts)} = ${col(t.attempts)} + 1, ${col(t.lockedUntil)} = null, ${col(t.lastError)} = null
      ${forgetting(t)}
    where ${col(t.id)} = ${id} and ${col(t.status)} = 'pending'`);
}

/**
 * Records a failed send: the next try after MAIL_RETRY_SECONDS × 2^(attempts−1) (at most an hour),
 * or `failed` after a permanent rejection on the third attempt or 48 hours after the row was stored
 * (a failed row's `forget` columns emptied in the same statement).
 */
export async function recordFailure(
  db: Db,
  t: OutboxTable,
  row: { id: number; attempts: number },
  error: unknown,
  retrySeconds: number,
) {
  const { permanent, text } = describeFailure(error);
  const attempts = row.attempts + 1;
  const giveUp = permanent && attempts >= PERMANENT_ATTEMPTS;
  const delay = retryDelaySeconds(retrySeconds, attempts);
  // Every assignment reads the row as it was: the same condition sets `failed` and empties the columns.
  const fails = sql`(${giveUp}::boolean or ${col(t.createdAt)} < now() - ${GIVE_UP_AFTER})`;
  const result = await db.execute(sql`
    update ${t.table} set ${col(t.attempts)} = ${col(t.attempts)} + 1, ${col(t.lastError)} = ${text},
      ${col(t.lockedUntil)} = null,
      ${col(t.nextAttemptAt)} = now() + make_interval(secs => ${delay}::double precision),
      ${col(t.status)} = case when ${fails} then 'failed' else 'pending' end
      ${forgetting(t, fails)}
    where ${col(t.id)} = ${row.id} and ${col(t.status)} = 'pending'
    returning ${col(t.status)} as status`);
  const [updated] = rowsOf<{ status: string }>(result);
  return { status: updated?.status === 'failed' ? ('failed' as const) : ('pending' as const), text };
}
