import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { systemLogs } from '../features/logs/logs-tables.ts';
import { account } from '../test/auth-test-kit.ts';
import { PASSWORD, SECRET } from '../test/test-credentials.ts';
import { createTestDatabase, storeKind } from '../test/test-db.ts';

// What reaches the logs when a statement fails (docs/security.md "Logs"): the error's class and
// code, the route and the request id; never the statement, its parameters (a password hash, an
// e-mail address) or a database message. A client that hangs up is not an outage.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: { version: 't', webDir: '/x', jwtSecret: SECRET },
    database,
    logger: { level: 'info', stream: sink },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Every log written so far: process lines and system_logs rows, as one text. */
async function everything(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rows = await database.db.select().from(systemLogs);
  return `${lines.join('\n')}\n${JSON.stringify(rows)}`;
}

/** Makes every write to `users` fail with `code` (a real failing statement, on either store). */
async function failUserWrites(code: string) {
  await database.db.execute(
    sql.raw(`create or replace function fail_users() returns trigger as $$
    begin raise exception 'refused by test' using errcode = '${code}'; end $$ language plpgsql`),
  );
  await database.db.execute(sql`drop trigger if exists fail_users on users`);
  await database.db.execute(
    sql`create trigger fail_users before insert or update on users for each row execute function fail_users()`,
  );
}
const healUserWrites = () => database.db.execute(sql`drop trigger if exists fail_users on users`);

const register = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    payload: { userName: email.split('@')[0], email, password },
    remoteAddress: '203.0.113.60',
  });

describe(`failed statements in the logs (${storeKind()})`, () => {
  it('a registration whose insert times out: 503, and no hash or e-mail in any log', async () => {
    const email = 'gizli.kayit@example.com';
    if (storeKind() === 'postgres') {
      // A real lock: SHARE mode lets the uniqueness check read `users` but holds the INSERT until
      // the statement timeout (5 s) cancels it.
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const current = await database.db.execute(sql`select current_database() as name`);
      url.pathname = `/${String((current as unknown as { rows: { name?: unknown }[] }).rows[0]?.name)}`;
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      await locker.query('begin; lock table users in share mode');
      try {
        expect((await register(email, 'Kayit-Parolasi-Gizli-91')).statusCode).toBe(503);
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
    } else {
      await failUserWrites('57014'); // PGlite has no second connection: the statement timeout's code
      try {
        expect((await register(email, 'Kayit-Parolasi-Gizli-91')).statusCode).toBe(503);
      } finally {
        await healUserWrites();
      }
    }
    const text = await everything();
    expect(text).toContain('"code":"57014"');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(email);
    expect(text).not.toContain('insert into');
  }, 30_000);

  it('user creation and change of password failing with a bug: 500, code only, no hash, no e-mail', async () => {
    const admin = await account(app, database.db, ['Admin'], 'hata.admin');
    await failUserWrites('XX000');
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/Users',
        headers: admin.auth,
        payload: {
          userName: 'yeni.kisi',
          email: 'yeni.kisi@example.com',
          password: 'Yeni-Kisi-Parola-52',
          roles: ['User'],
        },
      });
      expect(created.statusCode).toBe(500);
      const changed = await app.inject({
        method: 'POST',
        url: '/api/Auth/change-password',
        headers: admin.auth,
        payload: { currentPassword: PASSWORD, newPassword: 'Degisen-Parola-Yeni-64' },
      });
      expect(changed.statusCode).toBe(500);
    } finally {
      await healUserWrites();
    }
    const text = await everything();
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('yeni.kisi@example.com');
    expect(text).not.toContain('refused by test');
    const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request failed');
    expect(errors).toHaveLength(2);
    for (const line of errors) {
      expect(line.err).toMatchObject({ type: 'DrizzleQueryError', code: 'XX000', message: 'database error' });
      expect(line.reqId).toBeTruthy();
      expect(['/api/Users', '/api/Auth/change-password']).toContain(line.route);
    }
    const rows = await database.db.select().from(systemLogs);
    expect(rows.filter((row) => row.statusCode === 500).map((row) => row.message)).toEqual([
      'POST /api/Users 500: database error XX000',
      'POST /api/Auth/change-password 500: database error XX000',
    ]);
  });
});

describe('a client that hangs up mid-request', () => {
  it('is one info line, not a "database unavailable" error', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = lines.length;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() => lines.slice(before).some((line) => line.includes('client closed the request')))
      .toBe(true);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    expect(written.filter((line) => line.level >= 50)).toEqual([]);
    expect(written.some((line) => line.msg === 'database unavailable')).toBe(false);
  });
});
