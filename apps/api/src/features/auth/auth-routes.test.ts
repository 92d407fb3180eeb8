import { createHmac } from 'node:crypto';
import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, login, logRows, startApp } from '../../test/auth-test-kit.ts';
import { PASSWORD, SECRET } from '../../test/test-credentials.ts';
import { storeKind } from '../../test/test-db.ts';
import { users } from '../users/users-tables.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '192.0.2.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

function b64(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function hs256(payload: object, secret = SECRET) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Auth/me', headers: { authorization: `Bearer ${token}` } });

describe(`sign-in and registration (${storeKind()})`, () => {
  it('registers a User (argon2id hash) and answers token, userName, email, roles', async () => {
    const response = await post('/api/Auth/register', {
      userName: 'zeynep',
      email: 'Zeynep@Example.com',
      password: 'uzun-bir-parola',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ userName: 'zeynep', email: 'Zeynep@Example.com', roles: ['User'] });
    expect(body.token.split('.')).toHaveLength(3);
    const [row] = await ctx.db.select().from(users).where(eq(users.userName, 'zeynep'));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(row!.passwordHash).algorithm).toBe(2);
    expect(row?.passwordHash).not.toContain('uzun-bir-parola');
    expect((await me(body.token)).json()).toEqual({
      userName: 'zeynep',
      email: 'Zeynep@Example.com',
      roles: ['User'],
    });
  });

  it('signs in by e-mail or by user name, case-insensitively', async () => {
    for (const identifier of ['zeynep@example.com', 'ZEYNEP']) {
      const response = await post('/api/Auth/login', { email: identifier, password: 'uzun-bir-parola' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userName: 'zeynep',
        email: 'Zeynep@Example.com',
        roles: ['User'],
      });
    }
  });

  it('the password policy gives each reason in the request language', async () => {
    const tr = await post('/api/Auth/register', {
      userName: 'kisa',
      email: 'kisa@example.com',
      password: 'kisa',
    });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errors).toEqual([
      'Şifre en az 8 karakter olmalıdır.',
      'Şifre kullanıcı adınızla aynı olamaz.',
    ]);
    const en = await post(
      '/api/Auth/register',
      { userName: 'someone', email: 'some.one@example.com', password: 'some.one@example.com' },
      { 'accept-language': 'en' },
    );
    expect(en.json()).toEqual({
      message: 'Invalid request.',
      errors: ['The password cannot be the same as your e-mail address.'],
    });
    const ar = await post(
      '/api/Auth/register',
      { userName: 'x', email: 'not-an-email', password: 'abcdefgh' },
      { 'accept-language': 'ar' },
    );
    expect(ar.json().errors).toEqual([
      'يجب أن يتكون اسم المستخدم من 3 إلى 50 حرفًا: أحرف وأرقام ونقطة وشرطة سفلية وشرطة فقط.',
      'يرجى إدخال عنوان بريد إلكتروني صالح.',
    ]);
  });

  it('a duplicate e-mail or user name is 400 with a clear message', async () => {
    const response = await post('/api/Auth/register', {
      userName: 'ZEYNEP',
      email: 'zeynep@EXAMPLE.com',
      password: 'baska-parola-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'Bu kullanıcı adı zaten kullanılıyor.',
      'Bu e-posta adresi zaten kayıtlı.',
    ]);
  });

  it('a wrong password or an unknown account is the same 401, and both are logged', async () => {
    const wrong = await post(
      '/api/Auth/login',
      { email: 'zeynep', password: 'yanlis-parola' },
      {},
      '192.0.2.50',
    );
    const unknown = await post(
      '/api/Auth/login',
      { email: 'nobody', password: 'yanlis-parola' },
      {},
      '192.0.2.51',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'E-posta/kullanıcı adı veya şifre hatalı.' });
    expect(unknown.json()).toEqual(wrong.json());
    const rows = await logRows(ctx.db, { event: 'loginFailure' }, 2);
    expect(rows.map((row) => row.userName)).toEqual(expect.arrayContaining(['zeynep', 'nobody']));
    expect(rows.every((row) => row.level === 'warn' && row.statusCode === 401)).toBe(true);
    expect((await logRows(ctx.db, { event: 'loginSuccess' }, 2))[0]).toMatchObject({
      userName: 'zeynep',
      level: 'info',
    });
  });
});

