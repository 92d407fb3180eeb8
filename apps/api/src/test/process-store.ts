import { rmSync } from 'node:fs';
import pg from 'pg';
import { migratedDataFolder } from './pglite-data-template.ts';

/**
 * Test only: a fresh store without data for a server child process, on the pass's store: a PGlite data
 * folder in a temp dir, or a new database on `serverUrl` (TEST_DATABASE_URL's server by default). `env` goes to the process
 * (it migrates and seeds on start); `drop()` removes the store.
 */
export async function processStore(serverUrl = process.env.TEST_DATABASE_URL): Promise<{
  env: Record<string, string>;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}> {
  if (!serverUrl) {
    // Initialised and migrated already (pglite-data-template.ts): the server seeds it on start.
    const dataDir = await migratedDataFolder('pusula-resilience-');
    return {
      env: { DATA_DIR: dataDir },
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `resilience_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
