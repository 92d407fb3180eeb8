import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateEvents } from './auth-tables.ts';

/** First key of the two-key advisory locks of windowed limits (the contact form uses its own space). */
const LOCK_SPACE = 0x7a7e0001;

export interface RateWindow {
  scope: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Counts one event of `key` unless `limit` were already counted within the window; false then. The
 * count and the insert are one transaction behind an advisory lock on (scope, key), so parallel
 * requests, in this process or another on the same PostgreSQL, are counted one after the other and the
 * limit holds exactly (docs/security.md).
 */
export async function takeSlot(db: Db, window: RateWindow, key: string): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${window.windowMinutes}::int)`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`${window.scope}:${key}`}::text))`,
    );
    const [row] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(
        and(eq(rateEvents.scope, window.scope), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)),
      );
    if ((row?.n ?? 0) >= window.limit) return false;
    await tx.insert(rateEvents).values({ scope: window.scope, key });
    await tx
      .delete(rateEvents)
      .where(and(eq(rateEvents.scope, window.scope), lt(rateEvents.createdAt, since)));
    return true;
  });
}
