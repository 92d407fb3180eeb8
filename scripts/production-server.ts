import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migratedDataFolder } from '../apps/api/src/test/pglite-data-template.ts';
import { startServerProcess } from '../apps/api/src/test/server-process.ts';

/** The web build measured: apps/web/build, or the folder WEB_BUILD_DIR names (parallel builds). */
export const buildDir = join(
  resolve(import.meta.dirname, '..'),
  'apps/web',
  process.env.WEB_BUILD_DIR ?? 'build',
);

/**
 * The real server on the production build and a fresh data folder (removed afterwards), on a free
 * loopback port: what `npm run check:budgets` and `npm run lighthouse` measure and `npm run shots`
 * pictures (`env` adds to the server's environment). The folder is a copy of the kept migrated one
 * (apps/api/src/test/pglite-data-template.ts), as the browser tests' servers start on: the pages are
 * measured, not PGlite's initdb, which took about 10 s of the budgets stage on 2 cores.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(join(buildDir, 'server/index.js'))) {
    throw new Error(`The web app is not built (${buildDir}): run 'npm run build' first.`);
  }
  const dataDir = await migratedDataFolder('pusula-measure-');
  const server = await startServerProcess({
    env: { ...env, DATA_DIR: dataDir, WEB_DIR: join(buildDir, 'client') },
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
