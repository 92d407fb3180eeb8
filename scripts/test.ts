import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm test`: typecheck, lint (Biome, layer check, then madge: no import cycles), i18n check, web
 * build, core unit tests with coverage thresholds, web unit and API integration tests, then the browser
 * tests against the production build, then a resilience smoke (fuzzing and load at a small size, and the
 * small-requests-big-cost checks: seconds, not minutes).
 * `--only resilience` runs the full resilience suite (fuzzing ×1,000 per route, 60 s of load, faults,
 * two processes behind nginx); `--only api` the API suite and the full resilience suite (CI's
 * PostgreSQL pass). Ends with one plain line: "N passed, N failed".
 */
const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

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

/** The resilience files `npm test` runs as a smoke, and its size (apps/api/src/test/resilience-knobs.ts). */
const SMOKE_FILES = ['fuzz.resilience.ts', 'load.resilience.ts'];
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
  // CI's PostgreSQL pass: the API suite and the full resilience suite on the server store.
  vitest('api', ['api']);
  vitest('resilience', ['resilience']);
} else if (only === 'resilience') {
  vitest('resilience', ['resilience']);
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run('typecheck', npm, ['run', '--silent', 'typecheck']);
  // Biome, then madge: no import cycle (`npm run lint`, so both stay one command).
  run('lint', npm, ['run', '--silent', 'lint']);
  const built = run('build', npm, ['run', '--silent', 'build']);
  // The pure domain alone, with coverage: below 95 % of lines or branches the stage fails.
  vitest('core-with-coverage', ['core'], ['--coverage']);
  vitest('web-and-api', ['web', 'api']);
  if (built) {
    vitest('e2e', ['e2e']);
    // A smoke of fuzzing and load against a real server process (the load mix includes page HTML);
    // the full suite is `npm run test:resilience` (CI runs it on both stores).
    vitest(
      'resilience-smoke',
      ['resilience'],
      SMOKE_FILES.map((file) => `apps/api/src/resilience/${file}`),
      SMOKE_ENV,
    );
  } else failedStages.push('e2e and resilience (not run: build failed)');
}

if (failedStages.length > 0) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
const failed = totals.failed + (failedStages.length > 0 && totals.failed === 0 ? failedStages.length : 0);
console.log(
  `\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
