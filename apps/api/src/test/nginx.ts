import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './listen-on-free-port.ts';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Debian's nginx balances the server processes of the resilience suite. When it is missing and we run
 * as root with apt, install it (as e2e/support/chromium.ts does for Chromium); otherwise fail with a
 * one-line instruction.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX_PATH)) return NGINX_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("nginx is missing: installing Debian's nginx package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(NGINX_PATH)) return NGINX_PATH;
  }
  throw new Error(`nginx not found at ${NGINX_PATH}: run 'sudo apt-get install nginx' (or set NGINX_PATH).`);
}

/**
 * The balancer configuration of README "Running several processes", for the given API addresses and
 * listening address. Requests go round robin; a process that refuses or drops a connection is left out
 * for 10 s and the request is passed to the next one: always for reads (GET/HEAD) and, by nginx's
 * rules, PUT/DELETE (the editor's are keyed by row: a second delivery cannot change twice), and for the
 * offer searches, which are POSTs that only read. Other POSTs (sign-in, new rows) are never sent twice
 * once they reached a process, since it may have acted on them; they are only passed on when the
 * connection could not be opened at all. README "Running several processes" shows the same block.
 */
export function nginxSiteConfig(upstreams: string[], listen: string): string {
  return `upstream pusula_api {
    ${upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=10s;`).join('\n    ')}
  }
  server {
    listen ${listen};
    client_max_body_size 2m;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    # The balancer is the edge: the client is the peer it sees, whatever the request claims.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    proxy_next_upstream error timeout http_503;
    proxy_next_upstream_tries 2;
    location ~ ^/api/(banks/search/|mevduat/search/) {
      proxy_pass http://pusula_api;
      proxy_next_upstream error timeout http_503 non_idempotent;
    }
    location / {
      proxy_pass http://pusula_api;
    }
  }`;
}

export interface Nginx {
  url: string;
  port: number;
  config: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Test only: nginx in the foreground on a free loopback port, everything it writes inside a temp dir. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const binary = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'pusula-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  const config = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${nginxSiteConfig(upstreams, `127.0.0.1:${port}`)}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(binary, ['-c', file, '-p', dir, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      return { url, port, config, child, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const log = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start:\n${stderr}\n${log}`);
}
