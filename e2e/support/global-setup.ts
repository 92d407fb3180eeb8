import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtp } from '../../apps/api/src/test/contact-test-smtp.ts';
import { freePort } from '../../apps/api/src/test/listen-on-free-port.ts';
import { migratedDataFolder } from '../../apps/api/src/test/pglite-data-template.ts';
import { ensureHeadlessShell } from './chromium.ts';

const root = resolve(import.meta.dirname, '../..');

/** The first Admin of the e2e server (created on its first start). */
export const E2E_ADMIN = {
  userName: 'admin',
  email: 'admin@e2e.test',
  password: 'E2e-Admin-Parola-1',
} as const;

/**
 * How long a server may take to answer its health check: seconds on an idle machine, but over a minute
 * was seen on 2 cores under a load average above 20 (migrations and the demo seed on a fresh database).
 */
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Browser-test files run this many at a time, each worker against its own server (vitest.config.ts). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

/** One production server (the built web app plus the API) on a free port with a fresh embedded database. */
async function startServer(webDir: string, smtpUrl: string) {
  const port = await freePort();
  // Initialised and migrated once per machine (pglite-data-template.ts); the server seeds it on start.
  const dataDir = await migratedDataFolder('pusula-e2e-');
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // Vitest's `test`: the server then defaults to production, as `npm start` runs it (server.ts).
      NODE_ENV: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
      // Canonical links and structured data name this origin (raw-html.test.ts checks them).
      SITE_URL: `http://127.0.0.1:${port}`,
      // The first Admin the console tests sign in with (e2e/admin-user-lifecycle.test.ts).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Mail goes to the run's local SMTP server (below): the alert tests open the links it mailed.
      SMTP_URL: smtpUrl,
      CONTACT_TO: 'iletisim@e2e.test',
      MAIL_RETRY_SECONDS: '1s',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/**
 * Starts a production server per worker, as `npm start` would (a worker's files run one after another
 * against its own server and database, so files never see each other's changes mid-test), checks the
 * Chromium headless shell each worker launches (support/browser.ts), and hands the addresses to the tests.
 */
export default async function setup(project: TestProject) {
  const browserPath = ensureHeadlessShell();
  const webDir = process.env.WEB_DIR ?? join(root, 'apps/web/build/client');
  if (!existsSync(join(webDir, '../server/index.js'))) {
    throw new Error("The web app is not built: run 'npm run build' first (npm test does it).");
  }
  // A real SMTP server for the run; each mail it receives is written to `mailDir` as JSON, where the
  // tests (in their own workers) read it (support/mail.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'pusula-e2e-mail-'));
  let mailCount = 0;
  const smtp = await startSmtp({
    onMail: (mail) =>
      writeFileSync(join(mailDir, `${String(++mailCount).padStart(5, '0')}.json`), JSON.stringify(mail)),
  });
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer(webDir, smtp.url)));
  project.provide(
    'baseURLs',
    servers.map((server) => server.url),
  );
  project.provide('browserPath', browserPath);
  project.provide('mailDir', mailDir);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the worker with VITEST_POOL_ID n uses the n-th (support/browser.ts). */
    baseURLs: string[];
    /** The Chromium headless shell each worker launches (support/browser.ts#launchBrowser). */
    browserPath: string;
    /** Where the run's SMTP server writes each mail it receives, one JSON file each (support/mail.ts). */
    mailDir: string;
  }
}
