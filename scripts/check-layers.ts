import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findCycles, importGraph } from './check-layers-cycles.ts';
import { type Edge, fileOf, root, SPECIFIER, targetOf, walk } from './check-layers-imports.ts';
import { composes, isTestFile, ruleBroken } from './check-layers-rules.ts';

/**
 * Layer check, run by `npm run lint` after Biome. Scans every .ts/.tsx under apps/web/app,
 * apps/api/src, packages/core/src, e2e and scripts for import/export-from specifiers (type-only ones
 * too), side-effect imports, dynamic `import()` and `vi.mock()`, follows them from file to file, and
 * fails (exit 1, one line per broken pair with the chain of imports that joins them) when a file
 * reaches, directly or through other files:
 *   web-feature    apps/web/app/features/<A>/ imports apps/web/app/features/<B>/ (A ≠ B): shared pieces
 *                  belong in app/lib/ or app/components/, or the route composes the two features;
 *   web-shared     apps/web/app/lib/ or apps/web/app/components/ imports apps/web/app/features/;
 *   web-store      apps/web/app/store/ imports apps/web/app/features/ (each feature injects its own slice:
 *                  docs/decisions/0006-redux-for-form-state.md);
 *   api-feature    apps/api/src/features/<A>/ imports apps/api/src/features/<B>/ (A ≠ B), except the
 *                  pairs in ALLOWED below;
 *   web-api        apps/web imports apps/api, or apps/api imports apps/web;
 *   api-test-only  production code of apps/api/src (neither a *.test.ts or *.resilience.ts file nor under src/test/)
 *                  imports apps/api/src/test/ (test kits may import features; never the reverse);
 *   core-apps      packages/core imports anything under apps/;
 *   api-infra      API infrastructure (apps/api/src/plugins, lib, db) imports apps/api/src/features:
 *                  features plug into the infrastructure, never the reverse (app.ts composes them);
 *   outside-in     e2e/ and scripts/ import product code other than packages/core (they drive the
 *                  product from outside: its HTTP API, its pages, its commands) or the API's test kits.
 * An allow-listed import is an exception for that edge alone: the check does not follow it further.
 * It then fails on any import cycle among the files under apps/, packages/, e2e/ and scripts/
 * (check-layers-cycles.ts).
 * `--report` prints the same lines but exits 0.
 */

const SCANNED = ['apps/web/app', 'apps/api/src', 'packages/core/src', 'e2e', 'scripts'];

/**
 * API feature → feature imports that exist on purpose. Exact pairs (importing file → imported file,
 * repository-relative), each with its reason; any other cross-feature import fails, and a pair that
 * no longer occurs fails too, so the list never outlives its reason.
 */
// Accounts (auth, users, logs) were built as one unit and share their repositories; splitting them
// (e.g. an accounts core module outside features/) is a refactor of its own. Found when this check was
// introduced; shrink the list, never grow it without a reason.
const ALLOWED: { from: string; to: string; reason: string }[] = [
  {
    from: 'apps/api/src/features/auth/auth-routes.ts',
    to: 'apps/api/src/features/users/users-repository.ts',
    reason: 'sign-in, registration and password change read and write user accounts',
  },
  {
    from: 'apps/api/src/features/auth/first-admin.ts',
    to: 'apps/api/src/features/users/users-repository.ts',
    reason: 'the first Admin is created only when no Admin account exists (hasAdmin)',
  },
  {
    from: 'apps/api/src/features/auth/first-admin.ts',
    to: 'apps/api/src/features/users/users-tables.ts',
    reason: 'the first Admin is inserted into the users table',
  },
  {
    from: 'apps/api/src/features/auth/first-admin.ts',
    to: 'apps/api/src/features/users/name-key.ts',
    reason: 'the first Admin row carries the look-alike key of its name like every account',
  },
  {
    from: 'apps/api/src/features/auth/auth-routes.test.ts',
    to: 'apps/api/src/features/users/users-tables.ts',
    reason: 'the sign-in tests inspect stored accounts directly',
  },
  {
    from: 'apps/api/src/features/auth/auth-limits.test.ts',
    to: 'apps/api/src/features/users/users-tables.ts',
    reason: 'the registration-limit tests check that refused accounts were not stored',
  },
  {
    from: 'apps/api/src/features/users/users-routes.ts',
    to: 'apps/api/src/features/auth/passwords.ts',
    reason: 'creating or resetting a user hashes the password with the one argon2id policy',
  },
  {
    from: 'apps/api/src/features/users/users-routes.test.ts',
    to: 'apps/api/src/features/auth/first-admin.ts',
    reason: 'the user tests start from the first Admin as the server does',
  },
];

