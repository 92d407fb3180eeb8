import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../test/auth-test-kit.ts';
import { storeKind } from '../test/test-db.ts';
import { isAllClean, isCleanText, uncleanFields } from './clean-text.ts';

describe('plain-text check', () => {
  it('refuses NUL and other control characters and lone surrogates, accepts any real text', () => {
    expect(isCleanText('Kredi puanı 💳 عربي\ttab\nsatır')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\u0007b')).toBe(false);
    expect(isCleanText('a\uD800b')).toBe(false);
    expect(isCleanText('a\uDC00')).toBe(false);
    expect(isCleanText('\uD83D\uDCB3')).toBe(true);
  });

  it('names every unclean field of a body by its path', () => {
    const body = {
      image: '/images/x.svg',
      texts: { tr: { title: 'a\u0000' }, en: { title: 'ok' }, ar: { title: '\uDFFF' } },
    };
    expect(uncleanFields(body)).toEqual(['texts.tr.title', 'texts.ar.title']);
    expect(uncleanFields({ ids: [1, 2], active: true, link: null })).toEqual([]);
  });

  it('the quick check agrees with the field list on clean and unclean values, keys included', () => {
    const values: unknown[] = [
      undefined,
      null,
      12,
      'ok',
      'a\u0000',
      { amount: 100_000, maturity: 12 },
      { texts: { tr: { title: 'a\u007F' } } },
      { ['k\uD800']: 1 },
      { list: ['ok', ['deep', '\uDC00']] },
      Object.assign(Object.create(null), { name: 'Ay\u015fe' }),
    ];
    for (const [i, value] of values.entries())
      expect(isAllClean(value), `value ${i}`).toBe(uncleanFields(value).length === 0);
    expect(values.filter(isAllClean)).toHaveLength(6);
  });
});

describe(`one text rule for every route (${storeKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a NUL byte or a lone surrogate is a 400 naming the field, signed in or not, and the log keeps working', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'a\u0000b', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      message: 'Geçersiz istek.',
      errors: ['email: Geçersiz karakter içeriyor.'],
    });
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"userName":"ali\\ud800","email":"ali@example.com","password":"Guclu-Parola-1"}',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual(['userName: contains invalid characters.']);
    const admin = await account(ctx.app, ctx.db, ['Admin']);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/Logs?search=%00', headers: admin.auth });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual(['search: Geçersiz karakter içeriyor.']);
    const param = await ctx.app.inject({ method: 'GET', url: '/api/guides/a%00b' });
    expect(param.statusCode).toBe(400);
    // The system log still answers (nothing unstorable was written).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Logs', headers: admin.auth })).statusCode).toBe(
      200,
    );
  });
});
