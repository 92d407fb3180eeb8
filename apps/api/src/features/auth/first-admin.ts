import { randomBytes } from 'node:crypto';
import { translate } from '@pusula/core/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { nameKey } from '../users/name-key.ts';
import { hasAdmin } from '../users/users-repository.ts';
import { users } from '../users/users-tables.ts';
import { hashPassword, loadServerPasswordJudge, serverPasswordProblems } from './passwords.ts';

export const FIRST_ADMIN_USER_NAME = 'admin';

/** A setting the server cannot start with; the server prints its message alone, as one line. */
export class AdminPasswordError extends Error {
  override name = 'AdminPasswordError';
}

/**
 * ADMIN_PASSWORD checked at start by the rules every password follows (docs/security.md
 * "Passwords"), whether or not an Admin exists yet; the message says which rule, in English.
 */
export async function checkAdminPassword(options: { email: string; password: string | undefined }) {
  if (options.password === undefined) return;
  await loadServerPasswordJudge();
  const problems = serverPasswordProblems(options.password, {
    userName: FIRST_ADMIN_USER_NAME,
    email: options.email,
  });
  if (problems.length > 0)
    throw new AdminPasswordError(
      `ADMIN_PASSWORD is refused: ${problems.map((key) => translate('en', key)).join(' ')} (docs/security.md "Passwords")`,
    );
}

interface Logger {
  warn(message: string): void;
}

/**
 * The first start creates an Admin (user name `admin`) from ADMIN_EMAIL/ADMIN_PASSWORD; without
 * ADMIN_PASSWORD it generates one and prints it once in the server log. Does nothing once any Admin
 * exists (idempotent; a concurrent second process loses the unique-index race and inserts nothing).
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | undefined },
  log: Logger,
): Promise<{ created: boolean }> {
  await checkAdminPassword(options);
  if (await hasAdmin(db)) return { created: false };
  // 120 random bits: far above the strength rule whatever characters come out.
  const password = options.password ?? randomBytes(15).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      userName: FIRST_ADMIN_USER_NAME,
      userNameKey: nameKey(FIRST_ADMIN_USER_NAME),
      email: options.email,
      passwordHash: await hashPassword(password),
      roles: ['Admin'],
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  log.warn(
    options.password
      ? `First Admin created: user name "${FIRST_ADMIN_USER_NAME}", e-mail ${options.email}, password from ADMIN_PASSWORD.`
      : `First Admin created: user name "${FIRST_ADMIN_USER_NAME}", e-mail ${options.email}, generated password: ${password} (shown only this once; change it after signing in).`,
  );
  return { created: true };
}
