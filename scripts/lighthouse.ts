import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../e2e/support/chromium.ts';
import { PUBLIC_PATHS } from '../packages/core/src/site/routes.ts';
import { buildDir, startProductionServer } from './production-server.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on every public route of
 * the production build served by the real server, with Debian's Chromium, one route after another (a
 * fresh browser each). Prints the four scores and each route's largest failed audits (docs/decisions/0010-first-paint.md).
 * `--routes /,iletisim` picks routes (a path or its last part); `--runs 3` takes each score's median of
 * three runs; `--json` also writes test-results/lighthouse.json.
 * Build first (`npm run build`); WEB_BUILD_DIR picks another build folder of apps/web.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  id: string;
  title: string;
  displayValue?: string;
  /** Category points this audit costs (weight × missing score), summed over the four categories. */
  pointsLost: number;
  /** Estimated gain Lighthouse gives for an opportunity: milliseconds of the metrics, bytes. */
  savingsMs: number;
  savingsBytes: number;
}

export interface RouteResult {
  path: string;
  scores: Record<Category, number>;
  failed: FailedAudit[];
  /** The host's Lighthouse benchmark index measured before the (median) run, and the CPU slowdown it gave. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/**
 * Lighthouse's simulated throttling multiplies the CPU time it observes by 4: a mid-tier phone when the
 * host is a high-end desktop (benchmark index 1500–2000, Lighthouse docs/throttling.md, "Calibrating the
 * CPU slowdown"). On a slower or busier host the same page scored lower (the home: 92 on one CI machine,
 * 74–80 on one twice slower), so the ratchet compared machines, not code. Each run measures the host's
 * index in its own Chromium just before it and scales the slowdown to the same phone:
 * 4 × index / 1750 (the bracket's middle), within 1–8 (docs/decisions/0017-lighthouse-calibration.md).
 */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const REFERENCE_BENCHMARK_INDEX = 1750;
export const DEFAULT_CPU_SLOWDOWN = 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(8, Math.max(1, scaled)) * 100) / 100;
}

/** The median of three of Lighthouse's own benchmark runs (about 1 s each) in the browser at `port`. */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < 3; run++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    return median(indexes);
  } finally {
    await browser.close(); // a connected browser: this disconnects, chrome-launcher ends it
  }
}

/** Lighthouse's own pass mark: an audit below 0.9 is shown as failed (binary audits score 0 or 1). */
const PASS = 0.9;

function failedAudits(lhr: Result): FailedAudit[] {
  const pointsLost = new Map<string, number>();
  for (const category of Object.values(lhr.categories)) {
    const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of category.auditRefs) {
      const score = lhr.audits[ref.id]?.score;
      if (total === 0 || typeof score !== 'number') continue;
      pointsLost.set(ref.id, (pointsLost.get(ref.id) ?? 0) + (100 * ref.weight * (1 - score)) / total);
    }
  }
  const failed: FailedAudit[] = [];
  for (const audit of Object.values(lhr.audits)) {
    if (typeof audit.score !== 'number' || audit.score >= PASS) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricMs = Object.entries(audit.metricSavings ?? {})
      .filter(([metric]) => metric !== 'CLS')
      .reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
    failed.push({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      pointsLost: pointsLost.get(audit.id) ?? 0,
      savingsMs: Math.max(metricMs, details?.overallSavingsMs ?? 0),
      savingsBytes: details?.overallSavingsBytes ?? 0,
    });
  }
  return failed.sort(
    (a, b) => b.pointsLost - a.pointsLost || b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes,
  );
}

/**
 * Pages kept out of search engines on purpose (`<meta name="robots" content="noindex">`: the sign-in
 * page): Lighthouse's "page is blocked from indexing" audit is what the site wants there, so it is not run.
 */
const NOINDEX_PATHS: readonly string[] = ['/login'];

/** One Lighthouse run of one URL in a fresh Chromium (as the CLI does), mobile defaults, calibrated CPU slowdown. */
async function audit(url: string): Promise<{ lhr: Result; benchmarkIndex: number; cpuSlowdown: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const benchmarkIndex = await hostBenchmarkIndex(chrome.port);
    const cpuSlowdown = calibratedSlowdown(benchmarkIndex);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      ...(NOINDEX_PATHS.includes(new URL(url).pathname) ? { skipAudits: ['is-crawlable'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, benchmarkIndex, cpuSlowdown };
  } finally {
    chrome.kill();
  }
}

/** A run that fails to record its trace (NO_NAVSTART and the like, seen on a loaded machine) is run again, twice at most. */
async function auditWithRetries(url: string): ReturnType<typeof audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${(error as Error).message}: running it again`);
    }
  }
}

function resultOf(path: string, run: Awaited<ReturnType<typeof audit>>): RouteResult {
  const { lhr, benchmarkIndex, cpuSlowdown } = run;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return { path, scores, failed: failedAudits(lhr), benchmarkIndex, cpuSlowdown };
}

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

export function describe(audit: FailedAudit): string {
  const cost = [
    audit.pointsLost >= 0.5 ? `−${audit.pointsLost.toFixed(0)} pts` : '',
    audit.savingsMs > 0 ? `~${Math.round(audit.savingsMs)} ms` : '',
    audit.savingsBytes > 0 ? `${(audit.savingsBytes / 1024).toFixed(0)} KiB` : '',
  ].filter(Boolean);
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  return `${audit.title}${value}${cost.length ? ` [${cost.join(', ')}]` : ''}`;
}

export function printTable(results: readonly RouteResult[]): void {
  const width = Math.max(5, ...results.map((result) => result.path.length));
  const header = ['perf', 'a11y', 'BP', 'SEO'].map((name) => name.padStart(5)).join('');
  console.log(`${'route'.padEnd(width)}${header}`);
  for (const { path, scores } of results) {
    console.log(`${path.padEnd(width)}${CATEGORIES.map((id) => String(scores[id]).padStart(5)).join('')}`);
  }
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
