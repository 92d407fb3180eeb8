import { passwordProblems } from '@pusula/core/validation/account-schemas.ts';
import { loadPasswordJudge } from '@pusula/core/validation/password-strength.ts';
import { describe, expect, it } from 'vitest';
import { account, login, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { usersSuite } from '../../test/users-test-kit.ts';
import { ensureFirstAdmin } from '../auth/first-admin.ts';

// The Admin accounts: the last one stays, the first one is made at start-up. Adding and changing
// accounts: users-accounts.test.ts; a user's own settings: users-settings.test.ts.
const { ctx, admin, call } = usersSuite();

describe(`users (${storeKind()})`, () => {
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
