import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedAnswers, pollHealth } from '../test/health-watch.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { startWatchedServer, type WatchedServer } from '../test/watched-server.ts';

// Small requests, big cost: pages. Six connections ask for random unknown paths, case and
// percent-encoded variants of pages and random `?_routes=` values for 5 s against the real server with
// the built web app; /api/health is asked every 50 ms meanwhile and must answer within 100 ms each time
// (its own share, beside an idle control process: test/health-watch.ts),
// the process log must grow by less than 1 MB, every unknown path must get the same kept not-found page
// and the server's memory must stay flat (nothing kept per path asked). docs/security.md "Page rendering
// and caching".
const CONNECTIONS = 6;
const FLOOD_MS = 5_000;
const WARM_MS = 3_000;
const HEALTH_EVERY_MS = 50;
const HEALTH_WITHIN_MS = 100;
const webDir = resolve(import.meta.dirname, '../../../web/build/client');
if (!existsSync(resolve(webDir, '../server/index.js'))) {
  throw new Error(`No web build in ${webDir}: run \`npm run build\` before the resilience suite.`);
}

let watched: WatchedServer | undefined;
let server: ServerProcess;
let control: WatchedServer['control'];
beforeAll(async () => {
  watched = await startWatchedServer({ WEB_DIR: webDir });
  ({ server, control } = watched);
});
afterAll(async () => {
  await watched?.stop();
});

interface Answer {
  status: number;
  etag: string | undefined;
}
function get(agent: Agent, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, agent, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}
const random = () => Math.random().toString(36).slice(2, 10);
const mixedCase = (path: string) =>
  [...path].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
const FLOODS: { name: string; path: () => string; ok: number[] }[] = [
  { name: 'unknown', path: () => `/${random()}/${random()}?q=${random()}`, ok: [404] },
  { name: 'unknown guide', path: () => `/avantajli-cozumler/${random()}`, ok: [404] },
  {
    name: 'case',
    path: () => `${mixedCase('/kampanyalar')}X?utm=${random()}`.replace('X', ''),
    ok: [200, 301],
  },
  { name: 'escaped', path: () => `/%6Bampanyalar?lang=en&tutar=${random()}`, ok: [301] },
  { name: 'data', path: () => `/kampanyalar.data?_routes=${random()}`, ok: [200] },
  { name: 'unknown data', path: () => `/${random()}.data?_routes=root,${random()}`, ok: [200, 404] },
  { name: 'dot segments', path: () => `/assets/../${random()}`, ok: [404] },
];
const rssKb = async () => {
  const { execFileSync } = await import('node:child_process');
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.child.pid)]).toString());
};

describe('page floods (small requests, big cost)', () => {
  it('random paths, variants and ?_routes= from 6 connections: health stays fast, log and memory flat', async () => {
    const flood = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    // Warm: every kind once, so the pages and the not-found page are rendered and kept.
    for (const kind of FLOODS) await get(flood, kind.path());
    const notFoundEtag = (await get(flood, '/yok')).etag;
    const logBefore = server.output().length;

    const wrong: string[] = [];
    const notFoundEtags = new Set<string | undefined>();
    let sent = 0;
    let flooding = true;
    const startFlood = () => {
      flooding = true;
      return Array.from({ length: CONNECTIONS }, async (_, worker) => {
        for (let i = worker; flooding; i += 1) {
          const kind = FLOODS[i % FLOODS.length];
          if (!kind) continue;
          const path = kind.path();
          const answer = await get(flood, path);
          sent += 1;
          if (!kind.ok.includes(answer.status)) wrong.push(`${path}: ${answer.status}`);
          if (kind.name === 'unknown') notFoundEtags.add(answer.etag);
        }
      });
    };
    // The same flood first, unmeasured: V8 sizes its heap (and the driver its buffers) to the load in
    // the first seconds, which is not memory kept per path; memory is compared after that.
    let workers = startFlood();
    await new Promise((done) => setTimeout(done, WARM_MS));
    flooding = false;
    await Promise.all(workers);
    const rssBefore = await rssKb();
    workers = startFlood();
    const health = pollHealth(server.url, control.url, HEALTH_EVERY_MS);
    health.phase('page flood');
    await new Promise((done) => setTimeout(done, FLOOD_MS));
    const healthAnswers = await health.stop();
    flooding = false;
    await Promise.all(workers);
    const rssAfter = await rssKb();
    flood.destroy();

    expect(wrong.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(healthAnswers.length).toBeGreaterThan(40);
    expect(blockedAnswers(healthAnswers, HEALTH_WITHIN_MS)).toEqual([]);
    // One kept not-found page, re-rendered in the background every 5 s (lib/kept-pages.ts REFRESH_MS): at
    // most one new version per refresh over the run, never one per path asked.
    expect(notFoundEtags.size, [...notFoundEtags].join(' ')).toBeLessThanOrEqual(
      Math.ceil((WARM_MS + FLOOD_MS) / 5_000) + 1,
    );
    expect(notFoundEtag).toBeDefined();
    expect(server.output().length - logBefore).toBeLessThan(1024 * 1024);
    // Nothing kept per path asked: thousands more distinct URLs leave the warmed memory where it was (±40 MB).
    expect((rssAfter - rssBefore) / 1024).toBeLessThan(40);
  });
});
