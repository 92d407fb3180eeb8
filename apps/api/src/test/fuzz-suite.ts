import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoData } from '../demo-seed.ts';
import { account, startApp } from './auth-test-kit.ts';
import { claimRoute } from './fuzz-claims.ts';
import { listApiRoutes, requestFor } from './fuzz-inputs.ts';
import { FUZZ_PER_ROUTE } from './resilience-knobs.ts';
import { storeKind } from './test-db.ts';

// Every /api route gets RUNS (FUZZ_PER_ROUTE, 1000 in the full suite) generated requests (bodies shaped like its schema with wrong types, huge
// numbers, NUL and lone surrogates, deep nesting; odd path params, query strings, content types; as
// Admin, anonymous and with broken tokens): never a 5xx, every 4xx in the error shape
// (docs/requirements/api.md), and the server still healthy afterwards.
// The suite runs in two files at the same time (fuzz-a and fuzz-b, one worker each: the app and its
// PGlite are one thread, so one file used one core of two); each takes the next route no file has
// claimed yet, so every route is fuzzed exactly once (docs/decisions/0021-fuzz-in-two-workers.md).
const RUNS = FUZZ_PER_ROUTE;
const CONTACT = '/api/send_mail_contact.php';

/** Why a response breaks the contract, or null when it keeps it. */
function problem(url: string, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  if (!/^application\/json/.test(String(response.headers['content-type']))) {
    return `4xx with content-type ${response.headers['content-type']}`;
  }
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return '4xx body is not JSON';
  }
  const { message, errors, ...rest } = body;
  // The contact form keeps its documented legacy fields `success: false` and `error` beside the shape.
  if (url === CONTACT) {
    const { success, error, ...others } = rest;
    if (success !== false || typeof error !== 'string') return 'contact 4xx without success:false/error';
    if (Object.keys(others).length > 0) return `extra keys ${Object.keys(others)}`;
  } else if (Object.keys(rest).length > 0) {
    return `extra keys ${Object.keys(rest)}`;
  }
  if (typeof message !== 'string' || message === '') return 'message is not a text';
  if (errors !== undefined && !(Array.isArray(errors) && errors.every((e) => typeof e === 'string'))) {
    return 'errors is not a list of texts';
  }
  return null;
}

const describeInput = (input: InjectOptions) =>
  JSON.stringify({ ...input, payload: String(input.payload ?? '').slice(0, 300) });

/** The fuzz suite of one of the files that share the routes (`name` tells their reports apart). */
export function fuzzSuite(name: string) {
  let kit: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    kit = await startApp();
    await seedDemoData(kit.db);
  });
  afterAll(async () => {
    await kit?.close();
  });

  describe(`every API route under generated input (${storeKind()}, ${name})`, () => {
    it(`answers ${RUNS} generated requests per route it claims without a 5xx, 4xx in the error shape`, async () => {
      const routes = listApiRoutes(kit.app);
      // The route list is read from the router: a sanity floor so an empty list cannot pass.
      expect(routes.length).toBeGreaterThan(40);
      const claims = inject('fuzzClaims');
      const started = performance.now();
      const statuses = new Map<number, number>();
      let fuzzed = 0;
      for (const [index, route] of routes.entries()) {
        if (!claimRoute(claims, index)) continue;
        fuzzed++;
        // A fresh Admin per route: a fuzzed role change or deletion cannot blunt the next route.
        const admin = await account(kit.app, kit.db, ['Admin']);
        // fc.check, not fc.assert: the report names the route and a 300-character excerpt of the input,
        // not a megabyte counterexample; no shrinking (endOnFailure) keeps a failing run short.
        const result = await fc.check(
          fc.asyncProperty(requestFor(route, admin.auth.authorization), async (input) => {
            const response = await kit.app.inject(input);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const broken = problem(route.url, response);
            if (broken) {
              throw new Error(
                `${route.method} ${route.url}: ${broken}\nrequest: ${describeInput(input)}\nanswer: ${response.body.slice(0, 500)}`,
              );
            }
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed) {
          const error = result.errorInstance;
          throw new Error(`${error instanceof Error ? error.message : String(error)} (seed ${result.seed})`);
        }
        expect(result.numRuns).toBe(RUNS);
      }
      const seconds = (performance.now() - started) / 1000;
      const total = fuzzed * RUNS;
      console.log(
        `[resilience:fuzz ${storeKind()} ${name}] routes=${fuzzed} of ${routes.length} bodiesPerRoute=${RUNS} total=${total} ` +
          `seconds=${seconds.toFixed(1)} statuses=${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    });

    it('is healthy afterwards: /api/health 200 and a normal loan search answers', async () => {
      expect((await kit.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const search = await kit.app.inject({
        method: 'POST',
        url: '/api/banks/search/ihtiyac',
        payload: { amount: 100_000, maturity: 12 },
      });
      expect(search.statusCode, search.body).toBe(200);
      expect(JSON.stringify(search.json()).length).toBeGreaterThan(100);
    });
  });
}
