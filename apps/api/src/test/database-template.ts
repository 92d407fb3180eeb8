import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { keptDumpPath, removeOldTemplates, trusted } from './pglite-data-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database (a tarball), loaded by every test file's database (test-db.ts). */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated, empty database every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * The API project's and the fuzz files' global set-up: one migrated database that each test file's database
 * starts as a copy of (test-db.ts), instead of each file running PGlite's initdb and the migrations
 * (2.8–3.9 s; loading the dump takes 0.5 s) or, on PostgreSQL, the migrations (0.26 s a database;
 * `CREATE DATABASE … TEMPLATE` takes 0.1 s).
 * - PGlite: the dump of an in-memory database, kept in the temp folder under the code's key
 *   (pglite-data-template.ts) like the data folder template, so the projects and runs after the first
 *   on a machine load it without building it again.
 * - PostgreSQL (TEST_DATABASE_URL): a database of this run, dropped at its end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const file = await keptDump();
    if (file) project.provide('pgliteTemplate', file);
    return;
  }
  const name = `template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    await database.migrate();
  } finally {
    await database.close(); // a template must have no connection while it is copied
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

/**
 * The kept dump for this code (a migrated database without PostgreSQL's template databases; its key
 * covers this file too), built aside and renamed into place (a reader never sees half of one; when two
 * runs build it at once, either's rename is whole). Undefined when a file this user cannot trust holds
 * the name: each test file then makes its own database.
 */
async function keptDump(): Promise<string | undefined> {
  const file = keptDumpPath();
  if (existsSync(file)) return trusted(file, 'file') ? file : undefined;
  const database = await openPglite(undefined);
  const building = mkdtempSync(join(tmpdir(), 'pusula-pglite-dump-building-'));
  try {
    await database.migrate();
    // The template databases (template0, template1: 16 MB and some 700 files of the 41 MB) are never
    // used by PGlite, which opens `postgres`, nor by the app: without them a copy loads in 0.35–0.40 s
    // instead of 0.49–0.62 s. server.test.ts's first start keeps checking a whole, real initdb.
    await database.db.execute(
      sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await database.db.execute(sql`DROP DATABASE template0`);
    await database.db.execute(sql`DROP DATABASE template1`);
    await database.db.execute(sql`CHECKPOINT`);
    const dump = await database.dumpDataDir();
    writeFileSync(join(building, 'dump.tar'), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(join(building, 'dump.tar'), file);
  } finally {
    await database.close();
    rmSync(building, { recursive: true, force: true });
  }
  removeOldTemplates(file);
  return trusted(file, 'file') ? file : undefined;
}
