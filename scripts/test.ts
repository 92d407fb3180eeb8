import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm test`: typecheck, lint (Biome, layer check, then madge: no import cycles), i18n check, web
 * build, core unit tests with coverage thresholds, web unit and API integration tests, then the browser
 * tests against the production build, then the resilience suite (fuzzing, load, faults, several
 * processes). `--only api` runs the API and resilience suites (CI's PostgreSQL pass).
 * Ends with one plain line: "N passed, N failed".
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

function run(name: string, command: string, args: string[]) {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (!ok) failedStages.push(name);
  return ok;
}

function vitest(name: string, projects: string[], extra: string[] = []) {
  const output = join(resultsDir, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...extra,
  ];
  run(name, join(root, 'node_modules/.bin/vitest'), args);
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
  // CI's PostgreSQL pass: the API suite and the resilience suite on the server store.
  vitest('api', ['api']);
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
    // Fuzzing, load and faults against real server processes (the load mix includes page HTML).
    vitest('resilience', ['resilience']);
  } else failedStages.push('e2e and resilience (not run: build failed)');
}

if (failedStages.length > 0) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
const failed = totals.failed + (failedStages.length > 0 && totals.failed === 0 ? failedStages.length : 0);
console.log(
  `\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
