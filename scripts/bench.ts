import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchHistoryOnEmbeddedStore } from '../apps/api/src/test/history-bench.ts';
import { closeServer, freePort, listenOnFreePort } from '../apps/api/src/test/listen-on-free-port.ts';
import { type LoadRequest, rssMb } from '../apps/api/src/test/load-runner.ts';
import { measure, ROWS, type Row } from './bench-load.ts';
import { connections, jsonFile, seconds } from './bench-options.ts';
import { healthy, startServer, startTime, stopServer } from './bench-server.ts';

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
  // The currency pages' history: one code's 5-year series on the embedded store (in-memory PGlite, this process).
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
