import { hash, verify } from '@node-rs/argon2';

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
