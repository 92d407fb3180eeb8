import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../test/auth-test-kit.ts';
import { contactApp } from '../../test/contact-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

let ctx: Awaited<ReturnType<typeof contactApp>>;
let editor: Awaited<ReturnType<typeof account>>;
let admin: Awaited<ReturnType<typeof account>>;
let user: Awaited<ReturnType<typeof account>>;
let ids: number[] = [];

beforeAll(async () => {
  ctx = await contactApp();
  editor = await account(ctx.app, ctx.db, ['Editor']);
  admin = await account(ctx.app, ctx.db, ['Admin']);
  user = await account(ctx.app, ctx.db, ['User']);
  const inserted = await ctx.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 17 }, (_, i) => ({
        fullName: `Gönderen ${i + 1}`,
        phoneNumber: '05321234567',
        email: i % 2 ? `k${i}@example.com` : null,
        message: i % 3 ? `Mesaj ${i + 1}` : null,
        createdAt: sql`now() - make_interval(mins => ${60 - i}::int)`,
      })),
    )
    .returning({ id: contactMessages.id });
  ids = inserted.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.drop();
});

const list = (query: string, headers: Record<string, string> = editor.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/ContactMessages${query}`, headers });
const handle = (id: string, payload?: object, headers: Record<string, string> = editor.auth) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/ContactMessages/${id}/handled`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe(`contact inbox (${storeKind()})`, () => {
  it('is for Admins and Editors only: 401 without a token, 403 for a User', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', user.auth)).statusCode).toBe(403);
    expect((await list('', admin.auth)).statusCode).toBe(200);
    expect((await handle(String(ids[0]), undefined, {})).statusCode).toBe(401);
    const forbidden = await handle(String(ids[0]), undefined, user.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Bu işlemi gerçekleştirmek için yetkiniz bulunmamaktadır.');
  });

  it('pages newest first, 15 by default, with the paging fields and mailEnabled', async () => {
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    const { data } = first.json();
    expect(data).toMatchObject({
      totalCount: 17,
      pageNumber: 1,
      pageSize: 15,
      totalPages: 2,
      hasPreviousPage: false,
      hasNextPage: true,
      mailEnabled: false,
    });
    expect(data.items).toHaveLength(15);
    expect(data.items[0]).toEqual({
      id: ids[16],
      fullName: 'Gönderen 17',
      email: null,
      phoneNumber: '05321234567',
      message: 'Mesaj 17',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deliveryStatus: 'pending',
      attempts: 0,
      handled: false,
    });
    const second = (await list('?pageNumber=2&pageSize=15')).json().data;
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect((await list('?pageSize=500')).json().data.pageSize).toBe(100);
    expect((await list('?pageNumber=&pageSize=')).json().data).toMatchObject({ pageNumber: 1, pageSize: 15 });
  });

  it.each([
    'pageNumber=0',
    'pageSize=-1',
    'pageSize=1.5',
    'pageNumber=abc',
    'pageNumber=0x1',
    'pageSize=1e1',
  ])('?%s → 400', async (query) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Geçersiz istek.',
      errors: ['Sayfa numarası ve sayfa boyutu 1 veya daha büyük bir tam sayı olmalıdır.'],
    });
  });

  it('marks a message handled (default true) and back, recording who did it', async () => {
    const id = ids[3] as number;
    const done = await handle(String(id));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id, fullName: 'Gönderen 4', handled: true });
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ handled: true, handledBy: editor.userName });
    expect(row?.handledAt).toBeInstanceOf(Date);
    const undone = await handle(String(id), { handled: false }, admin.auth);
    expect(undone.json().data.handled).toBe(false);
    const [after] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(after).toMatchObject({ handled: false, handledBy: null, handledAt: null });
    expect((await handle(String(id), { handled: 'yes' })).statusCode).toBe(400);
  });

  it.each(['0x1', '99999999999', '2147483648', '0', '-1', '1e0', '%201%20', '01', 'abc'])(
    'id %s → 400',
    async (id) => {
      const response = await handle(id, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Geçersiz istek.', errors: ['Geçersiz mesaj numarası.'] });
    },
  );

  it('answers an absent id with 404 in the error shape', async () => {
    const response = await handle('2147483647', {}, { ...editor.auth, 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'The requested resource was not found.',
      errors: ['The message was not found.'],
    });
  });

  it('says mailEnabled: true when SMTP_URL is set', async () => {
    const other = await contactApp({ smtpUrl: 'smtp://127.0.0.1:1', database: ctx.database });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/ContactMessages',
        headers: admin.auth,
      });
      expect(response.json().data.mailEnabled).toBe(true);
    } finally {
      await other.app.close();
    }
  });
});
