import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactApp, postForm, VALID } from '../../test/contact-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

let ctx: Awaited<ReturnType<typeof contactApp>>;
beforeAll(async () => {
  ctx = await contactApp();
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.drop();
});

const storedFrom = async (ip: string) =>
  (await ctx.db.select().from(contactMessages).where(eq(contactMessages.ip, ip))).length;

describe(`contact form: at most 5 messages per address in 10 minutes (${storeKind()})`, () => {
  it('answers the 6th message within 10 minutes with 429 and the spec text; honeypot hits do not count', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1)
      expect((await postForm(ctx.app, { ...VALID, website: 'bot' }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const response = await postForm(ctx.app, { ...VALID, message: `Mesaj numarası ${i}` }, { ip });
      expect(response.statusCode, response.body).toBe(200);
    }
    const sixth = await postForm(ctx.app, VALID, { ip });
    expect(sixth.statusCode).toBe(429);
    const text = 'Çok fazla istek yaptınız. Lütfen bir süre bekleyin.';
    expect(sixth.json()).toEqual({ success: false, error: text, message: text });
    const english = await postForm(ctx.app, VALID, { ip, lang: 'en' });
    expect(english.json().error).toBe('You have made too many requests. Please wait a while.');
    expect(await storedFrom(ip)).toBe(5);

    expect((await postForm(ctx.app, VALID, { ip: '203.0.113.11' })).statusCode).toBe(200);
    const forwarded = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      payload: { full_name: VALID.full_name, phone_number: VALID.phone_number },
      headers: { 'x-forwarded-for': '203.0.113.12' },
      remoteAddress: '127.0.0.1',
    });
    expect(forwarded.statusCode).toBe(200);
    expect(await storedFrom('203.0.113.12')).toBe(1);
    // A client that is not a configured proxy cannot pick its address (docs/decisions/0007-proxy-trust.md).
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      payload: { full_name: VALID.full_name, phone_number: VALID.phone_number },
      headers: { 'x-forwarded-for': '203.0.113.13' },
      remoteAddress: '198.51.100.50',
    });
    expect(spoofed.statusCode).toBe(200);
    expect(await storedFrom('203.0.113.13')).toBe(0);
    expect(await storedFrom('198.51.100.50')).toBe(1);
  });

  it('counts an IPv6 client by its /64: a fresh address in the same /64 gets no fresh allowance', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await postForm(ctx.app, VALID, { ip: `2001:db8:c0::${i + 1}` })).statusCode).toBe(200);
    expect((await postForm(ctx.app, VALID, { ip: '2001:db8:c0::ffff:9' })).statusCode).toBe(429);
    expect((await postForm(ctx.app, VALID, { ip: '2001:db8:c1::1' })).statusCode).toBe(200);
  });

  it('counts only the last 10 minutes', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 5; i += 1) expect((await postForm(ctx.app, VALID, { ip })).statusCode).toBe(200);
    expect((await postForm(ctx.app, VALID, { ip })).statusCode).toBe(429);
    await ctx.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(contactMessages.ip, ip));
    expect((await postForm(ctx.app, VALID, { ip })).statusCode).toBe(200);
    expect(await storedFrom(ip)).toBe(6);
  });

  it('stores exactly 5 of 20 parallel posts from one address', async () => {
    const ip = '203.0.113.30';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postForm(ctx.app, { ...VALID, message: `Paralel mesaj ${i}` }, { ip }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await storedFrom(ip)).toBe(5);
  });
});
