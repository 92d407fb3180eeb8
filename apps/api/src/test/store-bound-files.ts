import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which API test files depend on the store, for CI's PostgreSQL pass (`scripts/test.ts --only api`):
 * a file is store-bound when it, or a file it imports from apps/api/src (followed from file to file),
 * reads TEST_DATABASE_URL, or when an import on the way cannot be followed (a template literal, a path
 * that is not a file: counted as store-bound, so a miss costs time, never PostgreSQL coverage).
 * TEST_DATABASE_URL points the test databases at the PostgreSQL server (test-db.ts, process-store.ts,
 * postgres-server.ts); server processes started by tests read DATABASE_URL only. The other test files (pure functions, parsers,
 * servers on their own PGlite folder) run the same code whatever the variable says, so the PostgreSQL
 * pass leaves them to the embedded pass instead of running them twice (docs/decisions/0016-ci-time.md).
 */
const apiSrc = resolve(import.meta.dirname, '..');
const apiRoot = resolve(apiSrc, '..');
const SWITCH = 'TEST_DATABASE_URL';
/** Static and dynamic imports, re-exports, side-effect imports and vi.mock() of a quoted specifier. */
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|mock\(\s*)['"]([^'"]+)['"]/g;
/** An import this check cannot read (a template literal): counted as store-bound, to fail safe. */
const UNREADABLE = /import\s*\(\s*`/;

function testFilesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFilesUnder(path, found);
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/**
 * The files of apps/api/src a source file imports (type-only ones too: they cost nothing), or null when
 * one of its imports of this package does not resolve to a file (the caller then fails safe).
 */
function importsOf(file: string, source: string): string[] | null {
  const found: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] as string;
    let target: string;
    if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
    else if (specifier.startsWith('@pusula/api/'))
      target = resolve(apiRoot, specifier.slice('@pusula/api/'.length));
    else continue; // another package: it cannot read this package's test switch
    if (!target.startsWith(apiSrc)) continue;
    if (!existsSync(target)) return null;
    found.push(target);
  }
  return found;
}

/** Whether `file` or anything it reaches through relative imports reads the store switch. */
export function isStoreBound(file: string, memo = new Map<string, boolean>()): boolean {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const known = memo.get(current);
    if (known === true) return true;
    if (known === false) continue;
    const source = readFileSync(current, 'utf8');
    if (source.includes(SWITCH) || UNREADABLE.test(source)) return true;
    const imports = importsOf(current, source);
    if (imports === null) return true;
    pending.push(...imports);
  }
  // Nothing reached reads the switch: neither does any file on the way.
  for (const visited of seen) memo.set(visited, false);
  return false;
}

/** API test files that run the same whatever the store, as paths relative to `root` (sorted). */
export function storeIndependentTestFiles(root: string): string[] {
  const memo = new Map<string, boolean>();
  return testFilesUnder(apiSrc)
    .filter((file) => !isStoreBound(file, memo))
    .map((file) => relative(root, file))
    .sort();
}
