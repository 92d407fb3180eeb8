import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../apps/api/src/test/listen-on-free-port.ts';

/**
 * `npm run bench`: throughput and latency of the real server (a separate process on a fresh embedded
 * database with demo data), printed beside a bare node:http JSON server measured in the same run, so
 * the figures read as ratios that hold on any machine. Nothing here asserts a timing.
 * Options: --seconds N (per case, default 5), --connections N (default 50).
 */
interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const CASES: Case[] = [
  { name: 'health (database ping)', method: 'GET', path: '/api/health' },
  { name: 'banks list (database query)', method: 'GET', path: '/api/banks' },
  { name: 'home page (server-rendered HTML, kept until content changes)', method: 'GET', path: '/' },
  { name: 'campaigns page (server-rendered HTML)', method: 'GET', path: '/kampanyalar' },
  { name: 'campaigns page in English (?lang=en)', method: 'GET', path: '/kampanyalar?lang=en' },
  {
    name: 'loan search ihtiyac 50.000 TL / 12 months (in memory)',
    method: 'POST',
    path: '/api/banks/search/ihtiyac',
    body: { amount: 50_000, maturity: 12 },
  },
  {
    name: 'loan search konut 300.000 TL / 180 months (in memory)',
    method: 'POST',
    path: '/api/banks/search/konut',
    body: { amount: 300_000, maturity: 180 },
  },
  {
    name: 'deposit search 100.000 TL / 90 days (in memory)',
    method: 'POST',
    path: '/api/mevduat/search/all',
    body: { enteredAmount: 100_000, maturity: 90, depositType: 'TL' },
  },
];

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 50);
const root = resolve(import.meta.dirname, '..');

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function load(base: string, c: Case) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const init: RequestInit = {
    method: c.method,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(base + c.path, init);
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: pick(0.5), p99: pick(0.99), errors };
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'pusula-bench-'));
try {
  const refPort = await freePort();
  const reference = `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"status":"ok"}')}).listen(${refPort},'127.0.0.1')`;
  children.push(spawn(process.execPath, ['-e', reference], { stdio: 'ignore' }));
  const appPort = await freePort();
  children.push(
    spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
      // The production defaults a visitor meets (log level info, compression on).
      env: {
        ...process.env,
        PORT: String(appPort),
        DATA_DIR: dataDir,
        RATES_IMPORT_INTERVAL_MIN: '0',
        FUNDS_IMPORT_INTERVAL_MIN: '0',
      },
      stdio: 'ignore',
    }),
  );
  const refBase = `http://127.0.0.1:${refPort}`;
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitFor(`${refBase}/`);
  await waitFor(`${appBase}/api/health`);

  console.log(
    `Node ${process.version}; ${connections} connections, ${seconds} s per case; load generator in its own process.`,
  );
  const ref = await load(refBase, { name: 'reference', method: 'GET', path: '/' });
  const rows = [{ name: 'reference: bare node:http JSON', ...ref, ratio: 1 }];
  for (const c of CASES) {
    const result = await load(appBase, c);
    rows.push({ name: c.name, ...result, ratio: result.rps / ref.rps });
  }
  console.log(
    '\n| case | req/s | × reference | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.errors} |`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
