import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/auth-test-kit.ts';
import { type LoadRequest, percentile, rssMb, runLoad } from '../test/load-runner.ts';
import { processStore } from '../test/process-store.ts';
import { MEMORY_WARM_SECONDS, RESILIENCE_SECONDS } from '../test/resilience-knobs.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { storeKind } from '../test/test-db.ts';

// 60 s of mixed traffic at 100 connections against the real server process (production defaults):
// zero errors, and the server's memory back within 15 % of its warmed-up size within 30 s of quiet.
const CONNECTIONS = 100;
const LOAD_MS = RESILIENCE_SECONDS * 1000;
// RSS climbs for ~25-35 s of this load (V8 heap, PGlite or pg buffers), then stays flat; a smoke
// (RESILIENCE_SECONDS under 60) warms for half its load and does not judge memory.
const JUDGES_MEMORY = RESILIENCE_SECONDS >= 2 * MEMORY_WARM_SECONDS;
const WARM_MS = JUDGES_MEMORY ? MEMORY_WARM_SECONDS * 1000 : LOAD_MS / 2;
// After the load, memory must come back within 10 % of the warmed size within this quiet period: V8's
// memory reducer shrinks the heap some seconds after allocation stops (seen after 10 s in one CI run,
// not yet after 10 s in another), so the check samples every second and stops once it has settled.
const QUIET_MS = JUDGES_MEMORY ? 30_000 : 0;
// Settled: within 15 % of the warmed size. On PostgreSQL the process ends 9–13 % above it after the load
// (pg's buffers and a larger heap, seen in CI runs: 460 → 501 MB, 465 → 525 MB) and stays flat; a
// leak of even 200 bytes a request would add 50 MB over the ~250,000 requests of the run.
const SETTLED = 1.15;
const SIGN_INS_PER_S = 3;
const CONTACTS_PER_S = 2;
const webDir = resolve(import.meta.dirname, '../../../web/build/client');
const withHtml = existsSync(resolve(webDir, 'index.html')) || existsSync(resolve(webDir, 'assets'));

