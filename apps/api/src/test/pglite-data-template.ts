import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
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
/** How the kept dump is built (the data folder is unpacked from it). */
const dumpBuilderFile = resolve(import.meta.dirname, 'database-template.ts');

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

/**
 * What the kept dump and folder depend on: PGlite's version, how it is opened, how the dump is built,
 * and the migrations.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  hash.update(readFileSync(clientFile));
  hash.update(readFileSync(dumpBuilderFile));
  for (const name of readdirSync(migrationsDir, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const file = join(name.parentPath, name.name);
    hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether a kept template can be trusted: a real folder (not a link) of this user that nobody else may
 * write. The temp folder is shared, and its name is predictable: a folder another user made there is
 * never started on (the tests then build their own, kept nowhere).
 */
export function trusted(path: string, kind: 'folder' | 'file' = 'folder'): boolean {
  const stat = lstatSync(path);
  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  const right = kind === 'folder' ? stat.isDirectory() : stat.isFile();
  return right && ours && (stat.mode & 0o022) === 0;
}

/** The kept folder (below) and the kept dump of an in-memory database (test/database-template.ts). */
const TEMPLATE_NAME = /^pusula-pglite-(data-[0-9a-f]{16}|dump-[0-9a-f]{16}\.tar)$/;
/** A template of another key this old is removed: no run that could still copy it lasts a day. */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes this user's day-old templates of other keys (older code or PGlite). A younger one may belong
 * to another checkout's run on this machine (a CI clone beside the working copy), so it stays.
 */
export function removeOldTemplates(keep: string) {
  for (const entry of readdirSync(tmpdir(), { withFileTypes: true })) {
    const path = join(tmpdir(), entry.name);
    const kind = entry.isDirectory() ? 'folder' : 'file';
    if (!TEMPLATE_NAME.test(entry.name) || path === keep) continue;
    if (trusted(path, kind) && Date.now() - lstatSync(path).mtimeMs > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** Where the API and resilience projects keep the dump of a migrated in-memory database (database-template.ts). */
export const keptDumpPath = () => join(tmpdir(), `pusula-pglite-dump-${templateKey()}.tar`);

/**
 * Initialises and migrates PGlite in `folder`: from the kept dump of the same key when there is one
 * (unpacked, about a second), else by PGlite's initdb and the migrations (about 8 CPU-s on disk).
 */
async function migrateInto(folder: string): Promise<void> {
  const dump = keptDumpPath();
  const loadDataDir = existsSync(dump) && trusted(dump, 'file') ? new Blob([readFileSync(dump)]) : undefined;
  const database = await openPglite(folder, console.warn, loadDataDir ? { loadDataDir } : {});
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * The initialised, migrated data folder for this code, built once per machine and kept in the temp
 * folder under its key. Built aside (a private folder) and renamed into place, so a reader never sees
 * half of one; when two processes build it at once, the first rename wins and the other's copy is
 * removed. Null when a folder this user cannot trust holds the name (nothing is kept then).
 */
async function dataTemplate(): Promise<string | null> {
  const folder = join(tmpdir(), `pusula-pglite-data-${templateKey()}`);
  if (existsSync(folder)) return trusted(folder) ? folder : null;
  const building = mkdtempSync(join(tmpdir(), 'pusula-pglite-data-building-'));
  await migrateInto(building);
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(folder) || !trusted(folder))
      throw new Error(`Could not keep the PGlite data template at ${folder}`);
  }
  removeOldTemplates(folder);
  return folder;
}

let template: Promise<string | null> | undefined;

/**
 * A new data folder (owner-only, in the temp folder) holding a copy of the migrated template, or
 * initialised and migrated in place when no template can be trusted. The caller removes it.
 */
export async function migratedDataFolder(prefix: string): Promise<string> {
  // One build per process however many servers ask at once (the browser tests start two together).
  template ??= dataTemplate();
  const kept = await template;
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (kept === null) await migrateInto(folder);
  else cpSync(kept, folder, { recursive: true });
  return folder;
}
