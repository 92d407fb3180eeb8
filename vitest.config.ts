import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { textsPlugin } from './apps/web/texts-plugin.ts';

const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
// Vitest's default is one worker less than the cores: on a 2-core runner one worker, with the main
// process idle. Test files wait on PGlite, sockets and the server processes they start (a first start's
// initdb, restarts; on PostgreSQL the database server) as much as they compute, so one worker more than
// Vitest's default, and at least three (three on 2 cores). On 2 cores, back to back (decision 0016): the
// API project on PGlite 116.5 and 130.8 s against 126.2 and 138.7 s with two workers, on PostgreSQL 61.9
// and 64.4 s against 80.2 s. The core, web and API projects share this number: Vitest runs projects of
// one group order in one pool of one size.
const workers = Math.max(3, availableParallelism());

// One Vitest run, six projects: pure domain, web units, API integration, browser end-to-end, and the
// resilience suite in two (the files that run side by side: fuzzing, load, bodies that never finish;
// then the ones that run alone: faults, several processes, health timed under floods: docs/security.md).
export default defineConfig({
  test: {
    projects: [
      {
        // Property tests run thousands of cases; on a loaded 2-core runner 5 s was too tight (a limit, not a timing check).
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          // Pure functions without I/O or globals: files share one module graph per worker.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        plugins: [textsPlugin()],
        test: {
          name: 'web',
          // The repository's own scripts (scripts/*.test.ts: the layer and cycle check) ride along.
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          // Files share one module graph per worker (React, the router, the texts load once): 7 CPU-s
          // instead of 30. A file that stubs a global or needs a fresh store undoes it itself
          // (vi.unstubAllGlobals, vi.resetModules); the files pass in any order (--sequence.shuffle).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One migrated database that each file's database is a copy of (apps/api/src/test/database-template.ts).
          globalSetup: ['apps/api/src/test/database-template.ts'],
          // A worker runs its files one after another in one module graph (decision 0020): each file
          // builds its own app on its own database, so nothing a file sees is another's, and the
          // graph (Fastify, Drizzle, PGlite's WebAssembly) is loaded and compiled once per worker
          // instead of once per file: half the CPU of the API project (235 CPU-s instead of 492).
          isolate: false,
          environment: 'node',
          maxWorkers: workers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'resilience',
          // The fuzz files and the files beside them (resilience/fuzz/, beside/) are the project below.
          // No `exclude` here: a project's own list would drop the command line's --exclude
          // (scripts/test.ts leaves files out with it).
          include: ['apps/api/src/resilience/*.resilience.ts'],
          // No database template here: these files drive server processes on their own stores
          // (test/process-store.ts); only the fuzz files below build apps on test databases.
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // One file at a time: the health times, faults and memory figures are the server's alone.
          fileParallelism: false,
          // The files share one module graph (each drives its own server processes): the kits and their
          // imports load once instead of once per file (import 8.1 → 4.5 s over four files).
          isolate: false,
          // After the side-by-side group (1): Vitest runs a project that shares its module graph in its
          // group order, so without this these files would come first.
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The resilience files that run side by side, in a group of their own before the one-at-a-time
          // files above: the two fuzz files, sharing the routes (decision 0021); the 60 s load, bound by
          // time rather than work, which takes the CPU the fuzz files leave (judged on errors and leaks,
          // never on time); and the bodies that never finish, whose server mostly waits out its 30 s
          // request timeout (its health figure is its own share, beside an idle control process):
          // decision 0016.
          name: 'resilience-beside',
          include: [
            'apps/api/src/resilience/fuzz/*.resilience.ts',
            'apps/api/src/resilience/beside/*.resilience.ts',
          ],
          // The fuzz files' apps start on a copy of one migrated database, as the API project's files do.
          globalSetup: ['apps/api/src/test/fuzz-claims.ts', 'apps/api/src/test/database-template.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 180_000,
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll's default 1 s is too short for an API answer on a loaded 2-core CI machine (CI saw
          // the home's fund rows still missing after 1 s); a poll still fails once 10 s pass without the value.
          expect: { poll: { timeout: 10_000 } },
          // Files run E2E_WORKERS at a time (default 2), each worker against its own server and database
          // (e2e/support/global-setup.ts) and its own Chromium (e2e/support/browser.ts).
          maxWorkers: e2eWorkers,
          // A group of its own (after the resilience groups, 1 and 2): its pool size differs from the
          // core, web and API projects', and Vitest runs one group in one pool (a plain `vitest run`).
          sequence: { groupOrder: 3 },
          // A worker's files share one module graph and the worker's Chromium: each opens its own
          // contexts, so no file sees another's pages; Playwright's client (a 3.6 MB bundle, 0.5 s to
          // load) and the browser start once per worker instead of once per file.
          isolate: false,
        },
      },
    ],
    // `npm run coverage:core`: the calculators, money, formatting and validation of the pure domain must
    // keep at least 95 % of lines and branches covered; the run fails below that.
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/{loans,vat,tradesman,deposits,money,format,validation}/**'],
      exclude: ['**/*.test.ts', '**/*-test-helpers.ts', '**/*.json'],
      reporter: ['text', 'json-summary'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
