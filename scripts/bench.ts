import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PRICED_SAMPLE_FUNDS } from '../apps/api/src/test/fund-sample-codes.ts';
import { benchHistoryOnEmbeddedStore } from '../apps/api/src/test/history-bench.ts';
import { closeServer, freePort, listenOnFreePort } from '../apps/api/src/test/listen-on-free-port.ts';
import { type LoadRequest, percentile, rssMb, send } from '../apps/api/src/test/load-runner.ts';

/**
 * `npm run bench` (docs/decisions/0011-per-request-work.md): the production build and the real server (`node apps/api/src/server.ts`,
 * default settings and log level, a fresh data folder) under 50 kept-alive connections from a load
 * generator in this process, beside a bare node:http server answering `{"data":[]}` in this same
 * process: the ratio to it holds on any machine, since both share the generator's CPU. Also the start
 * time to the first healthy answer (fresh and existing data folder, median of 5) and the server's
 * resident memory after the run, and one currency's 5-year history read on the embedded store (a currency page's 5-year period).
 * Nothing here asserts a timing.
 * Options: --seconds N (per row, default 5), --connections N (default 50), --json FILE.
 */
const ACCEPT = { 'accept-encoding': 'br, gzip' }; // what browsers send
const json = (name: string, path: string, body: unknown): LoadRequest => ({
  name,
  method: 'POST',
  path,
  headers: ACCEPT,
  body: JSON.stringify(body),
  ok: [200],
});
/** A demo fund with a year of sample prices (the fresh data folder's seed), for the fund page row. */
const PRICED_FUND = PRICED_SAMPLE_FUNDS[0] ?? 'AAK';
const ROWS: LoadRequest[] = [
  json('loan search ihtiyac 100.000 TL / 12 months', '/api/banks/search/ihtiyac', {
    amount: 100_000,
    maturity: 12,
  }),
  json('deposit search 100.000 TL / 90 days', '/api/mevduat/search/all', {
    enteredAmount: 100_000,
    maturity: 90,
  }),
  {
    name: 'rates GET /api/Currency/latest',
    method: 'GET',
    path: '/api/Currency/latest',
    headers: ACCEPT,
    ok: [200],
  },
  json('funds page 1 (20 a page)', '/api/Tefas/paginated', { pageNumber: 1, pageSize: 20 }),
  {
    name: 'home page GET / (HTML)',
    method: 'GET',
    path: '/',
    headers: { ...ACCEPT, accept: 'text/html' },
    ok: [200],
  },
  {
    name: `fund page GET /fonlar/${PRICED_FUND} (HTML)`,
    method: 'GET',
    path: `/fonlar/${PRICED_FUND}`,
    headers: { ...ACCEPT, accept: 'text/html' },
    ok: [200],
  },
];

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const seconds = Number(arg('seconds') ?? 5);
const connections = Number(arg('connections') ?? 50);
const jsonFile = arg('json');
const root = resolve(import.meta.dirname, '..');

// The build the server serves (WEB_DIR, as for the server; by default apps/web/build/client).
const webDir = resolve(process.env.WEB_DIR ?? join(root, 'apps/web/build/client'));
if (!existsSync(join(webDir, '../server/index.js'))) {
  console.error(`No production build in ${webDir}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
}

/** `connections` workers, each one request after the other over its own kept-alive socket. */
async function measure(
  baseUrl: string,
  item: LoadRequest,
  forSeconds = seconds,
): Promise<Omit<Row, 'ratio'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        if (!item.ok.includes(await send(agent, baseUrl, item))) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  const p = (q: number) => percentile(latencies, q);
  return { name: item.name, rps: latencies.length / took, p50: p(50), p99: p(99), errors };
}

/** Starts the real server with the default settings; the network importers stay off (no network here). */
function startServer(dataDir: string, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIR: webDir };
  for (const key of ['LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL', 'VITEST', 'SEED_DEMO', 'HOST']) delete env[key];
  env.RATES_IMPORT_INTERVAL_MIN = '0';
  env.FUNDS_IMPORT_INTERVAL_MIN = '0';
  return spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], { env, stdio: 'ignore' });
}

async function healthy(base: string, child: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not answer within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((r) => {
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });
}

/** Milliseconds from spawn to the first healthy answer, then the server stops. */
async function startTime(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(dataDir, port);
  try {
    return await healthy(`http://127.0.0.1:${port}`, child, started);
  } finally {
    await stopServer(child);
  }
}

/** Starts measured per data folder kind (the budget: existing folder ≤ 2 s, median of 5). */
const START_RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pusula-bench-'));
  folders.push(dir);
  return dir;
};

const bare = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('{"data":[]}');
});
let server: ChildProcess | undefined;
try {
  const fresh: number[] = [];
  for (let i = 0; i < START_RUNS; i++) fresh.push(await startTime(folder()));
  const existingDir = folders[0] ?? folder();
  const existing: number[] = [];
  for (let i = 0; i < START_RUNS; i++) existing.push(await startTime(existingDir));

  const barePort = await listenOnFreePort(bare);
  const appPort = await freePort();
  server = startServer(folder(), appPort);
  const appBase = `http://127.0.0.1:${appPort}`;
  await healthy(appBase, server, performance.now());
  // A second of every row first, not counted: the first answers build what later ones reuse and the
  // server's hot paths are compiled, so the first row measured is not the one that pays for it.
  for (const item of ROWS) await measure(appBase, item, 1);

  console.log(
    `Node ${process.version}; ${connections} connections, ${seconds} s a row; load generator and bare server in this process.`,
  );
  const bareRequest: LoadRequest = {
    name: 'bare node:http {"data":[]}',
    method: 'GET',
    path: '/',
    ok: [200],
  };
  await measure(`http://127.0.0.1:${barePort}`, bareRequest, 1);
  const reference = await measure(`http://127.0.0.1:${barePort}`, bareRequest);
  const rows: Row[] = [{ ...reference, ratio: 1 }];
  for (const item of ROWS) {
    const row = await measure(appBase, item);
    rows.push({ ...row, ratio: row.rps / reference.rps });
  }
  const rss = server.pid ? rssMb(server.pid) : Number.NaN;
  // Issue 25: one code's 5-year series on the embedded store (in-memory PGlite, this process).
  const history = await benchHistoryOnEmbeddedStore();

  console.log(
    '\n| request | req/s | × bare | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    );
  }
  const start = {
    freshMs: median(fresh),
    existingMs: median(existing),
    freshRuns: fresh,
    existingRuns: existing,
  };
  console.log(
    `\nStart to first healthy answer (median of ${START_RUNS}): fresh data folder ${start.freshMs.toFixed(0)} ms, existing ${start.existingMs.toFixed(0)} ms` +
      `\n  runs: fresh ${fresh.map((t) => t.toFixed(0)).join(', ')}; existing ${existing.map((t) => t.toFixed(0)).join(', ')}` +
      `\nServer resident memory after the run: ${rss.toFixed(0)} MB` +
      `\nRates history: one code's 5-year series (${history.points} days of ${history.rows} rows) read in ${history.medianMs.toFixed(1)} ms (median of 20; slowest ${history.maxMs.toFixed(1)} ms)`,
  );
  if (jsonFile) {
    const report = { node: process.version, connections, seconds, rows, start, rssMb: rss, history };
    writeFileSync(resolve(jsonFile), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${jsonFile}`);
  }
} finally {
  if (server) await stopServer(server);
  if (bare.listening) await closeServer(bare);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
