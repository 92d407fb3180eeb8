import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './listen-on-free-port.ts';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Output so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Sends the signal (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const serverEntry = resolve(import.meta.dirname, '../server.ts');

/**
 * Test only: `node apps/api/src/server.ts` as a real child process on a free loopback port, resolved
 * once GET /api/health answers 200. `env` is added to the parent's environment (minus VITEST and NODE_ENV, so the
 * server behaves as in production: schedulers on unless their interval says 0); PORT is chosen here
 * unless given. Fails with the server's output when it exits or is not healthy within `timeoutMs`.
 */
export async function startServerProcess(options: {
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Opens the inspector on a random loopback port (test/live-heap.ts reads the live heap through it). */
  inspect?: boolean;
}): Promise<ServerProcess> {
  const port = Number(options.env.PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITEST: undefined,
    // Vitest's `test`: the server then defaults to production, as `npm start` runs it (server.ts).
    NODE_ENV: undefined,
    LOG_LEVEL: 'warn',
    WEB_DIR: '/nonexistent',
    ...options.env,
    PORT: String(port),
  };
  const args = options.inspect ? ['--inspect=127.0.0.1:0', serverEntry] : [serverEntry];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server process exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return { url, port, child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop('SIGKILL');
  throw new Error(`server process not healthy within the time limit:\n${output}`);
}
