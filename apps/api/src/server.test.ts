import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesNot600, modesUnder, openToOthers } from './test/folder-modes.ts';
import { freePort } from './test/listen-on-free-port.ts';

const serverPath = resolve(import.meta.dirname, 'server.ts');
const parent = mkdtempSync(join(tmpdir(), 'pusula-server-'));
// A folder the server creates on its first start (data-dir-modes.test.ts checks a world-writable one).
const dataDir = join(parent, 'data');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(parent, { recursive: true, force: true });
});

function start(port: number, env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

/**
 * A limit, not a timing check: a first start on a fresh data folder (PGlite's initdb in WebAssembly,
 * migrations, the demo seed) took over 30 s on 2 cores while a second test run loaded the machine.
 */
async function waitHealthy(port: number) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('the server process on the embedded store', () => {
  it('locks its data folder, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    expect(existsSync(join(dataDir, '.lock'))).toBe(true);
    // It made the folder owner-only: 0700, and PGlite's initdb files 0600, without a warning
    // (docs/security.md "Data folder").
    const modes = modesUnder(dataDir);
    expect(modes['.']).toBe('700');
    expect(openToOthers(modes)).toEqual([]);
    expect(Object.values(modes).filter((mode) => mode === '600').length).toBeGreaterThan(5);
    expect(filesNot600(dataDir, modes)).toEqual([]);
    expect(first.output()).not.toMatch(/open to other users/);

    // A second server on the same folder stops at once with a clear message.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another process/);

    // An in-flight request still gets its answer while the server shuts down.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/banks`).then(
      (r) => r.json() as Promise<{ data: unknown[] }>,
    );
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).data).toHaveLength(21);
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    // The data survives the restart. This start is `npm start`'s: no NODE_ENV (Vitest's `test` removed),
    // so the server chooses React's production build and says so in its ready line.
    const port3 = await freePort();
    const third = start(port3, { NODE_ENV: undefined, LOG_LEVEL: 'info' });
    await waitHealthy(port3);
    await expect.poll(third.output, { timeout: 10_000 }).toMatch(/is ready at/);
    const ready = third
      .output()
      .split('\n')
      .find((line) => line.includes('is ready at'));
    expect(JSON.parse(ready ?? '{}').nodeEnv).toBe('production');
    const banks = (await (await fetch(`http://127.0.0.1:${port3}/api/banks`)).json()) as { data: unknown[] };
    expect(banks.data).toHaveLength(21);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // Started again on the folder it made: nothing to fix, no warning.
    expect(openToOthers(modesUnder(dataDir))).toEqual([]);
    expect(third.output()).not.toMatch(/open to other users/);
  }, 150_000);

  it('refuses to start with an easily guessed ADMIN_PASSWORD, in one line (docs/security.md "Passwords")', async () => {
    const weak = start(await freePort(), { ADMIN_PASSWORD: 'password123' });
    expect(await weak.exited).toBe(1);
    expect(weak.output().trim()).toBe(
      'ADMIN_PASSWORD is refused: This password is easy to guess; choose a longer one or combine a few unrelated words. (docs/security.md "Passwords")',
    );
  }, 30_000);
});
