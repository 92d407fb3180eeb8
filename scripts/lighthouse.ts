import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PUBLIC_PATHS } from '../packages/core/src/site/routes.ts';
import { auditWithRetries, resultOf } from './lighthouse-audit.ts';
import { median } from './lighthouse-calibration.ts';
import { CATEGORIES, type Category, describe, printTable, type RouteResult } from './lighthouse-results.ts';
import { buildDir, startProductionServer } from './production-server.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on every public route of
 * the production build served by the real server, with Debian's Chromium, one route after another (a
 * fresh browser each). Prints the four scores and each route's largest failed audits (docs/decisions/0010-first-paint.md).
 * `--routes /,iletisim` picks routes (a path or its last part); `--runs 3` takes each score's median of
 * three runs; `--json` also writes test-results/lighthouse.json.
 * Build first (`npm run build`); WEB_BUILD_DIR picks another build folder of apps/web.
 */

/**
 * Every path against the server at `baseUrl`, sequentially (the machine has 2 cores). With `runs` > 1
 * each score is the median of that many runs (the performance score moves with the machine's load)
 * and the failed audits are those of the run whose performance score is the median.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  options: { runs?: number; onRoute?: (result: RouteResult) => void } = {},
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const path of paths) {
    const runs: RouteResult[] = [];
    for (let run = 0; run < Math.max(1, options.runs ?? 1); run++) {
      runs.push(resultOf(path, await auditWithRetries(new URL(path, baseUrl).href)));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
    ) as Record<Category, number>;
    const middle = runs.find((r) => r.scores.performance === scores.performance) ?? runs[0]!;
    const result = { ...middle, scores };
    options.onRoute?.(result);
    results.push(result);
  }
  return results;
}

/** `--runs N`: Lighthouse runs per route (median scores); 1 unless given. */
export function runsFromArgs(argv: readonly string[]): number {
  const index = argv.indexOf('--runs');
  const runs = index === -1 ? 1 : Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number from 1');
  return runs;
}

/** `--routes a,b` (paths of PUBLIC_PATHS, a leading slash optional), or every public route. */
export function routesFromArgs(
  argv: readonly string[],
  fallback: readonly string[] = PUBLIC_PATHS,
  flag = '--routes',
): string[] {
  const index = argv.indexOf(flag);
  if (index === -1) return [...fallback];
  const wanted = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown: string[] = [];
  const paths = wanted.map((name) => {
    const path = name.startsWith('/') ? name : `/${name}`;
    const match = PUBLIC_PATHS.find((p) => p === path || p.endsWith(path));
    if (!match) unknown.push(name);
    return match ?? path;
  });
  if (unknown.length > 0 || paths.length === 0) {
    throw new Error(`${flag}: unknown route(s) ${unknown.join(', ') || '(none given)'}`);
  }
  return paths;
}

if (import.meta.main) {
  const paths = routesFromArgs(process.argv);
  const server = await startProductionServer();
  let results: RouteResult[];
  try {
    console.log(`Lighthouse ${paths.length} route(s) of ${buildDir}, mobile, one after another…`);
    results = await runLighthouse(server.url, paths, {
      runs: runsFromArgs(process.argv),
      onRoute: (result) => {
        console.log(`\n${result.path}  ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(' · ')}`);
        console.log(`  host benchmark index ${result.benchmarkIndex} → CPU slowdown ${result.cpuSlowdown}×`);
        for (const failed of result.failed.slice(0, 5)) console.log(`  ✘ ${describe(failed)}`);
      },
    });
  } finally {
    await server.stop();
  }
  console.log();
  printTable(results);
  if (process.argv.includes('--json')) {
    const dir = join(resolve(import.meta.dirname, '..'), 'test-results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'lighthouse.json');
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
    console.log(`\nWritten to ${file}`);
  }
}
