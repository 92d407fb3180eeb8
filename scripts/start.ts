import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then runs the
 * one server process (API under /api and the web app) on PORT.
 */
const root = resolve(import.meta.dirname, '..');
const marker = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/core/src'].map((dir) => join(root, dir));

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const stale = !existsSync(marker) || sources.some((dir) => newest(dir) > statSync(marker).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../apps/api/src/server.ts');
