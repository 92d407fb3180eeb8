import type { Role } from '@pusula/core/auth/roles.ts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { systemLogs } from '../features/logs/logs-tables.ts';
import { createUser } from '../features/users/users-repository.ts';
import { PASSWORD, SECRET } from './test-credentials.ts';
import { createTestDatabase } from './test-db.ts';

/** A fresh database and app for one test file (API tests, PGlite or PostgreSQL). */
export async function startApp(
  config: { jwtSecret?: string; jwtTtlSeconds?: number } = { jwtSecret: SECRET },
) {
  const database = await createTestDatabase();
  const app = await buildApp({ config: { version: 't', webDir: '/nonexistent', ...config }, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let counter = 0;
/**
 * PASSWORD's argon2id hash, made once per worker: every account the kit makes shares it (argon2 spends
 * 20–60 ms a hash by design; the fuzz files alone made one per route). Signing in still verifies it,
 * and the sign-up tests hash through the real route.
 */
let passwordHash: Promise<string> | undefined;
const sharedPasswordHash = () => {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
};

/** An account made directly in the database; returns it with a fresh sign-in token. */
export async function account(app: FastifyInstance, db: Db, roles: Role[], name?: string) {
  counter += 1;
  const userName = name ?? `${roles.join('-').toLowerCase() || 'none'}${counter}`;
  const row = await createUser(db, {
    userName,
    email: `${userName}@example.com`,
    passwordHash: await sharedPasswordHash(),
    roles,
  });
  const token = await login(app, userName);
  return { ...row, token, auth: { authorization: `Bearer ${token}` } };
}

let address = 0;
/** Signs in (each call from its own address unless given, so the per-address lockout stays out of the way). */
export async function login(app: FastifyInstance, identifier: string, password = PASSWORD, ip?: string) {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: identifier, password },
    remoteAddress: ip ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

/** The log rows written so far (the hook writes after the response, so wait for `expected` rows). */
export async function logRows(db: Db, where: Partial<{ event: string; path: string }>, expected = 1) {
  let rows: (typeof systemLogs.$inferSelect)[] = [];
  await expect
    .poll(async () => {
      // In writing order: a test that reads the newest row takes the last one.
      rows = await db.select().from(systemLogs).orderBy(asc(systemLogs.id));
      rows = rows.filter(
        (row) => (!where.event || row.event === where.event) && (!where.path || row.path === where.path),
      );
      return rows.length;
    })
    .toBeGreaterThanOrEqual(expected);
  return rows;
}

/** How many system-log rows of `event` exist now. */
export async function logCount(db: Db, event: string): Promise<number> {
  return (await db.select().from(systemLogs)).filter((row) => row.event === event).length;
}
