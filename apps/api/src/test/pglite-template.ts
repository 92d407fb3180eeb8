import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database (a tarball), copied by every API test file (test-db.ts). */
    pgliteTemplate: string;
  }
}

/**
 * The API project's global set-up: migrates one in-memory PGlite database once per run and dumps it,
 * so each test file loads a copy (about a second less per file than creating and migrating its own).
 * On PostgreSQL (TEST_DATABASE_URL) each file still creates and migrates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const dump = await database.dumpDataDir();
    const file = join(tmpdir(), `pusula-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(file, { force: true });
  } finally {
    await database.close();
  }
}
