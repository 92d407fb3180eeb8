import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import { loadPasswordJudge, type PasswordJudge } from '@pusula/core/validation/password-strength.ts';

/** Argon2id (the `Algorithm.Argon2id` value of @node-rs/argon2; its enum is type-only) with OWASP parameters. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * At most one argon2 computation per core but one runs at a time (docs/security.md "Passwords"):
 * each takes a core for tens of milliseconds, and when every core hashes, the event loop that answers
 * everyone else waits for CPU. The others queue here.
 */
const SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((go) => waiting.push(go));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
// biome-ignore lint/suspicious/noExplicitAny: the library's Algorithm is a const enum (type-only)
const hash = (password: string, options: any) => limited(() => argon2Hash(password, options));
const verify = (passwordHash: string, password: string) =>
  limited(() => argon2Verify(passwordHash, password));

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

let judge: PasswordJudge | undefined;

/** Loads the strength estimator once (the accounts plugin awaits it at start). */
export async function loadServerPasswordJudge(): Promise<void> {
  judge ??= await loadPasswordJudge();
}

/**
 * The password policy as the server applies it (docs/security.md "Passwords"): the shared rules of
 * `passwordProblems` (length, whitespace only, not the user name or e-mail) and the strength
 * estimate (zxcvbn score 3 or more), the same judge the pages use. Routes call it after their limits
 * (registrations per address, the current password's lockout), so a flood of requests cannot make
 * the server estimate passwords without end; the schemas on the server leave the estimate out.
 */
export function serverPasswordProblems(
  password: string,
  account: { userName?: string; email?: string },
): string[] {
  if (!judge) throw new Error('the password judge is not loaded (loadServerPasswordJudge)');
  return passwordProblems(password, account, judge);
}
