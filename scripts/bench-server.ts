import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../apps/api/src/test/listen-on-free-port.ts';
import { root, webDir } from './bench-options.ts';

/** Starts the real server with the default settings; the network importers stay off (no network here). */
export function startServer(dataDir: string, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIR: webDir };
  for (const key of ['LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL', 'VITEST', 'SEED_DEMO', 'HOST']) delete env[key];
  env.RATES_IMPORT_INTERVAL_MIN = '0';
  env.FUNDS_IMPORT_INTERVAL_MIN = '0';
  return spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], { env, stdio: 'ignore' });
}

export async function healthy(base: string, child: ChildProcess, started: number): Promise<number> {
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

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((r) => {
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });
}

/** Milliseconds from spawn to the first healthy answer, then the server stops. */
export async function startTime(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(dataDir, port);
  try {
    return await healthy(`http://127.0.0.1:${port}`, child, started);
  } finally {
    await stopServer(child);
  }
}
