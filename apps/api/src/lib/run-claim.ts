import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/** First key of the advisory locks taken here (the second is the job name's hash). */
const LOCK_SPACE = 0x5c4ed001;

/**
 * Claims this interval's run of a scheduled job for the calling process (decision 0008): under a
 * transaction-scoped advisory lock on the job, it reads when the job last ran (app_meta
 * `scheduled-run:<job>`) and, unless that is younger than the interval, stamps now and returns true.
 * Several API processes on one database thus run each job once per interval: a process that finds the
 * lock taken or the last run too recent skips its turn. The job itself runs after the commit, outside
 * the transaction (an import waits on the network far longer than a transaction may stay open).
 */
export async function claimScheduledRun(db: Db, job: string, intervalMs: number): Promise<boolean> {
  // A timer may fire a hair early and the stamp is taken a moment after the tick: a run due by this
  // process's own schedule must not lose to that, so allow 1 % of the interval (at most a second).
  const minAgeMs = intervalMs - Math.min(intervalMs * 0.01, 1_000);
  const key = `scheduled-run:${job}`;
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer `{ rows }`.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${job}::text)) as locked`,
    )) as { rows: { locked: boolean }[] };
    if (result.rows[0]?.locked !== true) return false;
    const recent = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(
        sql`${appMeta.key} = ${key} and ${appMeta.updatedAt} > now() - ${minAgeMs}::double precision * interval '1 millisecond'`,
      );
    if (recent.length > 0) return false;
    await tx
      .insert(appMeta)
      .values({ key, value: { job } })
      .onConflictDoUpdate({ target: appMeta.key, set: { updatedAt: sql`now()` } });
    return true;
  });
}