let store: Awaited<ReturnType<typeof processStore>>;
let server: ServerProcess;
beforeAll(async () => {
  store = await processStore();
  server = await startServerProcess({
    env: {
      ...store.env,
      LOG_LEVEL: undefined, // the default (info)
      WEB_DIR: withHtml ? webDir : '/nonexistent',
      TRUST_PROXY: 'loopback',
      ADMIN_PASSWORD: PASSWORD,
      FUNDS_IMPORT_INTERVAL_MIN: '0', // no calls to the real sources from CI
      RATES_IMPORT_INTERVAL_MIN: '0',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await store?.drop();
});

let address = 0;
/** A new client address per limited request (X-Forwarded-For, believed from loopback). */
const nextAddress = (prefix: number) => {
  address += 1;
  return `10.${prefix}.${(address >> 8) & 255}.${address & 255}`;
};
const json = (value: unknown) => JSON.stringify(value);

const MIX: LoadRequest[] = [
  {
    name: 'loans',
    method: 'POST',
    path: '/api/banks/search/ihtiyac',
    body: json({ amount: 100_000, maturity: 12 }),
    ok: [200],
  },
  {
    name: 'housing',
    method: 'POST',
    path: '/api/banks/search/konut',
    body: json({ amount: 2_000_000, maturity: 120 }),
    ok: [200],
  },
  {
    name: 'deposits',
    method: 'POST',
    path: '/api/mevduat/search/all',
    body: json({ enteredAmount: 50_000, maturity: 32 }),
    ok: [200],
  },
  { name: 'rates', method: 'GET', path: '/api/Currency/latest', ok: [200] },
  {
    name: 'funds',
    method: 'POST',
    path: '/api/Tefas/paginated',
    body: json({ pageNumber: 1, pageSize: 20 }),
    ok: [200],
  },
  {
    name: 'pensions',
    method: 'POST',
    path: '/api/Befas/paginated',
    body: json({ pageNumber: 2, pageSize: 10 }),
    ok: [200],
  },
  { name: 'banks', method: 'GET', path: '/api/banks', ok: [200] },
  ...(withHtml
    ? [{ name: 'html', method: 'GET', path: '/', headers: { accept: 'text/html' }, ok: [200] }]
    : []),
];

/** The mix, with sign-ins and contact posts held to their rates (each from a new address). */
function picker() {
  let signIns = 0;
  let contacts = 0;
  let turn = 0;
  return (elapsedMs: number): LoadRequest => {
    if (signIns < (elapsedMs / 1000) * SIGN_INS_PER_S) {
      signIns += 1;
      return {
        name: 'sign-in',
        method: 'POST',
        path: '/api/Auth/login',
        headers: { 'x-forwarded-for': nextAddress(1) },
        body: json({ email: 'admin', password: PASSWORD }),
        ok: [200],
      };
    }
    if (contacts < (elapsedMs / 1000) * CONTACTS_PER_S) {
      contacts += 1;
      return {
        name: 'contact',
        method: 'POST',
        path: '/api/send_mail_contact.php',
        headers: { 'x-forwarded-for': nextAddress(2) },
        body: json({
          full_name: 'Yük Testi',
          email: 'yuk@example.com',
          phone_number: '0555 111 22 33',
          message: `Yük testi ${contacts}`,
        }),
        ok: [200],
      };
    }
    turn += 1;
    return MIX[turn % MIX.length] as LoadRequest;
  };
}

describe(`the server under mixed load (${storeKind()})`, () => {
  it(`serves ${CONNECTIONS} connections for ${LOAD_MS / 1000} s without an error${JUDGES_MEMORY ? '; memory settles' : ''}`, async () => {
    const pid = server.child.pid as number;
    const warm = await runLoad({
      baseUrl: server.url,
      connections: CONNECTIONS,
      durationMs: WARM_MS,
      next: picker(),
    });
    expect(warm.errors.slice(0, 10)).toEqual([]);
    const rssWarm = rssMb(pid);

    const timeline: number[] = [];
    const sampler = setInterval(() => timeline.push(Math.round(rssMb(pid))), 5_000);
    const load = await runLoad({
      baseUrl: server.url,
      connections: CONNECTIONS,
      durationMs: LOAD_MS,
      next: picker(),
    });
    clearInterval(sampler);
    const rssPeak = Math.max(...timeline, rssMb(pid));
    let rssAfter = rssMb(pid);
    for (let waited = 0; waited < QUIET_MS && rssAfter > rssWarm * SETTLED; waited += 1_000) {
      await new Promise((done) => setTimeout(done, 1_000));
      rssAfter = Math.min(rssAfter, rssMb(pid));
    }
    const health = await fetch(`${server.url}/api/health`);

    console.log(
      `[resilience:load ${storeKind()}] connections=${CONNECTIONS} seconds=${load.seconds.toFixed(1)} ` +
        `requests=${load.requests} rps=${Math.round(load.requests / load.seconds)} ` +
        `p50=${percentile(load.latenciesMs, 50).toFixed(0)}ms p99=${percentile(load.latenciesMs, 99).toFixed(0)}ms ` +
        `errors=${load.errors.length} rssWarmMB=${rssWarm.toFixed(0)} rssPeakMB=${rssPeak.toFixed(0)} ` +
        `rssAfterMB=${rssAfter.toFixed(0)} rssEvery5sMB=${timeline.join(',')} mix=${JSON.stringify(load.byName)} ` +
        `html=${withHtml ? 'yes' : 'skipped (no apps/web/build/client: run npm run build)'}`,
    );
    expect(load.errors.slice(0, 10), `${load.errors.length} errors`).toEqual([]);
    expect(load.byName['sign-in']).toBeGreaterThanOrEqual((LOAD_MS / 1000) * SIGN_INS_PER_S * 0.9);
    expect(load.byName.contact).toBeGreaterThanOrEqual((LOAD_MS / 1000) * CONTACTS_PER_S * 0.9);
    expect(health.status).toBe(200);
    if (JUDGES_MEMORY) expect(rssAfter).toBeLessThanOrEqual(rssWarm * SETTLED);
  });
});
