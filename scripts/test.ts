import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storeIndependentTestFiles } from '../apps/api/src/test/store-bound-files.ts';

/**
 * `npm test`: typecheck, lint (Biome, then the layer check, which also fails on any import cycle), i18n check, web
 * build, core unit tests with coverage thresholds, web unit and API integration tests, then the browser
 * tests against the production build, then a resilience smoke (fuzzing and load at a small size against
 * a real server process: seconds, not minutes).
 * `--no-resilience-smoke` leaves the smoke out (CI, which runs the full suite next).
 * `--only resilience` runs the full resilience suite (fuzzing ×1,000 per route, 60 s of load, faults,
 * two processes behind nginx; with `--postgres-pass-follows`, CI's embedded pass, without the files that
 * test PostgreSQL whatever the store: the PostgreSQL pass runs them next); `--only api` the API suite
 * and the full resilience suite (CI's PostgreSQL pass). Ends with one plain line: "N passed, N failed".
 */
const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
/**
 * `.ci/run` passes `--no-resilience-smoke`: it runs the full resilience suite (the same files at full
 * size, on both stores) right after, so the smoke would only repeat a part of it.
 */
const resilienceSmoke = !process.argv.includes('--no-resilience-smoke');

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages: string[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const shownEnv = Object.entries(env)
    .map(([key, value]) => `${key}=${value} `)
    .join('');
  console.log(`\n▶ ${name}: ${shownEnv}${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (!ok) failedStages.push(name);
  return ok;
}

/**
 * The same as `run`, without blocking: for stages that run beside another one. The output is kept and
 * printed whole when the stage ends, so two stages' lines never interleave.
 */
function runBeside(name: string, command: string, args: string[]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`\n▶ ${name} (beside the next stages): ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
      if (!ok) failedStages.push(name);
      resolve(ok);
    });
  });
}

/**
 * The resilience files that need a PostgreSQL server whatever the pass's store (two processes on one
 * database; the database frozen and stopped through a proxy): on the embedded pass they start their own.
 */
const POSTGRES_ONLY_FILES = ['two-processes.resilience.ts', 'db-outage.resilience.ts'];

/**
 * The resilience suite's two projects: the fuzz files (two at once) beside the never-finished bodies,
 * then the others one at a time.
 */
const RESILIENCE = ['resilience-beside', 'resilience'];

/** The resilience files `npm test` runs as a smoke, and its size (apps/api/src/test/resilience-knobs.ts). */
const SMOKE_FILES = ['fuzz/fuzz-a.resilience.ts', 'fuzz/fuzz-b.resilience.ts', 'beside/load.resilience.ts'];
const SMOKE_ENV = { FUZZ_PER_ROUTE: '40', RESILIENCE_SECONDS: '4' };

function vitest(name: string, projects: string[], extra: string[] = [], env: Record<string, string> = {}) {
  const output = join(resultsDir, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...extra,
  ];
  run(name, join(root, 'node_modules/.bin/vitest'), args, env);
  if (!existsSync(output)) {
    totals.failed++;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  totals.passed += report.numPassedTests;
  // A file that fails to load has no failed test but a failed suite: count it too.
  totals.failed += Math.max(report.numFailedTests, report.numFailedTestSuites);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

console.log(`Node ${process.version} (${process.execPath})`);
if (!process.version.startsWith('v24.')) {
  console.error(
    'Tests must run on Node 24: run them through npm (npm test), which uses the node devDependency.',
  );
  process.exit(1);
}

if (only === 'api') {
  // CI's PostgreSQL pass: the API suite and the full resilience suite on the server store. The API test
  // files that run the same whatever the store already ran in npm test (apps/api/src/test/store-bound-files.ts).
  const sameOnEitherStore = storeIndependentTestFiles(root).flatMap((file) => ['--exclude', file]);
  vitest('api', ['api'], sameOnEitherStore);
  vitest('resilience', RESILIENCE);
} else if (only === 'resilience') {
  // `.ci/run` passes --postgres-pass-follows on the embedded pass: the files that test PostgreSQL on
  // either pass (they start their own server here) are left to the PostgreSQL pass, which follows.
  const exclude = process.argv.includes('--postgres-pass-follows')
    ? POSTGRES_ONLY_FILES.flatMap((file) => ['--exclude', `apps/api/src/resilience/${file}`])
    : [];
  vitest('resilience', RESILIENCE, exclude);
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The typecheck (TypeScript 7's tsc, decision 0024: 11 s alone on a clean clone) runs beside lint, the
  // build and the unit and API tests, which write nothing it reads (the build writes apps/web/build, tsc
  // .tsbuild/). Its result is awaited below. (Running the core tests beside the build as well was tried
  // with TypeScript 6's 58 s typecheck, CI15: 7.6 s slower on a clean clone; not measured since.)
  const typecheck = runBeside('typecheck', npm, ['run', '--silent', 'typecheck']);
  // Biome, then the layer and import-cycle check (`npm run lint`, so both stay one command).
  run('lint', npm, ['run', '--silent', 'lint']);
  const built = run('build', npm, ['run', '--silent', 'build']);
  // The pure domain alone, with coverage: below 95 % of lines or branches the stage fails.
  vitest('core-with-coverage', ['core'], ['--coverage']);
  // The web and API tests do not wait for it either (2026-11-29: lint without madge left the typecheck
  // the longer of the two lines); it is awaited before the browser tests.
  vitest('web-and-api', ['web', 'api']);
  await typecheck;
  if (built) {
    vitest('e2e', ['e2e']);
    // A smoke of fuzzing and load against a real server process (the load mix includes page HTML);
    // the full suite is `npm run test:resilience` (CI runs it on both stores).
    if (resilienceSmoke)
      vitest(
        'resilience-smoke',
        RESILIENCE,
        SMOKE_FILES.map((file) => `apps/api/src/resilience/${file}`),
        SMOKE_ENV,
      );
    else console.log('\n(resilience smoke left out: --no-resilience-smoke, the full suite follows)');
  } else failedStages.push('e2e and resilience (not run: build failed)');
}

if (failedStages.length > 0) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
const failed = totals.failed + (failedStages.length > 0 && totals.failed === 0 ? failedStages.length : 0);
console.log(
  `\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
