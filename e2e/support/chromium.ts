import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's full Chromium: Lighthouse and the screenshots for people (scripts/lighthouse.ts, shots.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (the same Blink and V8 without the browser's UI layers, which
 * Playwright also prefers for headless runs): the browser tests and the JavaScript budgets. It spends
 * about half the CPU of the full browser for the same pages (docs/decisions/0019-headless-shell.md).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Debian's package for a browser at `path`: when it is missing and we run as root with apt, install it
 * (nothing is downloaded by npm); otherwise fail with a one-line instruction.
 */
function ensureInstalled(path: string, debianPackage: string, variable: string): string {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${path} is missing: installing Debian's ${debianPackage} package…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(`${path} not found: run 'sudo apt-get install ${debianPackage}' (or set ${variable}).`);
}

export const ensureChromium = () => ensureInstalled(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
export const ensureHeadlessShell = () =>
  ensureInstalled(HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_PATH');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The contact page's map frame (openstreetmap.org) resolves nowhere: no test reaches outside this
  // machine, and no test context needs a route for it (a route turns the context's HTTP cache off).
  '--host-resolver-rules=MAP *.openstreetmap.org ~NOTFOUND, MAP openstreetmap.org ~NOTFOUND',
];
