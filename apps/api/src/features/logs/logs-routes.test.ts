import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, logRows, startApp } from '../../test/auth-test-kit.ts';
import { PASSWORD } from '../../test/test-credentials.ts';
import { storeKind } from '../../test/test-db.ts';
import { systemLogs } from './logs-tables.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let admin: Awaited<ReturnType<typeof account>>;
beforeAll(async () => {
  ctx = await startApp();
  admin = await account(ctx.app, ctx.db, ['Admin'], 'kayitci');
  // 40 rows, alternating levels, created a second apart (the newest is row 40).
  await ctx.db.insert(systemLogs).values(
    Array.from({ length: 40 }, (_, i) => ({
      level: i % 4 === 0 ? 'error' : i % 2 === 0 ? 'warn' : 'info',
      event: 'request',
      message: `seeded row ${i + 1}`,
      userName: i % 5 === 0 ? 'ayse_%' : 'mehmet',
      method: 'PUT',
      path: `/api/things/${i + 1}`,
      statusCode: 200,
      durationMs: i,
      ip: '10.1.1.1',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i + 1)),
    })),
  );
});
afterAll(async () => {
  await ctx?.close();
});

const logs = (query = '', headers = admin.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/Logs${query}`, headers });

describe(`GET /api/Logs (${storeKind()})`, () => {
  it('defaults to page 1 of 15, newest first, with the paging fields', async () => {
    const body = (await logs()).json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 15, hasPreviousPage: false, hasNextPage: true });
    expect(body.logs).toHaveLength(15);
    expect(body.totalCount).toBeGreaterThanOrEqual(40);
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 15));
    const times = body.logs.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(body.logs[0]).sort()).toEqual(
      [
        'createdAt',
        'durationMs',
        'event',
        'id',
        'ip',
        'level',
        'message',
        'method',
        'path',
        'statusCode',
        'userName',
      ].sort(),
    );
  });

  it('pages through, caps the page size at 100, and refuses nonsense', async () => {
    const last = (await logs('?pageNumber=3&pageSize=15&search=seeded')).json();
    expect(last).toMatchObject({
      totalCount: 40,
      totalPages: 3,
      pageNumber: 3,
      hasPreviousPage: true,
      hasNextPage: false,
    });
    expect(last.logs.map((row: { message: string }) => row.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `seeded row ${10 - i}`),
    );
    const big = (await logs('?pageSize=500&search=seeded')).json();
    expect(big.pageSize).toBe(100);
    expect(big.logs).toHaveLength(40);
    const beyond = (await logs('?pageNumber=9&search=seeded')).json();
    expect(beyond).toMatchObject({ logs: [], hasPreviousPage: true, hasNextPage: false });
    for (const query of ['?pageNumber=0', '?pageSize=-1', '?pageNumber=abc', '?level=fatal']) {
      expect((await logs(query)).statusCode, query).toBe(400);
    }
  });

  it('filters by level and by text (matched literally, case-insensitively)', async () => {
    const errors = (await logs('?level=error&search=seeded&pageSize=100')).json();
    expect(errors.totalCount).toBe(10);
    expect(errors.logs.every((row: { level: string }) => row.level === 'error')).toBe(true);
    const literal = (await logs(`?search=${encodeURIComponent('AYSE_%')}&pageSize=100`)).json();
    expect(literal.totalCount).toBe(8);
    const path = (await logs('?search=/api/things/17')).json();
    expect(path.logs.map((row: { path: string }) => row.path)).toEqual(['/api/things/17']);
  });

  it('records every server error with its class and code, no query, no parameters, no stack', async () => {
    await ctx.db.execute(sql`alter table login_attempts rename to login_attempts_away`);
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { email: 'kayitci', password: PASSWORD },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table login_attempts_away rename to login_attempts`);
    }
    const [row] = await logRows(ctx.db, { event: 'serverError' });
    expect(row).toMatchObject({ level: 'error', method: 'POST', path: '/api/Auth/login', statusCode: 500 });
    // 42P01: undefined table. The failed statement's text and its parameters stay out.
    expect(row!.message).toBe('POST /api/Auth/login 500: database error 42P01');
    expect(row!.message).not.toMatch(/\n\s+at /);
    const listed = (await logs('?level=error&search=serverError')).json();
    expect(listed.totalCount).toBe(1);
  });

  it('never writes passwords or tokens', async () => {
    const secret = 'Cok-Gizli-Parola-77';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: { userName: 'gizli', email: 'gizli@example.com', password: secret },
      remoteAddress: '10.9.9.9',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'gizli', password: secret },
      remoteAddress: '10.9.9.9',
    });
    const token = login.json().token as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: secret, newPassword: `${secret}-2` },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'gizli', password: 'typo-in-password' },
      remoteAddress: '10.9.9.8',
    });
    await logRows(ctx.db, { event: 'passwordChanged' });
    await logRows(ctx.db, { event: 'register' });
    const dump = JSON.stringify(await ctx.db.select().from(systemLogs));
    for (const text of [secret, 'typo-in-password', token, token.split('.')[2]!, admin.token, PASSWORD]) {
      expect(dump).not.toContain(text);
    }
    expect(dump).toContain('gizli');
  });

  it('does not log public searches (POSTs that change nothing), but logs the next change', async () => {
    const searches = [
      ['/api/banks/search/ihtiyac', { amount: 100000, maturity: 12 }],
      ['/api/mevduat/search/all', { enteredAmount: 100000, maturity: 32, depositType: 'TL' }],
      ['/api/Tefas/search', { searchParam: 'altın' }],
      ['/api/Befas/paginated', { pageNumber: 1, pageSize: 10 }],
    ] as const;
    for (const [url, payload] of searches) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(200);
    }
    // A change after them is logged; by the time its row is there, the searches' would be too.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Users',
      headers: admin.auth,
      payload: {
        userName: 'sonraki',
        email: 'sonraki@ornek.com',
        password: 'Sonraki-2026!',
        roles: ['User'],
      },
    });
    await logRows(ctx.db, { path: '/api/Users', event: 'request' });
    const paths = (await ctx.db.select().from(systemLogs)).map((row) => row.path);
    for (const [url] of searches) expect(paths).not.toContain(url);
  });
});
