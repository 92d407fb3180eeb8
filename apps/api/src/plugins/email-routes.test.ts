import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../test/auth-test-kit.ts';
import { storeKind } from '../test/test-db.ts';
import { BODY_LIMITS } from './request-bounds.ts';

// docs/security.md "Bounded work per request": every route that takes an e-mail answers crafted
// addresses (a@ + dots + @, the shape that made the old pattern quadratic) at once, and the rest of
// the server keeps answering meanwhile. The bound is generous: the old pattern took minutes on 1 MB.
const MB = 1024 * 1024;
const FAST_MS = 1000;

let ctx: Awaited<ReturnType<typeof startApp>>;
let admin: Record<string, string>;
let userId = 0;
beforeAll(async () => {
  ctx = await startApp();
  const adminAccount = await account(ctx.app, ctx.db, ['Admin']);
  admin = adminAccount.auth;
  userId = (await account(ctx.app, ctx.db, ['User'])).id;
});
afterAll(async () => {
  await ctx?.close();
});

interface EmailRoute {
  method: 'POST' | 'PUT';
  url: string;
  limit: number;
  body: (email: string) => Record<string, unknown>;
  headers: () => Record<string, string>;
}
const ROUTES: EmailRoute[] = [
  {
    method: 'POST',
    url: '/api/Auth/register',
    limit: BODY_LIMITS['POST /api/Auth/register'] ?? 0,
    body: (email) => ({ userName: 'yeni.kisi', email, password: 'Gizli-Parola-42' }),
    headers: () => ({}),
  },
  {
    method: 'POST',
    url: '/api/Users',
    limit: BODY_LIMITS['POST /api/Users'] ?? 0,
    body: (email) => ({ userName: 'yeni.kisi', email, password: 'Gizli-Parola-42', roles: ['User'] }),
    headers: () => admin,
  },
  {
    method: 'PUT',
    url: '/api/Users',
    limit: BODY_LIMITS['PUT /api/Users'] ?? 0,
    body: (email) => ({ id: userId, userName: 'yeni.kisi', email, roles: ['User'] }),
    headers: () => admin,
  },
  {
    method: 'POST',
    url: '/api/send_mail_contact.php',
    limit: 4 * 1024, // one field of the form (FIELD_SIZE_LIMIT)
    body: (email) => ({ full_name: 'Ayşe Yılmaz', phone_number: '05321234567', email }),
    headers: () => ({}),
  },
];

/** The crafted address that fills a body of `bytes` (given the route's other fields). */
function craftedBody(route: EmailRoute, bytes: number) {
  const overhead = JSON.stringify(route.body('a@@')).length;
  const dots = Math.max(bytes - overhead - 16, 1);
  return JSON.stringify(route.body(`a@${'.'.repeat(dots)}@`));
}

/** The crafted request and a health check sent at the same moment; both timed. */
async function withHealth(route: EmailRoute, payload: string) {
  const started = performance.now();
  const crafted = ctx.app
    .inject({
      method: route.method,
      url: route.url,
      headers: { ...route.headers(), 'content-type': 'application/json' },
      payload,
      remoteAddress: '198.51.100.7',
    })
    .then((response) => ({ response, ms: performance.now() - started }));
  const health = ctx.app
    .inject({ method: 'GET', url: '/api/health' })
    .then((response) => ({ response, ms: performance.now() - started }));
  return { crafted: await crafted, health: await health };
}

describe(`crafted e-mail addresses on every e-mail route (${storeKind()})`, () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: a body filled to the limit with a@ + dots + @ is a fast 400 naming the e-mail',
    async (_name, route) => {
      const payload = craftedBody(route, route.limit);
      expect(payload.length).toBeLessThanOrEqual(route.limit);
      const { crafted, health } = await withHealth(route, payload);
      expect(crafted.response.statusCode, crafted.response.body).toBe(400);
      const body = crafted.response.json() as { errors: string[] };
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatch(/e-?posta|email/i);
      expect(crafted.ms).toBeLessThan(FAST_MS);
      expect(health.response.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(FAST_MS);
    },
  );

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: 1 MB of it is refused at once (413, unread) while /api/health answers',
    async (_name, route) => {
      const { crafted, health } = await withHealth(route, craftedBody(route, MB));
      expect(crafted.response.statusCode).toBe(413);
      expect(crafted.response.json()).toHaveProperty('message');
      expect(crafted.ms).toBeLessThan(FAST_MS);
      expect(health.response.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(FAST_MS);
    },
  );
});
