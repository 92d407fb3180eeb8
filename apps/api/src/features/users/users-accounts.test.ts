import { describe, expect, it } from 'vitest';
import { login, logRows } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { usersSuite } from '../../test/users-test-kit.ts';

// Adding and changing accounts, and their log rows; the Admin rules: users-routes.test.ts, a user's
// own settings: users-settings.test.ts. The tests run in order: each goes on from the one before.
const { ctx, call } = usersSuite();

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
});
