import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from './auth-tables.ts';
import { type RateWindow, takeSlot } from './rate-window.ts';

/**
 * Sign-in limits (docs/security.md "Sign-in limits"). Failures counted:
 * - per account and address: 5 in 15 minutes (the spec's 429 after five wrong passwords);
 * - per address, whatever the account: 20 in 15 minutes (password spraying over many accounts);
 * - per account, from every address: 50 in an hour, which holds back a guesser spread over many
 *   addresses, but not an address that signed in to that account within 30 days, so strangers'
 *   failures do not lock the owner out.
 */
export const LIMITS = {
  pair: { failures: 5, minutes: 15 },
  address: { failures: 20, minutes: 15 },
  account: { failures: 50, minutes: 60 },
  knownAddressDays: 30,
} as const;

/** First key of the two-key advisory locks (accounts, then addresses: always in that order). */
const LOCK_SPACE = 0x10c0a7e0;

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;
const failed = eq(loginAttempts.succeeded, false);

async function failures(tx: Db, where: ReturnType<typeof and>, minutes: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, failed, gt(loginAttempts.createdAt, since(minutes))));
  return row?.n ?? 0;
}

/**
 * Checks the limits and, when none is reached, records this attempt as a failure in the same
 * transaction (under advisory locks on the account and the address), so parallel guesses are counted
 * one after the other and exactly 5 reach the password check. Returns the attempt's id, or null when
 * a limit is reached (429). A right password then turns the attempt into a success (`recordSuccess`).
 */
export async function reserveAttempt(db: Db, accountKey: string, ip: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`account:${accountKey}`}::text))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`address:${ip}`}::text))`,
    );
    const pair = and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.ip, ip));
    if ((await failures(tx, pair, LIMITS.pair.minutes)) >= LIMITS.pair.failures) return null;
    if ((await failures(tx, eq(loginAttempts.ip, ip), LIMITS.address.minutes)) >= LIMITS.address.failures)
      return null;
    const accountFailures = await failures(
      tx,
      eq(loginAttempts.accountKey, accountKey),
      LIMITS.account.minutes,
    );
    if (accountFailures >= LIMITS.account.failures && !(await isKnownAddress(tx, accountKey, ip)))
      return null;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ accountKey, ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    await tx
      .delete(loginAttempts)
      .where(
        or(
          and(failed, lt(loginAttempts.createdAt, since(LIMITS.account.minutes))),
          lt(loginAttempts.createdAt, since(LIMITS.knownAddressDays * 24 * 60)),
        ),
      );
    return row?.id ?? null;
  });
}

async function isKnownAddress(tx: Db, accountKey: string, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.accountKey, accountKey),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A right password: the attempt becomes a success (the address is known to the account from now on)
 * and the failures of this account from this address are forgotten; other addresses keep theirs.
 */
export async function recordSuccess(
  db: Db,
  attemptId: number,
  accountKey: string,
  ip: string,
): Promise<void> {
  const pair = and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.ip, ip));
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
    // One row per known address is enough: older successes and every failure of the pair go.
    await tx.delete(loginAttempts).where(and(pair, ne(loginAttempts.id, attemptId)));
  });
}

/**
 * The key an attempt is counted under: `user:<id>` when the name is an account's, else `name:` and
 * the SHA-256 of the case-folded name, so an unknown name is limited exactly like a real one, every
 * key has the same small size whatever was sent, and the name itself is never stored.
 */
export function accountKeyOf(userId: number | undefined, identifier: string): string {
  if (userId !== undefined) return `user:${userId}`;
  return `name:${nameDigest(identifier)}`;
}

/** SHA-256 (hex) of a sign-in name, case-folded. */
export function nameDigest(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLocaleLowerCase('en')).digest('hex');
}

/** Refusals under a limit are written to the system log once per key and address per window. */
const REFUSAL_NOTE: RateWindow = { scope: 'refusal-note', limit: 1, windowMinutes: LIMITS.pair.minutes };

/** True for the first refusal of (key, address) in the window: only that one gets a log row. */
export function firstRefusalInWindow(db: Db, accountKey: string, ip: string): Promise<boolean> {
  return takeSlot(db, REFUSAL_NOTE, `${accountKey} ${ip}`);
}

/**
 * Requests refused in the last second, per app (one per process in production): a flood of refused
 * requests (same name or account, same address group) is answered 429 from memory, one database check
 * per key and second instead of one per request, so it cannot queue work ahead of everyone else's. A
 * lockout may so outlast its window by at most a second. At most 10,000 keys (the oldest go first).
 * Kept by the app that made it, so two apps in one process (tests) never share refusals.
 */
const REFUSAL_MEMORY_MS = 1000;

export function createRefusalMemory() {
  const recentRefusals = new Map<string, number>();
  return {
    refusedRecently(key: string): boolean {
      const until = recentRefusals.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      recentRefusals.delete(key);
      return false;
    },
    rememberRefusal(key: string): void {
      if (recentRefusals.size >= 10_000) {
        const oldest = recentRefusals.keys().next().value;
        if (oldest !== undefined) recentRefusals.delete(oldest);
      }
      recentRefusals.delete(key);
      recentRefusals.set(key, Date.now() + REFUSAL_MEMORY_MS);
    },
  };
}
