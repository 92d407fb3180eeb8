import { afterAll, beforeAll } from 'vitest';
import { account, startApp } from './auth-test-kit.ts';

/**
 * A users test file's app and its Admin `yonetici`, started before the file's tests and closed after
 * them (features/users/users-*.test.ts). Both objects are filled in by `beforeAll`; `call` sends a
 * request as that Admin, in Turkish unless told.
 */
export function usersSuite() {
  const ctx = {} as Awaited<ReturnType<typeof startApp>>;
  const admin = {} as Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    Object.assign(ctx, await startApp());
    Object.assign(admin, await account(ctx.app, ctx.db, ['Admin'], 'yonetici'));
  });
  afterAll(async () => {
    await ctx.close?.();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'tr') =>
    ctx.app.inject({ method, url, payload, headers: { ...admin.auth, 'accept-language': lang } });
  return { ctx, admin, call };
}
