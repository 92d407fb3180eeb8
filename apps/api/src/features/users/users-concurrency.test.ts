import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { users } from './users-tables.ts';

// Changes that may remove an Admin lock their rows in one order (docs/security.md "Accounts").
let ctx: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe(`Admins changing each other at once (${storeKind()})`, () => {
  it('two Admins demoting each other in parallel: never a 500, always one Admin left', async () => {
    const first = await account(ctx.app, ctx.db, ['Admin'], 'birinci');
    const second = await account(ctx.app, ctx.db, ['Admin'], 'ikinci');
    const demote = (actor: typeof first, target: typeof first) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Users',
        headers: actor.auth,
        payload: { id: target.id, userName: target.userName, email: target.email, roles: ['User'] },
      });
    for (let round = 0; round < 10; round += 1) {
      await ctx.db
        .update(users)
        .set({ roles: ['Admin'] })
        .where(sql`${users.id} in (${first.id}, ${second.id})`);
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0], answers.map((answer) => answer.body).join(' | ')).toBe(200);
      expect([400, 403]).toContain(codes[1]);
      const admins = await ctx.db.select().from(users).where(sql`'Admin' = any(${users.roles})`);
      expect(admins).toHaveLength(1);
    }
  });
});