type Violation = { file: string; line: number; target: string; rule: string };

const edges = new Map<string, Edge[]>();
const allowedSeen = new Set<number>();
const violations: Violation[] = [];
const scanned = SCANNED.flatMap((dir) => walk(join(root, dir)).map((full) => relative(root, full)));
const known = new Set(scanned);
const files = scanned.length;
for (const file of scanned) {
  const source = readFileSync(join(root, file), 'utf8');
  const list: Edge[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const spec = match[2] ?? match[4] ?? match[6] ?? match[8] ?? '';
    const target = targetOf(join(root, file), spec);
    if (target === null) continue;
    const offset = (match.index ?? 0) + match[0].lastIndexOf(spec);
    const line = source.slice(0, offset).split('\n').length;
    const allowed = ALLOWED.findIndex((entry) => entry.from === file && entry.to === target);
    if (allowed >= 0) {
      allowedSeen.add(allowed);
      continue; // an exception for this edge alone: not followed further
    }
    const rule = ruleBroken(file, target);
    if (rule !== null) violations.push({ file, line, target, rule });
    const next = fileOf(target, known);
    if (next !== null) list.push({ target: next, line });
  }
  edges.set(file, list);
}

// Through other files: a breadth-first walk from each production file, reporting the first chain to
// each file it may not reach (a direct import was reported above).
for (const file of scanned) {
  if (isTestFile(file) || composes(file)) continue;
  const via = new Map<string, string>([[file, '']]);
  const queue: string[] = [];
  for (const edge of edges.get(file) ?? []) {
    if (via.has(edge.target)) continue;
    via.set(edge.target, file);
    // A direct import it may not make was reported above; the walk does not go past it.
    if (ruleBroken(file, edge.target) === null && !composes(edge.target)) queue.push(edge.target);
  }
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const edge of edges.get(current) ?? []) {
      if (via.has(edge.target)) continue;
      via.set(edge.target, current);
      const rule = ruleBroken(file, edge.target);
      if (rule === null) {
        if (!composes(edge.target)) queue.push(edge.target);
        continue;
      } // past a file it may not reach, the walk stops: that file is the one to report
      const chain = [edge.target];
      for (let step = current; step !== file; step = via.get(step) as string) chain.unshift(step);
      const first = (edges.get(file) ?? []).find((e) => e.target === chain[0]);
      violations.push({
        file,
        line: first?.line ?? 0,
        target: chain.join(' → '),
        rule: `${rule}, through other files`,
      });
    }
  }
}

const problems = violations.map((v) => `${v.file}:${v.line} → ${v.target}  [${v.rule}]`);
ALLOWED.forEach((entry, index) => {
  if (!allowedSeen.has(index)) {
    problems.push(
      `${entry.from} → ${entry.to}  [allow-list entry no longer used: remove it from scripts/check-layers.ts]`,
    );
  }
});
// Import cycles over apps/, packages/, e2e/ and scripts/ (check-layers-cycles.ts).
const cycles = findCycles(importGraph());
for (const cycle of cycles) problems.push(`${[...cycle, cycle[0]].join(' → ')}  [import cycle]`);

if (problems.length > 0) {
  console.error(`Layer check: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  if (!process.argv.includes('--report')) process.exit(1);
} else {
  console.log(
    `Layer check: ${files} files, no layer violations (${ALLOWED.length} allow-listed), no import cycles.`,
  );
}
