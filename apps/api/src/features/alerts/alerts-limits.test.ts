import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { alertsApp, postAlert } from '../../test/alerts-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { alerts } from './alerts-tables.ts';

let ctx: Awaited<ReturnType<typeof alertsApp>>;
beforeAll(async () => {
  ctx = await alertsApp();
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.drop();
});
beforeEach(async () => {
  await ctx.db.delete(alerts);
  await ctx.db.delete(mailOutbox);
});

const valid = { email: 'limit@example.com', kind: 'gold-gram-below', threshold: 4000 };
const stored = async (email: string) =>
  (await ctx.db.select().from(alerts).where(eq(alerts.email, email))).length;

describe(`alerts: limits and hostile input (${storeKind()})`, () => {
  it('keeps at most 10 alerts per address and answers the 11th exactly like a new address', async () => {
    const answers = [];
    for (let i = 0; i < 12; i += 1)
      answers.push(await postAlert(ctx.app, { ...valid, threshold: 4000 + i }, `198.51.100.${i}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(202));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await stored('limit@example.com')).toBe(10);
    expect((await ctx.db.select().from(mailOutbox)).length).toBe(10);
  });

  it('never exceeds 10 under parallel requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postAlert(ctx.app, { ...valid, email: 'race@example.com' }, `203.0.113.${i}`),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    expect(await stored('race@example.com')).toBe(10);
  });

  it("applies the contact form's per-address limit: the 6th request in 10 minutes gets 429", async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        (await postAlert(ctx.app, { ...valid, email: `ip${i}@example.com` }, '192.0.2.77')).statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    // Another address group is not held back.
    expect((await postAlert(ctx.app, valid, '192.0.2.78')).statusCode).toBe(202);
  });

  it.each([
    ['a NUL byte in the e-mail', { ...valid, email: 'a\u0000b@example.com' }],
    ['a 10 KB e-mail', { ...valid, email: `${'a'.repeat(10_000)}@example.com` }],
    ['a huge threshold', { ...valid, threshold: 1e308 }],
    ['a threshold over the kind’s maximum', { ...valid, kind: 'deposit32-above', threshold: 5000 }],
    ['a negative threshold', { ...valid, threshold: -1 }],
    ['too many decimals', { ...valid, threshold: 1.23456 }],
    ['a threshold as text', { ...valid, threshold: '45' }],
    ['an unknown kind', { ...valid, kind: 'btc-above' }],
    ['an unknown language', { ...valid, lang: 'de' }],
    ['two addresses', { ...valid, email: 'a@example.com,b@example.com' }],
    ['no body fields', {}],
  ])('refuses %s with 400 { message, errors } in the language asked for', async (_name, body) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: body,
      headers: { 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(400);
    const json = answer.json();
    expect(json.message).toEqual(expect.any(String));
    expect(json.errors).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(JSON.stringify(json)).not.toMatch(/alerts:|calc:/);
    expect((await ctx.db.select().from(alerts)).length).toBe(0);
  });

  it('names the problem in Turkish', async () => {
    const answer = await postAlert(ctx.app, { ...valid, email: 'nope' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(['Geçerli bir e-posta adresi giriniz.']);
  });

  it.each([
    ['too short', 'abc'],
    ['a NUL byte', `${'a'.repeat(42)}\u0000`],
    ['too long', 'a'.repeat(500)],
    ['other characters', `${'a'.repeat(42)}!`],
  ])('refuses a token that is %s with 400, and an unknown well-formed one with 404', async (_name, token) => {
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)] });
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(gone.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: 'A'.repeat(43) },
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'The link is not valid or has expired.',
      errors: ['The link is not valid or has expired.'],
    });
  });

  it('refuses a confirmation body over its 1 KB limit with 413 before reading it', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: 'a'.repeat(5000) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)] });
  });

  it('keeps the counts behind the Admin sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alerts/admin/counts' })).statusCode).toBe(401);
  });
});
