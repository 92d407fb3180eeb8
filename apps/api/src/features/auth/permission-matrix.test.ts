import type { Role } from '@pusula/core/auth/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedRoutes } from '../../plugins/authz.ts';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'User', 'Editor', 'Admin'];
const ANY: Role[] = ['Admin', 'Editor', 'User'];

/**
 * The README's "Roles and permissions" matrix for the accounts routes, with a valid request each:
 * the allowed roles must get `ok`, the others 403, anonymous callers 401.
 */
const MATRIX: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  roles: Role[];
  ok: number;
  body?: (target: { id: number; userName: string; email: string }) => object;
}[] = [
  {
    method: 'POST',
    url: '/api/Auth/change-password',
    roles: ANY,
    ok: 400,
    body: () => ({ currentPassword: 'wrong-one', newPassword: 'brand-new-pass' }),
  },
  { method: 'GET', url: '/api/Auth/me', roles: ANY, ok: 200 },
  { method: 'GET', url: '/api/Users', roles: ['Admin'], ok: 200 },
  {
    method: 'POST',
    url: '/api/Users',
    roles: ['Admin'],
    ok: 201,
    body: () => ({
      userName: `new${Math.random().toString(36).slice(2, 8)}`,
      email: `${Math.random().toString(36).slice(2)}@ex.com`,
      password: 'new-user-pass',
      roles: ['User'],
    }),
  },
  {
    method: 'PUT',
    url: '/api/Users',
    roles: ['Admin'],
    ok: 200,
    body: (t) => ({ id: t.id, userName: t.userName, email: t.email, roles: ['User'] }),
  },
  { method: 'DELETE', url: '/api/Users/:id', roles: ['Admin'], ok: 204 },
  { method: 'GET', url: '/api/Users/GetUserRoles/:id', roles: ['Admin'], ok: 200 },
  { method: 'GET', url: '/api/Users/GetAllRoles', roles: ['Admin'], ok: 200 },
  { method: 'GET', url: '/api/Users/GetTotalCount', roles: ['Admin'], ok: 200 },
  { method: 'GET', url: '/api/Users/settings', roles: ANY, ok: 200 },
  {
    method: 'PUT',
    url: '/api/Users/settings',
    roles: ANY,
    ok: 200,
    body: () => ({ selectedCurrencies: ['USD'] }),
  },
  { method: 'GET', url: '/api/Logs', roles: ['Admin'], ok: 200 },
];

let ctx: Awaited<ReturnType<typeof startApp>>;
const tokens = new Map<Caller, Record<string, string>>();
beforeAll(async () => {
  ctx = await startApp();
  for (const role of ['User', 'Editor', 'Admin'] as Role[])
    tokens.set(role, (await account(ctx.app, ctx.db, [role])).auth);
  tokens.set('anonymous', {});
});
afterAll(async () => {
  await ctx?.close();
});

async function target() {
  return account(ctx.app, ctx.db, ['User']);
}

describe(`permission matrix: every protected route × every role × no token (${storeKind()})`, () => {
  it('the accounts routes are protected exactly as the README says', () => {
    const mine = protectedRoutes(ctx.app).filter((rule) => /^\/api\/(Auth|Users|Logs)\b/.test(rule.url));
    const asTable = (rows: { method: string; url: string; roles: readonly Role[] }[]) =>
      rows
        .map(
          (row) =>
            `${row.method} ${row.url} ${row.roles.length === 0 ? ANY.join('|') : [...row.roles].sort().join('|')}`,
        )
        .sort();
    expect(asTable(mine)).toEqual(asTable(MATRIX));
  });

  it.each(MATRIX.flatMap((row) => CALLERS.map((caller) => [row.method, row.url, caller, row] as const)))(
    '%s %s as %s',
    async (method, url, caller, row) => {
      const victim = await target();
      const response = await ctx.app.inject({
        method,
        url: url.replace(':id', String(victim.id)),
        headers: tokens.get(caller),
        ...(row.body ? { payload: row.body(victim) } : {}),
      });
      const expected = caller === 'anonymous' ? 401 : row.roles.includes(caller) ? row.ok : 403;
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 401)
        expect(response.json().message).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
      if (expected === 403)
        expect(response.json().message).toBe('Bu işlemi gerçekleştirmek için yetkiniz bulunmamaktadır.');
    },
  );

  it("every other feature's protected route refuses anonymous callers (401) and roles it does not name (403)", async () => {
    const others = protectedRoutes(ctx.app).filter((rule) => !/^\/api\/(Auth|Users|Logs)\b/.test(rule.url));
    for (const rule of others) {
      for (const caller of CALLERS) {
        const response = await ctx.app.inject({
          method: rule.method as 'GET',
          url: rule.url.replace(/:(\w+)/g, '1'),
          headers: tokens.get(caller),
          payload: rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {},
        });
        const allowed = caller !== 'anonymous' && (rule.roles.length === 0 || rule.roles.includes(caller));
        const label = `${rule.method} ${rule.url} as ${caller}`;
        if (caller === 'anonymous') expect(response.statusCode, label).toBe(401);
        else if (!allowed) expect(response.statusCode, label).toBe(403);
        else expect([401, 403], label).not.toContain(response.statusCode);
      }
    }
  });

  it('sign-in and registration are public', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'x', password: 'y' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).not.toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: { userName: 'public.one', email: 'public.one@example.com', password: 'public-pass-1' },
    });
    expect(register.statusCode).toBe(201);
  });
});
