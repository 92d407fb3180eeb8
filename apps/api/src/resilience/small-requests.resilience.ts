import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/auth-test-kit.ts';
import { blockedAnswers, pollHealth, startControlServer, worstTimes } from '../test/health-watch.ts';
import { inputGroups } from '../test/input-payloads.ts';
import { processStore } from '../test/process-store.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { type PayloadGroup, runGroup, type Target } from '../test/small-requests-kit.ts';
import { storeKind } from '../test/test-db.ts';

// "Small requests, big cost" (docs/security.md "Bounded work per request"): each payload group is
// sent to the real server process (production defaults, log level info) while GET /api/health is
// polled every 50 ms; every health answer must come within 100 ms (its own share: the time an idle
// control process took at the same moment is taken off, test/health-watch.ts), every payload must be refused as
// its group expects, and the process log may grow by less than 1 MB over the whole run.
// Add a group by appending it to GROUPS (see test/small-requests-kit.ts for the shapes).
const GROUPS: PayloadGroup[] = [...inputGroups];
const HEALTH_MS = 100;
const LOG_GROWTH_MAX = 1024 * 1024;

let store: Awaited<ReturnType<typeof processStore>>;
let server: ServerProcess;
let control: Awaited<ReturnType<typeof startControlServer>>;
let target: Target;
let address = 0;
beforeAll(async () => {
  store = await processStore();
  // Polled beside /api/health: a slow health answer while this idle process is slow too is the
  // machine's load, not the server blocking itself (test/health-watch.ts blockedAnswers).
  control = await startControlServer();
  server = await startServerProcess({
    env: {
      ...store.env,
      LOG_LEVEL: undefined, // the default (info)
      TRUST_PROXY: 'loopback',
      ADMIN_PASSWORD: PASSWORD,
      FUNDS_IMPORT_INTERVAL_MIN: '0',
      RATES_IMPORT_INTERVAL_MIN: '0',
    },
  });
  const signIn = await fetch(`${server.url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email: 'admin@finansalpusula.local', password: PASSWORD }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  target = {
    url: server.url,
    port: server.port,
    admin: { authorization: `Bearer ${token}` },
    nextIp: () => {
      address += 1;
      return `10.251.${(address >> 8) & 255}.${address & 255}`;
    },
  };
});
afterAll(async () => {
  control?.stop();
  await server?.stop();
  await store?.drop();
});

describe(`small requests, big cost (${storeKind()})`, () => {
  it('refuses every costly payload while /api/health answers within 100 ms and the log stays small', async () => {
    // Warm the health route and the JIT before measuring.
    for (let i = 0; i < 20; i += 1) await fetch(`${server.url}/api/health`);
    const logBefore = server.output().length;
    const health = pollHealth(server.url, control.url, 50);
    const problems: string[] = [];
    const groupMs: Record<string, number> = {};
    for (const group of GROUPS) {
      const from = performance.now();
      health.phase(group.name);
      problems.push(...(await runGroup(group, target)));
      groupMs[group.name] = Math.round(performance.now() - from);
    }
    const samples = await health.stop();
    const logGrowth = server.output().length - logBefore;
    console.log(`small requests: ${worstTimes(samples)}; log +${logGrowth} bytes;`, groupMs);
    expect(problems).toEqual([]);
    expect(samples.length).toBeGreaterThan(100);
    expect(blockedAnswers(samples, HEALTH_MS)).toEqual([]);
    expect(logGrowth).toBeLessThan(LOG_GROWTH_MAX);
  });
});
