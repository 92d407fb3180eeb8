import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from './test/auth-test-kit.ts';
import { storeKind } from './test/test-db.ts';

// One id rule for every route (packages/core/src/contract/ids.ts, docs/security.md "Input"): loose or
// out-of-range ids are 400 without touching the database, well-formed absent ones 404, never a 500.
let ctx: Awaited<ReturnType<typeof startApp>>;
let admin: Awaited<ReturnType<typeof account>>;
beforeAll(async () => {
  ctx = await startApp();
  admin = await account(ctx.app, ctx.db, ['Admin'], 'id.yonetici');
});
afterAll(async () => {
  await ctx?.close();
});

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });

describe(`hostile ids (${storeKind()})`, () => {
  const paths = [
    ['DELETE', '/api/Users/{id}'],
    ['GET', '/api/Users/GetUserRoles/{id}'],
    ['PUT', '/api/offers/loans/{id}'],
    ['DELETE', '/api/offers/deposits/{id}'],
    ['PUT', '/api/ContactMessages/{id}/handled'],
  ] as const;

  it.each(paths)('%s %s: loose or too large ids are 400, an absent one 404', async (method, template) => {
    for (const bad of ['2147483648', '99999999999', '0x1', '1e0', '%201%20', '-1', '01']) {
      const response = await send(method, template.replace('{id}', bad), method === 'PUT' ? {} : undefined);
      expect(response.statusCode, bad).toBe(400);
      expect(response.body, bad).not.toMatch(/select|insert|update|delete from|syntax/i);
    }
    const absent = await send(
      method,
      template.replace('{id}', '2147483647'),
      method === 'PUT' ? {} : undefined,
    );
    expect(absent.statusCode).toBe(404);
  });

  it('PUT /api/Users takes the id as a JSON number only', async () => {
    const body = { userName: 'id.yonetici', email: 'id.yonetici@example.com', roles: ['Admin'] };
    for (const id of ['0x1', ' 1 ', '1e0', true, [1], '1', 2147483648]) {
      const response = await send('PUT', '/api/Users', { ...body, id });
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json().errors).toEqual(['Geçersiz kimlik numarası: pozitif bir tam sayı olmalıdır.']);
    }
    expect((await send('PUT', '/api/Users', { ...body, id: admin.id })).statusCode).toBe(200);
  });
});
