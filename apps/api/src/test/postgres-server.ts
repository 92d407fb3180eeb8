import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './listen-on-free-port.ts';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(`${dir}/initdb`));
}

/** The newest installed server binaries; as root with apt, installed when missing (as scripts/with-postgres.sh). */
function postgresBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log("PostgreSQL server binaries missing: installing Debian's postgresql package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findBinDir();
    if (installed) return installed;
  }
  throw new Error(
    "PostgreSQL server binaries not found: install them with 'sudo apt-get install postgresql'",
  );
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses to run as root). */
function asPostgres(tool: string, args: string[]) {
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Test only: a fresh PostgreSQL database that several server processes can share. On the PostgreSQL
 * pass (TEST_DATABASE_URL or DATABASE_URL set) a new database on that server; otherwise a throwaway
 * server from the system's binaries on a free loopback port, as scripts/with-postgres.sh does.
 * `stop()` drops the database or stops and removes the server.
 */
export async function startTestPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `processes_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'pusula-pg-'));
  if (isRoot()) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const port = await freePort();
  const stop = async () => {
    try {
      asPostgres(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(`${bin}/initdb`, [
      '-D',
      `${dir}/data`,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    asPostgres(`${bin}/pg_ctl`, [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/server.log`,
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
