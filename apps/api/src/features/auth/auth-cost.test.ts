import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { account, logCount } from '../../test/auth-test-kit.ts';
import { PASSWORD, SECRET } from '../../test/test-credentials.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { loginAttempts } from './auth-tables.ts';
import { LIMITS } from './lockout.ts';

// Bounded work and bounded log per sign-in request (docs/security.md "Sign-in limits" and "Logs").
let logBytes = 0;
const sink = new Writable({
  write(chunk, _encoding, done) {
    logBytes += chunk.length;
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

const signIn = (email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password }, remoteAddress: ip });
const rowsOf = (event: string) => logCount(database.db, event);
/** The system log is written after the answer: wait until it settles. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe(`sign-in names (${storeKind()})`, () => {
  it('a 3 KB name is a fast 400 in the spec shape; 22 KB of them write a few hundred bytes of log', async () => {
    const before = logBytes;
    for (let i = 0; i < 7; i += 1) {
      // Random, so PostgreSQL cannot compress it below its index row limit (2.7 KB).
      const answer = await signIn(randomBytes(1536).toString('hex'), 'whatever', '198.51.100.5');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: 'Geçersiz istek.',
        errors: ['E-posta adresi en fazla 255, kullanıcı adı en fazla 50 karakter olabilir.'],
      });
    }
    await settle();
    expect(logBytes - before).toBeLessThan(2048);
    expect(await database.db.select().from(loginAttempts)).toHaveLength(0);
    expect(await rowsOf('serverError')).toBe(0);
  });

  it('an unknown name of the longest allowed length is counted under a digest and locked out like any', async () => {
    const name = `${'y'.repeat(243)}@example.com`;
    const ip = '198.51.100.6';
    const codes: number[] = [];
    for (let i = 0; i <= LIMITS.pair.failures; i += 1)
      codes.push((await signIn(name, 'wrong', ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Upper case is the same name.
    expect((await signIn(name.toUpperCase(), 'wrong', ip)).statusCode).toBe(429);
    const keys = await database.db.select({ key: loginAttempts.accountKey }).from(loginAttempts);
    expect(new Set(keys.map((row) => row.key))).toEqual(
      new Set([expect.stringMatching(/^name:[0-9a-f]{64}$/)]),
    );
  });
});

describe(`refusals under lockout (${storeKind()})`, () => {
  it('write one system-log row per account, address and window, not one per refused request', async () => {
    await account(app, database.db, ['User'], 'kilitli');
    const ip = '198.51.100.7';
    const earlier = await rowsOf('loginLocked');
    for (let i = 0; i < LIMITS.pair.failures; i += 1) await signIn('kilitli', 'wrong', ip);
    const flood = await Promise.all(Array.from({ length: 30 }, () => signIn('kilitli', PASSWORD, ip)));
    expect(flood.every((answer) => answer.statusCode === 429)).toBe(true);
    await settle();
    expect(await rowsOf('loginLocked')).toBe(earlier + 1);
    // Another address refused for the same account gets its own row; a later window another one.
    await database.db.execute(sql`update login_attempts set ip = '198.51.100.8' where ip = ${ip}`);
    expect((await signIn('kilitli', PASSWORD, '198.51.100.8')).statusCode).toBe(429);
    await signIn('kilitli', PASSWORD, '198.51.100.8');
    await settle();
    expect(await rowsOf('loginLocked')).toBe(earlier + 2);
    await database.db.execute(sql`update rate_events set created_at = now() - interval '16 minutes'`);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the refusal is remembered a second
    expect((await signIn('kilitli', PASSWORD, '198.51.100.8')).statusCode).toBe(429);
    await settle();
    expect(await rowsOf('loginLocked')).toBe(earlier + 3);
  });

  it('a flood of refusals is answered from memory: one database check per name, address and second', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < LIMITS.pair.failures; i += 1) await signIn('kilitli', 'wrong', ip);
    expect((await signIn('kilitli', PASSWORD, ip)).statusCode).toBe(429);
    // A success no database check would refuse: only the memory can answer 429 now.
    await database.db.execute(sql`delete from login_attempts where ip = ${ip}`);
    expect((await signIn('KILITLI', PASSWORD, ip)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn('kilitli', PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe(`change of password (${storeKind()})`, () => {
  it('wrong current passwords count like failed sign-ins: 429 after the limit, even for the right one', async () => {
    const user = await account(app, database.db, ['User'], 'degistiren');
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Auth/change-password',
        payload: { currentPassword, newPassword: 'Yepyeni-Sifre-Bu-77' },
        headers: user.auth,
        remoteAddress: '198.51.100.9',
      });
    for (let i = 0; i < LIMITS.pair.failures; i += 1)
      expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const flood = await Promise.all(Array.from({ length: 20 }, () => change(PASSWORD)));
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array(20).fill(429));
    await settle();
    expect(await rowsOf('passwordWrong')).toBe(LIMITS.pair.failures);
    expect(await rowsOf('passwordLocked')).toBe(1);
    // The same count holds back sign-ins of that account from that address.
    expect((await signIn('degistiren', PASSWORD, '198.51.100.9')).statusCode).toBe(429);
    // From the owner's usual address the right current password still works.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/Auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'Yepyeni-Sifre-Bu-77' },
      headers: user.auth,
      remoteAddress: '198.51.100.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe(`log size per request (${storeKind()})`, () => {
  it('a 64 KB URL and user agent write less than 4 KB of log', async () => {
    const before = logBytes;
    const answer = await app.inject({
      method: 'POST',
      url: `/api/${'u'.repeat(64 * 1024)}`,
      headers: { 'user-agent': 'a'.repeat(64 * 1024) },
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    await settle();
    expect(logBytes - before).toBeGreaterThan(0);
    expect(logBytes - before).toBeLessThan(4096);
  });
});

describe(`registration as an oracle (${storeKind()}; docs/decisions/0014)`, () => {
  it('asking whether addresses are registered costs the registration allowance of the /64', async () => {
    await account(app, database.db, ['User'], 'kayitli');
    const ask = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        payload: { userName: `soran${i}`, email: 'kayitli@example.com', password: 'Soru-Sorma-Parola-31' },
        remoteAddress: `2001:db8:5:6::${i + 1}`,
      });
    for (let i = 0; i < 10; i += 1) expect((await ask(i)).statusCode).toBe(400);
    expect((await ask(10)).statusCode).toBe(429);
  });
});

describe(`IPv6 clients (${storeKind()})`, () => {
  it('sign-in failures from one /64 count together, whatever address in it sends them', async () => {
    await account(app, database.db, ['User'], 'altiyirmidort');
    for (let i = 0; i < LIMITS.pair.failures; i += 1)
      expect((await signIn('altiyirmidort', 'wrong', `2001:db8:7:7::${i + 1}`)).statusCode).toBe(401);
    expect((await signIn('altiyirmidort', PASSWORD, '2001:db8:7:7:ffff::9')).statusCode).toBe(429);
    expect((await signIn('altiyirmidort', PASSWORD, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
