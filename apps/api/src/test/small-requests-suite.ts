import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedAnswers, blockedBesideLoad, pollHealth, worstTimes } from './health-watch.ts';
import type { ServerProcess } from './server-process.ts';
import { type PayloadGroup, runGroup, type Target } from './small-requests-kit.ts';
import { PASSWORD } from './test-credentials.ts';
import { storeKind } from './test-db.ts';
import { startWatchedServer, type WatchedServer } from './watched-server.ts';

/**
 * "Small requests, big cost" (docs/security.md "Bounded work per request") for one list of payload
 * groups: each group is sent to the real server process (production defaults, log level info) while
 * GET /api/health is polled every `pollMs`; every health answer must come within 100 ms (its own share:
 * the time an idle control process took at the same moment is taken off, health-watch.ts), every payload
 * must be refused as its group expects, and the process log may grow by less than 1 MB over the run.
 */
const HEALTH_MS = 100;
const LOG_GROWTH_MAX = 1024 * 1024;

export function smallRequestsSuite(
  title: string,
  groups: PayloadGroup[],
  /** besideLoad: measured beside the fuzz files on purpose (health-watch.ts#blockedBesideLoad). */
  options: { pollMs: number; minSamples: number; besideLoad?: boolean },
) {
  let watched: WatchedServer | undefined;
  let server: ServerProcess;
  let control: WatchedServer['control'];
  let target: Target;
  let address = 0;
  beforeAll(async () => {
    watched = await startWatchedServer({ TRUST_PROXY: 'loopback', ADMIN_PASSWORD: PASSWORD });
    ({ server, control } = watched);
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
    await watched?.stop();
  });

  describe(`${title} (${storeKind()})`, () => {
    it(`refuses every payload of ${groups.map((group) => group.name).join(', ')} while /api/health answers within 100 ms and the log stays small`, async () => {
      // Warm the health route and the JIT before measuring.
      for (let i = 0; i < 20; i += 1) await fetch(`${server.url}/api/health`);
      const logBefore = server.output().length;
      const health = pollHealth(server.url, control.url, options.pollMs);
      const problems: string[] = [];
      const groupMs: Record<string, number> = {};
      try {
        for (const group of groups) {
          const from = performance.now();
          health.phase(group.name);
          problems.push(...(await runGroup(group, target)));
          groupMs[group.name] = Math.round(performance.now() - from);
        }
      } finally {
        // Ends the polling even on a failure: the next file shares this module graph.
        await health.stop();
      }
      const samples = await health.stop();
      const logGrowth = server.output().length - logBefore;
      console.log(`${title}: ${worstTimes(samples)}; log +${logGrowth} bytes;`, groupMs);
      expect(problems).toEqual([]);
      expect(samples.length).toBeGreaterThan(options.minSamples);
      const blocked = options.besideLoad
        ? blockedBesideLoad(samples, HEALTH_MS, 2 * HEALTH_MS)
        : blockedAnswers(samples, HEALTH_MS);
      expect(blocked).toEqual([]);
      expect(logGrowth).toBeLessThan(LOG_GROWTH_MAX);
    });
  });
}
