import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from './auth-tables.ts';

/** 5 failed sign-ins for one account or from one address within 15 minutes lock further tries. */
export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;

async function failuresSince(db: Db, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, windowStart)));
  return row?.n ?? 0;
}

/** True when the account or the address has reached the limit (database time, so every process agrees). */
export async function isLockedOut(db: Db, accountKey: string, ip: string): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([
    failuresSince(db, eq(loginAttempts.accountKey, accountKey)),
    failuresSince(db, eq(loginAttempts.ip, ip)),
  ]);
  return byAccount >= MAX_FAILURES || byAddress >= MAX_FAILURES;
}

export async function recordFailure(db: Db, accountKey: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ accountKey, ip, succeeded: false });
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, windowStart));
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function recordSuccess(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
}
