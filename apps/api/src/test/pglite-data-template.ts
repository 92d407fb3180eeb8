import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { openPglite } from '../db/client.ts';

// Test only. A server process started on an empty data folder first runs PGlite's initdb in
// WebAssembly: 11 CPU-s to healthy where a folder that has it takes 3 (2 cores, 2026-11-27). The
// resilience files and the browser tests start servers for what they load, not for the first start
// (that one is server.test.ts's and data-dir-modes.test.ts's subject), so they start on a copy of a
// folder that is initialised and migrated, and nothing else: each server still seeds its own data.

const migrationsDir = resolve(import.meta.dirname, '../../drizzle');
const clientFile = resolve(import.meta.dirname, '../db/client.ts');

/** The installed PGlite's version (its package.json is not in its exports: found from its entry). */
function pgliteVersion(): string {
  for (
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    ;
    dir = dirname(dir)
  ) {
    const file = join(dir, 'package.json');
    const found = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string })
      : {};
    if (found.name === '@electric-sql/pglite' && found.version) return found.version;
    if (dir === dirname(dir)) throw new Error("PGlite's package.json not found");
  }
}

/** What the folder depends on: PGlite's version, how it is opened, and the migrations. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  hash.update(readFileSync(clientFile));
  for (const name of readdirSync(migrationsDir, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const file = join(name.parentPath, name.name);
    hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The initialised, migrated data folder for this code, built once per machine and kept in the temp
 * folder under its key. Built aside and renamed into place, so a reader never sees half of one; when
 * two processes build it at once, the first rename wins and the other's copy is removed.
 */
async function dataTemplate(): Promise<string> {
  const folder = join(tmpdir(), `pusula-pglite-data-${templateKey()}`);
  if (existsSync(folder)) return folder;
  const building = mkdtempSync(join(tmpdir(), 'pusula-pglite-data-building-'));
  const database = await openPglite(building);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(folder)) throw new Error(`Could not keep the PGlite data template at ${folder}`);
  }
  return folder;
}

let template: Promise<string> | undefined;

/** A new data folder (owner-only, in the temp folder) holding a copy of the migrated template. */
export async function migratedDataFolder(prefix: string): Promise<string> {
  // One build per process however many servers ask at once (the browser tests start two together).
  template ??= dataTemplate();
  const folder = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await template, folder, { recursive: true });
  return folder;
}
