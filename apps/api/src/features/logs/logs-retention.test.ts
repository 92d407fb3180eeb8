import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { pruneLogs } from './logs-repository.ts';
import { startLogRetention } from './logs-retention.ts';
import { systemLogs } from './logs-tables.ts';

// docs/security.md "System log": a retention window, and no row per anonymous refused request.
let ctx: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => {
  await ctx?.close();
});

const rows = async () => (await ctx.db.select({ n: count() }).from(systemLogs))[0]?.n ?? 0;
const row = (daysAgo: number) => ({
  level: 'info',
  event: 'request',
  message: `PUT /api/x ${daysAgo}`,
  method: 'PUT',
  path: '/api/x',
  statusCode: 200,
  durationMs: 1,
  ip: '10.0.0.1',
  createdAt: sql`now() - make_interval(days => ${daysAgo}::int)`,
});

describe(`system log size (${storeKind()})`, () => {
  it('200 anonymous refused requests write no row; a refused sign-in still does', async () => {
    await ctx.db.delete(systemLogs);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/Users/${i + 1}`, remoteAddress: '203.0.113.90' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'kimse', password: 'yanlis-parola' },
      remoteAddress: '203.0.113.91',
    });
    expect(signIn.statusCode).toBe(401);
    await expect.poll(rows).toBe(1);
  });

  it('keeps the retention window: older rows are removed at start and hourly, newer kept', async () => {
    await ctx.db.delete(systemLogs);
    await ctx.db.insert(systemLogs).values([row(1), row(89), row(91), row(400)]);
    expect(await pruneLogs(ctx.db, 90)).toBe(2);
    expect(await rows()).toBe(2);
    await ctx.db.insert(systemLogs).values([row(5)]);
    const retention = startLogRetention({ db: ctx.db, days: 3, log: { warn() {}, info() {} } });
    await expect.poll(rows).toBe(1);
    await retention.stop();
    const forever = startLogRetention({ db: ctx.db, days: 0, log: { warn() {}, info() {} } });
    await forever.stop();
    expect(await rows()).toBe(1);
  });
});
