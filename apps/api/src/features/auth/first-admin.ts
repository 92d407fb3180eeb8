import { randomBytes } from 'node:crypto';
import { passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import type { Db } from '../../db/client.ts';
import { nameKey } from '../users/name-key.ts';
import { hasAdmin } from '../users/users-repository.ts';
import { users } from '../users/users-tables.ts';
import { hashPassword } from './passwords.ts';

export const FIRST_ADMIN_USER_NAME = 'admin';

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
  if (await hasAdmin(db)) return { created: false };
  const password = options.password ?? randomBytes(15).toString('base64url');
  const problems = passwordProblems(password, { userName: FIRST_ADMIN_USER_NAME, email: options.email });
  if (problems.length > 0)
    throw new Error(`ADMIN_PASSWORD breaks the password policy (${problems.join(', ')})`);
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
