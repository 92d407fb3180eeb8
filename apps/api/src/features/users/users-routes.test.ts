import { passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import { loadPasswordJudge } from '@pusula/core/validation/password-strength.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, login, logRows, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { ensureFirstAdmin } from '../auth/first-admin.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let admin: Awaited<ReturnType<typeof account>>;
beforeAll(async () => {
  ctx = await startApp();
  admin = await account(ctx.app, ctx.db, ['Admin'], 'yonetici');
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'tr') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin.auth, 'accept-language': lang } });

describe(`users (${storeKind()})`, () => {
  it('adds a user: 201 with the user itself, no password in it; the list and count follow', async () => {
    const before = (await call('GET', '/api/Users/GetTotalCount')).json();
    const created = await call('POST', '/api/Users', {
      userName: 'editor.ali',
      email: 'ali@example.com',
      password: 'ali-parola-123',
      roles: ['User', 'Editor'],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      userName: 'editor.ali',
      email: 'ali@example.com',
      roles: ['Editor', 'User'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(created.body).not.toContain('ali-parola-123');
    expect(created.body).not.toMatch(/hash|argon/i);
    const count = await call('GET', '/api/Users/GetTotalCount');
    expect(count.body).toBe(String(before + 1));
    const list = (await call('GET', '/api/Users')).json() as { userName: string }[];
    expect(list.map((user) => user.userName)).toEqual(expect.arrayContaining(['yonetici', 'editor.ali']));
    expect((await call('GET', `/api/Users/GetUserRoles/${body.id}`)).json()).toEqual(['Editor', 'User']);
    expect((await call('GET', '/api/Users/GetAllRoles')).json()).toEqual(['Admin', 'Editor', 'User']);
    await login(ctx.app, 'editor.ali', 'ali-parola-123');
  });

  it('refuses duplicates, unknown roles and a weak password with clear messages', async () => {
    const dup = await call('POST', '/api/Users', {
      userName: 'Editor.Ali',
      email: 'other@example.com',
      password: 'baska-parola-1',
      roles: ['User'],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual(['Bu kullanıcı adı zaten kullanılıyor.']);
    const bad = await call(
      'POST',
      '/api/Users',
      { userName: 'newbie', email: 'ALI@example.com', password: 'short', roles: ['Root'] },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'Choose at least one valid role (Admin, Editor, User).',
      'The password must be at least 8 characters long.',
    ]);
    const common = await call('POST', '/api/Users', {
      userName: 'yaygin.sifre',
      email: 'yaygin@example.com',
      password: '12345678',
      roles: ['User'],
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      'Bu şifre kolay tahmin edilir; daha uzun bir şifre seçin ya da birbiriyle ilgisiz birkaç kelimeyi birleştirin.',
    ]);
    const lookalike = await call('POST', '/api/Users', {
      userName: 'еditor.ali', // Cyrillic е
      email: 'lookalike@example.com',
      password: 'baska-parola-1',
      roles: ['User'],
    });
    expect(lookalike.json().errors).toEqual([
      'Bu kullanıcı adı kayıtlı bir ada çok benziyor; lütfen başka bir ad seçin.',
    ]);
  });

  it('updates a user (replaces name, e-mail and roles); duplicates and unknown ids refused', async () => {
    const [target] = (await call('GET', '/api/Users'))
      .json()
      .filter((u: { userName: string }) => u.userName === 'editor.ali');
    const updated = await call('PUT', '/api/Users', {
      id: target.id,
      userName: 'ali',
      email: 'ali@example.org',
      roles: ['User'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: target.id,
      userName: 'ali',
      email: 'ali@example.org',
      roles: ['User'],
    });
    const clash = await call('PUT', '/api/Users', {
      id: target.id,
      userName: 'ali',
      email: 'YONETICI@example.com',
      roles: ['User'],
    });
    expect(clash.json().errors).toEqual(['Bu e-posta adresi zaten kayıtlı.']);
    const missing = await call('PUT', '/api/Users', {
      id: 999999,
      userName: 'nobody',
      email: 'n@example.com',
      roles: ['User'],
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/Users/GetUserRoles/999999')).statusCode).toBe(404);
  });

  it('the last Admin can be neither demoted nor deleted; nobody deletes themself', async () => {
    const demote = await call('PUT', '/api/Users', {
      id: admin.id,
      userName: 'yonetici',
      email: 'yonetici@example.com',
      roles: ['Editor'],
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('Son yönetici silinemez veya yönetici rolü kaldırılamaz.');
    const selfDelete = await call('DELETE', `/api/Users/${admin.id}`, undefined, 'en');
    expect(selfDelete.statusCode).toBe(400);
    expect(selfDelete.json().message).toBe(
      'The last administrator cannot be deleted or lose the Admin role.',
    );

    const second = await account(ctx.app, ctx.db, ['Admin'], 'ikinci.yonetici');
    const notSelf = await call('DELETE', `/api/Users/${admin.id}`);
    expect(notSelf.statusCode).toBe(400);
    expect(notSelf.json().message).toBe('Kendi hesabınızı silemezsiniz.');
    // With a second Admin, demoting the first is allowed; then the second is the last one.
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Users',
      headers: second.auth,
      payload: {
        id: admin.id,
        userName: 'yonetici',
        email: 'yonetici@example.com',
        roles: ['Editor', 'Admin'],
      },
    });
    expect(ok.statusCode).toBe(200);
    const removed = await call('DELETE', `/api/Users/${second.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', `/api/Users/${second.id}`)).statusCode).toBe(404);
  });

  it('writes a log row for every change: who, what, when, from where, status, duration', async () => {
    const created = await call('POST', '/api/Users', {
      userName: 'gecici',
      email: 'gecici@example.com',
      password: 'gecici-parola',
      roles: ['User'],
    });
    const id = created.json().id;
    await call('PUT', '/api/Users', {
      id,
      userName: 'gecici',
      email: 'gecici@example.com',
      roles: ['Editor'],
    });
    await call('DELETE', `/api/Users/${id}`);
    const post = await logRows(ctx.db, { path: '/api/Users', event: 'request' }, 1);
    const put = post.filter((row) => row.method === 'PUT');
    expect(put.length).toBeGreaterThan(0);
    const [del] = await logRows(ctx.db, { path: `/api/Users/${id}` });
    expect(del).toMatchObject({
      level: 'info',
      event: 'request',
      userName: 'yonetici',
      method: 'DELETE',
      statusCode: 204,
      ip: '127.0.0.1',
      message: `DELETE /api/Users/${id} 204`,
    });
    expect(del!.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.now() - del!.createdAt.getTime()).toBeLessThan(60_000);
    const creates = post.filter((row) => row.method === 'POST' && row.statusCode === 201);
    expect(creates.length).toBeGreaterThan(0);
    const refused = post.filter((row) => row.statusCode === 400);
    expect(refused.every((row) => row.level === 'warn')).toBe(true);
  });

  it("saves the signed-in user's ticker currencies (1 to 5 known codes)", async () => {
    const user = await account(ctx.app, ctx.db, ['User']);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/Users/settings', headers: user.auth });
    const put = (selectedCurrencies: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Users/settings',
        headers: user.auth,
        payload: { selectedCurrencies },
      });
    expect((await get()).json()).toEqual({ selectedCurrencies: null });
    const saved = await put(['usd', 'GOLD', 'BIST100']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ selectedCurrencies: ['USD', 'XAU', 'BIST100'] });
    expect((await get()).json()).toEqual({ selectedCurrencies: ['USD', 'XAU', 'BIST100'] });
    for (const wrong of [[], ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD'], ['XYZ'], 'USD']) {
      const response = await put(wrong);
      expect(response.statusCode).toBe(400);
    }
    expect((await put([])).json().errors).toEqual(['1 ile 5 arasında geçerli döviz kodu seçiniz.']);
    // Each account has its own selection.
    expect((await call('GET', '/api/Users/settings')).json()).toEqual({ selectedCurrencies: null });
  });
});

describe(`the first Admin (${storeKind()})`, () => {
  it('is created once: generated password printed once, then idempotent', async () => {
    const fresh = await startApp();
    try {
      const lines: string[] = [];
      const log = { warn: (line: string) => lines.push(line) };
      expect(
        await ensureFirstAdmin(fresh.db, { email: 'root@example.com', password: undefined }, log),
      ).toEqual({ created: true });
      expect(
        await ensureFirstAdmin(fresh.db, { email: 'root@example.com', password: 'Whatever-Else-81' }, log),
      ).toEqual({ created: false });
      expect(lines).toHaveLength(1);
      const password = /generated password: (\S+)/.exec(lines[0] ?? '')?.[1];
      expect(password?.length).toBeGreaterThanOrEqual(16);
      // The generated one passes the rules it would be held to if it were typed.
      const admin = { userName: 'admin', email: 'root@example.com' };
      expect(passwordProblems(password ?? '', admin, await loadPasswordJudge())).toEqual([]);
      await login(fresh.app, 'root@example.com', password);
      const withEnv = await startApp();
      try {
        await expect(
          ensureFirstAdmin(withEnv.db, { email: 'a@b.co', password: 'short' }, log),
        ).rejects.toThrow(/ADMIN_PASSWORD/);
        // The same strength rule as every other password (docs/security.md "Passwords").
        for (const weak of ['password123', 'admin12345', 'iloveyou12'])
          await expect(
            ensureFirstAdmin(withEnv.db, { email: 'a@b.co', password: weak }, log),
          ).rejects.toThrow(/^ADMIN_PASSWORD is refused: This password is easy to guess/);
        await ensureFirstAdmin(withEnv.db, { email: 'boss@example.com', password: 'Belirli-Parola-9' }, log);
        expect(lines[1]).not.toContain('Belirli-Parola-9');
        await login(withEnv.app, 'admin', 'Belirli-Parola-9');
      } finally {
        await withEnv.close();
      }
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
