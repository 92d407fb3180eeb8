import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ERRORS } from '../lib/http-error.ts';
import { account, startApp } from '../test/auth-test-kit.ts';
import { storeKind } from '../test/test-db.ts';
import { registerCleanText } from './clean-text.ts';
import { registerErrorHandling } from './errors.ts';

// docs/security.md "Bounded work per request": the language is read once per request from the head of
// Accept-Language, and an error answer lists at most MAX_ERRORS problems, whatever the body holds.
const HUGE_LANG = [
  'en',
  ...Array.from({ length: 1300 }, (_, index) => `x-${index};q=0.${(index % 8) + 1}`),
].join(',');
const ENGLISH_AFTER_20 = [...Array.from({ length: 20 }, (_, index) => `x${index}`), 'en'].join(',');
const GENEROUS_MS = 2000; // ~12 s before the fix on this machine; ~20 ms after

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;
beforeAll(async () => {
  ctx = await startApp();
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe(`error answers are bounded (${storeKind()})`, () => {
  it('10,000 unclean values with a 1,300-entry Accept-Language: a fast 400 in English with at most 20 problems', async () => {
    const payload = {
      texts: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'a\u0000'])),
    };
    const { result, ms } = await timed(() =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/guides/admin/bir-rehber',
        headers: { ...editor, 'accept-language': HUGE_LANG },
        payload,
      }),
    );
    expect(result.statusCode).toBe(400);
    const body = result.json() as { message: string; errors: string[] };
    expect(body.message).toBe('Invalid request.');
    expect(body.errors).toHaveLength(MAX_ERRORS);
    expect(new Set(body.errors).size).toBe(MAX_ERRORS);
    expect(body.errors[0]).toBe('texts.f0: contains invalid characters.');
    expect(ms).toBeLessThan(GENEROUS_MS);
  });

  it('reads only the first 20 entries: a language named 21st is not used', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'accept-language': ENGLISH_AFTER_20 },
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Geçersiz istek.');
  });
});

describe('schema errors are bounded', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerCleanText(app);
    app.post(
      '/values',
      { bodyLimit: 1024 * 1024, schema: { body: z.object({ values: z.array(z.number()) }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('10,000 invalid values: 400 with the distinct problems, at most 20, in the request language', async () => {
    const { result, ms } = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/values',
        headers: { 'accept-language': HUGE_LANG },
        payload: { values: Array.from({ length: 10_000 }, (_, index) => `v${index}`) },
      }),
    );
    expect(result.statusCode).toBe(400);
    const body = result.json() as { message: string; errors: string[] };
    expect(body.message).toBe('Invalid request.');
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors.length).toBeLessThanOrEqual(MAX_ERRORS);
    expect(new Set(body.errors).size).toBe(body.errors.length);
    expect(ms).toBeLessThan(GENEROUS_MS);
  });
});
