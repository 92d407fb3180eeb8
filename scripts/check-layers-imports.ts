import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** How the layer check (scripts/check-layers.ts) finds the files it scans and the imports they make. */

export const root = resolve(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.react-router', 'build']);

/** Workspace package names, resolved to their folders (only the folder matters to the rules). */
const PACKAGES: Record<string, string> = {
  '@pusula/core': 'packages/core/src',
  '@pusula/api': 'apps/api',
  '@pusula/web': 'apps/web',
};

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory())
      return SKIPPED_DIRS.has(name) || name.startsWith('build-') ? [] : walk(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import … from 'x'`, `export … from 'x'` (also multi-line and `import type`), `import 'x'`,
// `import('x')` (also `typeof import('x')`) and `vi.mock('x')` / `vi.importActual('x')`.
export const SPECIFIER =
  /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1|\bimport\s*(['"])([^'"]+)\3|\bimport\s*\(\s*(['"])([^'"]+)\5|\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*(['"])([^'"]+)\7/g;

/** Repository-relative path of what a specifier points to, or null for a third-party package. */
export function targetOf(file: string, spec: string): string | null {
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec));
  for (const [name, folder] of Object.entries(PACKAGES)) {
    if (spec === name || spec.startsWith(`${name}/`)) return join(folder, spec.slice(name.length));
  }
  return null;
}

/** One import edge: the file it points to (a resolvable project file) and where it is written. */
export type Edge = { target: string; line: number };

const TS_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** The project file an import names, trying TypeScript's endings (null for JSON, CSS and the like). */
export function fileOf(target: string, known: Set<string>): string | null {
  for (const ending of TS_ENDINGS) if (known.has(`${target}${ending}`)) return `${target}${ending}`;
  return null;
}
