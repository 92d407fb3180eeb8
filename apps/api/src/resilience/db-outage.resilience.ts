import { afterAll, describe, expect, it } from 'vitest';
import { PG_LIMITS } from '../db/client.ts';
import { startDbProxy } from '../test/db-proxy.ts';
import { startTestPostgres } from '../test/postgres-server.ts';
import { processStore } from '../test/process-store.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { PASSWORD } from '../test/test-credentials.ts';
import { storeKind } from '../test/test-db.ts';

// The database frozen, then stopped, mid-run, against the real server process (docs/security.md
// "Database outages"). The faults need a PostgreSQL server between the process and a proxy, so this
// file tests PostgreSQL on either pass (its own throwaway server on the embedded pass): CI runs it on
// the PostgreSQL pass only (scripts/test.ts --postgres-pass-follows). Was part of faults.resilience.ts.
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({
    env: {
      TRUST_PROXY: 'loopback',
      ADMIN_PASSWORD: PASSWORD,
      FUNDS_IMPORT_INTERVAL_MIN: '0',
      RATES_IMPORT_INTERVAL_MIN: '0',
      ...env,
    },
  });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 10_000) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
async function adminToken(server: ServerProcess): Promise<string> {
  const answer = await post(`${server.url}/api/Auth/login`, { email: 'admin', password: PASSWORD });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}
const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  return { status: response.status, ms: performance.now() - started };
};

describe(`the database frozen, then stopped, mid-run (PostgreSQL through a proxy, ${storeKind()} pass)`, () => {
  it('answers 503 fast while cached reads keep serving, and recovers without a restart', async () => {
    const postgres = await startTestPostgres();
    cleanups.push(() => postgres.stop());
    const store = await processStore(postgres.url);
    cleanups.push(() => store.drop());
    const target = new URL(store.databaseUrl as string);
    const proxy = await startDbProxy({ host: target.hostname, port: Number(target.port) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const server = await start({ DATABASE_URL: viaProxy.toString() });
    const token = await adminToken(server);
    const loans = () => post(`${server.url}/api/banks/search/ihtiyac`, { amount: 100_000, maturity: 12 });
    const rates = () => fetch(`${server.url}/api/Currency/latest`);
    const health = () => fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    // Needs the database on every call: the user list and a sign-in.
    const users = () =>
      fetch(`${server.url}/api/Users`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(20_000),
      });
    const signIn = () =>
      post(`${server.url}/api/Auth/login`, { email: 'admin', password: PASSWORD }, {}, 20_000);
    for (const read of [loans, rates, health, users]) expect((await read()).status).toBe(200);

    const figures: string[] = [];
    for (const [fault, apply] of [
      ['frozen', proxy.freeze],
      ['stopped', proxy.cut],
    ] as const) {
      apply();
      const [healthCheck, usersCheck, signInCheck] = await Promise.all([
        timed(health),
        timed(users),
        timed(signIn),
      ]);
      const checks = { health: healthCheck, users: usersCheck, signIn: signInCheck };
      figures.push(
        `${fault}: ${Object.entries(checks)
          .map(([name, c]) => `${name}=${c.status}/${Math.round(c.ms)}ms`)
          .join(' ')}`,
      );
      expect(checks.health.status, fault).toBe(503);
      expect(checks.health.ms, fault).toBeLessThan(2000);
      // Stopped: refused connections fail at once. Frozen: a query already sent on an open connection
      // waits for the client-side query time-out (db/client.ts PG_LIMITS.queryMs, docs/security.md).
      const limitMs = fault === 'frozen' ? PG_LIMITS.queryMs + 1500 : 3500;
      for (const check of [checks.users, checks.signIn]) {
        expect(check.status, fault).toBe(503);
        expect(check.ms, fault).toBeLessThan(limitMs);
      }
      // Served from memory: the ticker and a search already answered once.
      expect((await rates()).status, fault).toBe(200);
      expect((await loans()).status, fault).toBe(200);
    }

    proxy.restore();
    const recovered = performance.now();
    await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    for (const read of [users, signIn, loans, rates]) expect((await read()).status).toBe(200);
    console.log(
      `[resilience:outage ${storeKind()}] ${figures.join(' | ')} | recovered in ${Math.round(performance.now() - recovered)} ms without restart`,
    );
    expect(server.child.exitCode).toBeNull();
  });
});
