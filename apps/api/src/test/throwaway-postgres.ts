import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './listen-on-free-port.ts';

/**
 * Test only: the pass's PostgreSQL server (TEST_DATABASE_URL), or, on the embedded-store pass, a
 * throwaway one started from the system's binaries as scripts/with-postgres.sh does, so checks that
 * need a networked database run on both passes. `stop()` stops and removes a throwaway server.
 */
export async function postgresServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'pusula-pg-'));
  chmodSync(dir, 0o777);
  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
  const run = (tool: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${bin}/${tool}`, args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`;
  run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
