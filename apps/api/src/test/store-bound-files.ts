import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which API test files depend on the store, for CI's PostgreSQL pass (`scripts/test.ts --only api`):
 * a file is store-bound when it, or a file it imports from apps/api/src (followed from file to file),
 * reads TEST_DATABASE_URL, the variable that points the test databases at the PostgreSQL server
 * (test-db.ts, process-store.ts, postgres-server.ts). The other test files (pure functions, parsers,
 * servers on their own PGlite folder) run the same code whatever the variable says, so the PostgreSQL
 * pass leaves them to the embedded pass instead of running them twice (docs/decisions/0016-ci-time.md).
 */
const apiSrc = resolve(import.meta.dirname, '..');
const SWITCH = 'TEST_DATABASE_URL';
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function testFilesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFilesUnder(path, found);
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** The relative imports of a source file that exist as files (type-only ones too: they cost nothing). */
function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] as string);
    if (existsSync(target) && target.startsWith(apiSrc)) found.push(target);
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
    if (source.includes(SWITCH)) return true;
    pending.push(...importsOf(current, source));
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
