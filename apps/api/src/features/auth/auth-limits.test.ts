import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, login, logRows, startApp } from '../../test/auth-test-kit.ts';
import { PASSWORD } from '../../test/test-credentials.ts';
import { storeKind } from '../../test/test-db.ts';
import { users } from '../users/users-tables.ts';
import { loginAttempts, rateEvents } from './auth-tables.ts';
import { LIMITS } from './lockout.ts';

// The sign-in and registration limits of docs/security.md, against the real store (PGlite or PostgreSQL).
let ctx: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const signIn = (name: string, password: string, ip: string) =>
  post('/api/Auth/login', { email: name, password }, ip);
const TOO_MANY = { message: 'Çok fazla istek yaptınız. Lütfen bir süre bekleyin.' };

describe(`sign-in limits (${storeKind()})`, () => {
  it('40 parallel guesses from one address: exactly 5 are checked, and the right password at the end is refused', async () => {
    await account(ctx.app, ctx.db, ['User'], 'paralel');
    const ip = '198.51.100.40';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn('paralel', i === 39 ? PASSWORD : `yanlis-${i}`, ip)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LIMITS.pair.failures);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - LIMITS.pair.failures);
    expect(answers[39]!.statusCode).toBe(429);
    expect(answers[39]!.json()).toEqual(TOO_MANY);
    // One row for the refusals of this account and address in the window, not 35.
    await logRows(ctx.db, { event: 'loginLocked' }, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await logRows(ctx.db, { event: 'loginLocked' })).toHaveLength(1);
  });

  it("strangers' failures do not lock the owner out: per pair 5, per account 50 an hour except for known addresses", async () => {
    const owner = await account(ctx.app, ctx.db, ['Admin'], 'sahip'); // signs in once from its own address
    const home = '192.0.2.200';
    await login(ctx.app, owner.userName, PASSWORD, home);
    // Five bad guesses from one stranger: that stranger is held back, the owner is not.
    for (let i = 0; i < 5; i += 1) expect((await signIn('sahip', 'x', '203.0.113.1')).statusCode).toBe(401);
    expect((await signIn('sahip', PASSWORD, '203.0.113.1')).statusCode).toBe(429);
    expect((await signIn('sahip', PASSWORD, home)).statusCode).toBe(200);
    // Guesses spread over many addresses reach the account-wide limit (50 in an hour)...
    for (let i = 0; i < LIMITS.account.failures; i += 1)
      await signIn('sahip', 'x', `203.0.${10 + Math.floor(i / 4)}.${i % 4}`);
    expect((await signIn('sahip', PASSWORD, '203.0.113.77')).statusCode).toBe(429);
    // ...which a never-seen address cannot pass, while the owner's known address still signs in.
    expect((await signIn('sahip', PASSWORD, home)).statusCode).toBe(200);
  });

  it('one address guessing over many accounts is held back after 20 failures', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < LIMITS.address.failures; i += 1)
      expect((await signIn(`hesap${i}`, 'x', ip)).statusCode).toBe(401);
    const blocked = await signIn('baska-hesap', 'x', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await signIn('baska-hesap', 'x', '198.51.100.21')).statusCode).toBe(401);
  });

  it('failures older than the window no longer count; a success forgets the pair only', async () => {
    await account(ctx.app, ctx.db, ['User'], 'eskisi');
    const ip = '198.18.0.1';
    for (let i = 0; i < 5; i += 1) await signIn('eskisi', 'x', ip);
    expect((await signIn('eskisi', PASSWORD, ip)).statusCode).toBe(429);
    await ctx.db.update(loginAttempts).set({ createdAt: sql`now() - interval '16 minutes'` });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the refusal is remembered a second
    expect((await signIn('eskisi', PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn('eskisi', 'x', ip);
    await login(ctx.app, 'eskisi', PASSWORD, ip);
    for (let i = 0; i < 4; i += 1) await signIn('eskisi', 'x', ip);
    await login(ctx.app, 'eskisi', PASSWORD, ip);
  });
});

describe(`registration limits and account rules (${storeKind()})`, () => {
  const register = (userName: string, password: string, ip: string, lang = 'tr') =>
    post('/api/Auth/register', { userName, email: `${userName}@example.com`, password }, ip, {
      'accept-language': lang,
    });

  it('an address makes at most 10 accounts an hour (429 in the spec shape), in parallel too', async () => {
    const ip = '198.51.100.60';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => register(`seri${i}`, 'Guclu-Parola-1', ip)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toEqual(TOO_MANY);
    expect((await register('seri-baska', 'Guclu-Parola-1', '198.51.100.61')).statusCode).toBe(201);
    await ctx.db.update(rateEvents).set({ createdAt: sql`now() - interval '61 minutes'` });
    expect((await register('seri-sonra', 'Guclu-Parola-1', ip)).statusCode).toBe(201);
  });

  it('refuses easily guessed and whitespace-only passwords with a translated message', async () => {
    const ip = '198.51.100.70';
    const weak = {
      tr: 'Bu şifre kolay tahmin edilir; daha uzun bir şifre seçin ya da birbiriyle ilgisiz birkaç kelimeyi birleştirin.',
      en: 'This password is easy to guess; choose a longer one or combine a few unrelated words.',
      ar: 'كلمة المرور هذه سهلة التخمين؛ اختر كلمة مرور أطول أو اجمع بين عدة كلمات لا علاقة بينها.',
    };
    const cases = [
      ['password', 'tr'],
      ['12345678', 'tr'],
      ['qwertyuiop', 'en'],
      ['Password1', 'ar'],
      ['password123', 'tr'],
      ['iloveyou12', 'en'],
      ['yaygin2024', 'tr'],
    ] as const;
    for (const [password, lang] of cases) {
      const answer = await register('yaygin', password, ip, lang);
      expect(answer.statusCode, password).toBe(400);
      expect(answer.json().errors, password).toEqual([weak[lang]]);
    }
    const blank = await register('bosluk', '        ', ip, 'en');
    expect(blank.json().errors).toEqual(['The password cannot be only spaces.']);
    expect(await ctx.db.select().from(users).where(eq(users.userName, 'yaygin'))).toHaveLength(0);
  });

  it('normalises user names (NFKC) and refuses look-alikes of existing names', async () => {
    const ip = '198.51.100.80';
    await account(ctx.app, ctx.db, ['Admin'], 'yonetici');
    const cyrillic = await register('уonetici', 'Guclu-Parola-2', ip); // Cyrillic у
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json().errors).toEqual([
      'Bu kullanıcı adı kayıtlı bir ada çok benziyor; lütfen başka bir ad seçin.',
    ]);
    const wide = await register('ｙｏｎｅｔｉｃｉ', 'Guclu-Parola-2', ip); // full-width: NFKC makes it "yonetici"
    expect(wide.json().errors).toEqual(['Bu kullanıcı adı zaten kullanılıyor.']);
    const fresh = await register('ｍｅｌｉｓａ', 'Guclu-Parola-2', ip);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().userName).toBe('melisa');
    // Turkish names stay what they are.
    expect((await register('çağrı', 'Guclu-Parola-2', ip)).json().userName).toBe('çağrı');
  });
});
