import type { Role } from '@pusula/core/auth/roles.ts';
import type { PublicUser } from '@pusula/core/contract/users.ts';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { nameKey } from './name-key.ts';
import { users } from './users-tables.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    roles: row.roles as Role[],
    createdAt: row.createdAt.toISOString(),
  };
}

const lower = (value: string) => value.trim().toLocaleLowerCase('en');

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-in user behind a token, as token verification needs it (plugins/authz.ts), or null. */
export async function findSessionUser(db: Db, id: number) {
  const row = await findById(db, id);
  return row ? { ...row, roles: row.roles as Role[] } : null;
}

/** The account an identifier names: its e-mail or its user name (case-insensitive). */
export async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = lower(identifier);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.userName}) = ${key}`))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** 400 listing each taken field (user name or a look-alike of it, e-mail) among the other accounts. */
async function assertUnique(db: Db, fields: { userName: string; email: string }, exceptId?: number) {
  const key = nameKey(fields.userName);
  const taken = await db
    .select({ userName: users.userName, userNameKey: users.userNameKey, email: users.email })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.userName}) = ${lower(fields.userName)}`,
          eq(users.userNameKey, key),
          sql`lower(${users.email}) = ${lower(fields.email)}`,
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  const errors: string[] = [];
  if (taken.some((row) => lower(row.userName) === lower(fields.userName)))
    errors.push('auth:errors.userNameTaken');
  else if (taken.some((row) => row.userNameKey === key)) errors.push('auth:errors.userNameLookalike');
  if (taken.some((row) => lower(row.email) === lower(fields.email))) errors.push('auth:errors.emailTaken');
  if (errors.length > 0) throw new HttpError(400, 'http.400', { errors });
}

/** A unique index refusing a concurrent duplicate becomes the same 400 as the check above. */
function duplicateFromConstraint(error: unknown): HttpError | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  const key = constraint?.includes('email')
    ? 'auth:errors.emailTaken'
    : constraint?.includes('key')
      ? 'auth:errors.userNameLookalike'
      : 'auth:errors.userNameTaken';
  return new HttpError(400, 'http.400', { errors: [key] });
}

export async function createUser(
  db: Db,
  input: { userName: string; email: string; passwordHash: string; roles: Role[] },
): Promise<UserRow> {
  await assertUnique(db, input);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, userNameKey: nameKey(input.userName) })
      .returning();
    return row!;
  } catch (error) {
    throw duplicateFromConstraint(error) ?? error;
  }
}

const isAdmin = sql`'Admin' = any(${users.roles})`;

/**
 * Locks the account `id` and every Admin row, in id order, before anything else of a change that
 * may remove an Admin: two Admins demoting each other at once then wait for one another instead of
 * each holding one row and waiting for the other's (PostgreSQL's `deadlock detected`, docs/security.md
 * "Accounts"). After the wait, the second sees the first's change and keeps the last Admin.
 */
async function lockInOrder(tx: Db, id: number) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, id), isAdmin))
    .orderBy(asc(users.id))
    .for('update');
}

/** 400 when the change would leave no Admin (the Admin rows are locked until the transaction ends). */
async function assertAdminRemains(tx: Db, leavingId: number) {
  const admins = await tx.select({ id: users.id }).from(users).where(isAdmin).for('update');
  if (admins.filter((row) => row.id !== leavingId).length === 0) {
    throw new HttpError(400, 'admin:users.lastAdmin');
  }
}

export async function updateUser(
  db: Db,
  input: { id: number; userName: string; email: string; roles: Role[] },
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      await lockInOrder(tx, input.id);
      const [current] = await tx.select().from(users).where(eq(users.id, input.id));
      if (!current) throw new HttpError(404, 'admin:users.notFound');
      await assertUnique(tx, input, input.id);
      if (current.roles.includes('Admin') && !input.roles.includes('Admin'))
        await assertAdminRemains(tx, input.id);
      const [row] = await tx
        .update(users)
        .set({
          userName: input.userName,
          userNameKey: nameKey(input.userName),
          email: input.email,
          roles: input.roles,
          updatedAt: new Date(),
        })
        .where(eq(users.id, input.id))
        .returning();
      return row!;
    });
  } catch (error) {
    throw duplicateFromConstraint(error) ?? error;
  }
}

/** Deletes an account: never the last Admin, never oneself. */
export async function deleteUser(db: Db, id: number, actorId: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockInOrder(tx, id);
    const [current] = await tx.select().from(users).where(eq(users.id, id));
    if (!current) throw new HttpError(404, 'admin:users.notFound');
    if (current.roles.includes('Admin')) await assertAdminRemains(tx, id);
    if (id === actorId) throw new HttpError(400, 'admin:users.cannotDeleteSelf');
    await tx.delete(users).where(eq(users.id, id));
    return current;
  });
}

/** A new password hash; the token version moves on so every older token stops working. */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new HttpError(401, 'http.401');
  return row;
}

export async function saveCurrencies(db: Db, id: number, codes: string[]): Promise<string[]> {
  const [row] = await db
    .update(users)
    .set({ selectedCurrencies: codes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ selectedCurrencies: users.selectedCurrencies });
  return row?.selectedCurrencies ?? codes;
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(isAdmin);
  return (row?.n ?? 0) > 0;
}