describe(`tokens (${storeKind()})`, () => {
  it('a tampered, foreign-signed, malformed or missing token is 401 with the spec text', async () => {
    const user = await account(ctx.app, ctx.db, ['User']);
    expect((await me(user.token)).statusCode).toBe(200);
    const [head, body, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const elevated = `${head}.${b64({ ...claims, sub: '1' })}.${signature}`;
    const forged = hs256({ ...claims }, 'another-secret-another-secret-another-secret');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
    for (const token of [elevated, forged, none, 'not-a-token', `${user.token}x`]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Auth/me' })).statusCode).toBe(401);
    // Rightly signed but without an expiry, or without a subject: refused too.
    const now = Math.floor(Date.now() / 1000);
    expect((await me(hs256({ sub: String(user.id), ver: 0, iat: now }))).statusCode).toBe(401);
    expect((await me(hs256({ ver: 0, iat: now, exp: now + 60 }))).statusCode).toBe(401);
  });

  it('an expired token is 401; the TTL comes from the configuration', async () => {
    const user = await account(ctx.app, ctx.db, ['User']);
    const now = Math.floor(Date.now() / 1000);
    expect((await me(hs256({ sub: String(user.id), ver: 0, iat: now - 60, exp: now + 60 }))).statusCode).toBe(
      200,
    );
    expect((await me(hs256({ sub: String(user.id), ver: 0, iat: now - 60, exp: now - 1 }))).statusCode).toBe(
      401,
    );
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sub', 'ver']);
  });

  it("a deleted user's token is 401", async () => {
    const user = await account(ctx.app, ctx.db, ['Editor']);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('changing the password ends older tokens; the answer carries a working new one', async () => {
    const user = await account(ctx.app, ctx.db, ['User'], 'degistiren.kullanici');
    const change = (payload: object, token = user.token, lang = 'tr') =>
      post('/api/Auth/change-password', payload, {
        authorization: `Bearer ${token}`,
        'accept-language': lang,
      });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'yepyeni-parola' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(['Mevcut şifreniz hatalı.']);
    const weak = await change({ currentPassword: PASSWORD, newPassword: user.userName }, user.token, 'en');
    expect(weak.json().errors).toEqual(['The password cannot be the same as your user name.']);
    const same = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json().errors).toEqual(['Yeni şifre mevcut şifrenizle aynı olamaz.']);
    const ok = await change({ currentPassword: PASSWORD, newPassword: 'yepyeni-parola' });
    expect(ok.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(ok.json().token)).statusCode).toBe(200);
    await login(ctx.app, user.userName, 'yepyeni-parola');
    const [row] = await logRows(ctx.db, { event: 'passwordChanged' });
    expect(row).toMatchObject({ userName: user.userName, statusCode: 200 });
  });

  it('without JWT_SECRET the secret is generated once, kept in the database, and survives a restart', async () => {
    const { buildApp } = await import('../../app.ts');
    const first = await buildApp({ config: { version: 't', webDir: '/x' }, database: ctx.database });
    const user = await account(first, ctx.db, ['User']);
    await first.close();
    const second = await buildApp({
      config: { version: 't', webDir: '/x', jwtTtlSeconds: 60 },
      database: ctx.database,
    });
    const response = await second.inject({ method: 'GET', url: '/api/Auth/me', headers: user.auth });
    expect(response.statusCode).toBe(200);
    const fresh = await login(second, user.userName);
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(60);
    await second.close();
  });
});
