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
  // One line for a person instead of the build's few hundred (every chunk and its size: `npm run build`
  // shows them); the whole output only when the build fails.
  console.log('Building the web app (first start, or its sources changed)…');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`The web app's build failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
await import('../apps/api/src/server.ts');
