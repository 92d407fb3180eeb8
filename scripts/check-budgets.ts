import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureHeadlessShell } from '../e2e/support/chromium.ts';
import { PUBLIC_PATHS } from '../packages/core/src/site/routes.ts';
import { routesFromArgs, runLighthouse, runsFromArgs } from './lighthouse.ts';
import { CATEGORIES, type Category, type RouteResult } from './lighthouse-results.ts';
import { startProductionServer } from './production-server.ts';

/**
 * `npm run check:budgets` (budgets in scripts/budgets.json, README "Tests"): for each public route of the production build served by the real
 * server, the JavaScript it loads before any interaction (bytes on the wire, brotli, headers included,
 * measured in Chromium) and its Lighthouse scores (mobile), each against its budget in
 * scripts/budgets.json. Exits 1 on a miss. Build first (`npm run build`; WEB_BUILD_DIR picks another
 * build folder). `--verbose` lists each route's scripts; `--lighthouse-routes a,b` limits Lighthouse to
 * those routes (every public route by default), `--bytes-only` skips it; `--runs N` takes each score's
 * median of N runs.
 *
 * `--ratchet` (CI): fails only when a route does worse than the best figure recorded in budgets.json,
 * beyond its tolerance (1 KB; 8 performance points, 0 for the other categories), so nothing regresses while the budgets are still out of reach;
 * Lighthouse then runs on the file's `ratchetRoutes` unless `--lighthouse-routes` says otherwise.
 * `--record` writes every figure that beats its recorded best into budgets.json (commit it).
 * `--accept-js` (with `--record`) also writes JavaScript figures that are worse: an accepted growth, whose
 * reason the commit must give.
 */
const KB = 1024;
const argv = process.argv;
const verbose = argv.includes('--verbose');
const ratchet = argv.includes('--ratchet');
const record = argv.includes('--record');
const acceptJs = record && argv.includes('--accept-js');
const budgetsFile = join(import.meta.dirname, 'budgets.json');

interface Best {
  jsBytes?: number;
  lighthouse?: Partial<Record<Category, number>>;
}
interface Budgets {
  jsKB: { calculators: number; otherPages: number };
  lighthouse: Record<Category, number>;
  tolerance: { jsBytes: number; lighthousePoints: number; performancePoints: number };
  ratchetRoutes: string[];
  best: Record<string, Best>;
}
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;

/** Calculator pages 120 KB, every other public page (home included) 150 KB. */
const jsBudgetOf = (path: string) =>
  (path.startsWith('/hesaplama-araclari/') ? budgets.jsKB.calculators : budgets.jsKB.otherPages) * KB;

/** Every script a first visit loads (a fresh context: an empty cache), until the network is idle. */
async function measureScripts(baseUrl: string, path: string, browser: Browser) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'tr-TR',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'Accept-Encoding': 'br' },
  });
  const page = await context.newPage();
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    // Module preloads are scripts too; the content type catches any the resource type names otherwise.
    if (request.resourceType() !== 'script' && !type.includes('javascript')) return;
    if (seen.has(request.url())) return;
    seen.add(request.url());
    pending.push(
      response.finished().then(async () => {
        const sizes = await request.sizes();
        return { url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize };
      }),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  if (verbose) {
    console.log(path);
    for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(file.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
    }
  }
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files: files.length };
}

/** The lowest score that passes: the budget, or in ratchet mode the recorded best less the tolerance. */
function floorOf(path: string, id: Category): number {
  const recorded = budgets.best[path]?.lighthouse?.[id];
  // Performance follows the machine's speed (total blocking time is measured, not simulated): it gets the
  // wider tolerance; the other three categories are checks of the page and must not drop.
  const tolerance =
    id === 'performance' ? budgets.tolerance.performancePoints : budgets.tolerance.lighthousePoints;
  return ratchet && recorded !== undefined
    ? Math.min(recorded - tolerance, budgets.lighthouse[id])
    : budgets.lighthouse[id];
}
const performanceFloor = (path: string) => floorOf(path, 'performance');

const lighthousePaths = argv.includes('--bytes-only')
  ? []
  : routesFromArgs(argv, ratchet ? budgets.ratchetRoutes : PUBLIC_PATHS, '--lighthouse-routes');
const server = await startProductionServer();
const scripts = new Map<string, { bytes: number; files: number }>();
let lighthouse: RouteResult[] = [];
try {
  const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: CHROMIUM_ARGS });
  try {
    // Bytes on the wire do not depend on timing: three routes at a time, each in its own fresh
    // context (most of a route's time is the wait for an idle network). Results are read per path.
    const queue = [...PUBLIC_PATHS];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift())
          scripts.set(path, await measureScripts(server.url, path, browser));
      }),
    );
  } finally {
    await browser.close();
  }
  if (lighthousePaths.length > 0) {
    console.log(`Lighthouse (mobile) on ${lighthousePaths.length} route(s)…`);
    lighthouse = await runLighthouse(server.url, lighthousePaths, { runs: runsFromArgs(argv) });
  }
  if (ratchet) {
    // The performance score follows the machine's load (shared CI cores): a route below its floor is
    // measured once more and keeps its better median, so one busy minute does not fail CI.
    const low = lighthouse.filter((result) => result.scores.performance < performanceFloor(result.path));
    if (low.length > 0) {
      console.log(`Again, below their recorded performance: ${low.map((result) => result.path).join(', ')}`);
      const again = await runLighthouse(
        server.url,
        low.map((result) => result.path),
        { runs: runsFromArgs(argv) },
      );
      for (const result of again) {
        const first = lighthouse.find((kept) => kept.path === result.path)!;
        for (const id of CATEGORIES) first.scores[id] = Math.max(first.scores[id], result.scores[id]);
      }
    }
  }
} finally {
  await server.stop();
}

const misses: string[] = [];
const improved: string[] = [];
const cell = (ok: boolean, text: string) => `${text}${ok ? ' ' : '✘'}`;
const width = Math.max(...PUBLIC_PATHS.map((path) => path.length));
const against = ratchet ? 'recorded best' : 'budget';
console.log(
  `\n${'route'.padEnd(width)}  ${'JS (KB)'.padStart(9)} ${'files'.padStart(5)}  ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)}   (✘: worse than the ${against})`,
);
for (const path of PUBLIC_PATHS) {
  budgets.best[path] ??= {};
  const best = budgets.best[path];
  const js = scripts.get(path)!;
  const jsLimit =
    ratchet && best.jsBytes !== undefined ? best.jsBytes + budgets.tolerance.jsBytes : jsBudgetOf(path);
  const jsOk = js.bytes <= (ratchet ? Math.max(jsLimit, jsBudgetOf(path)) : jsLimit);
  if (!jsOk)
    misses.push(`${path}: JavaScript ${(js.bytes / KB).toFixed(1)} KB > ${(jsLimit / KB).toFixed(1)} KB`);
  if (best.jsBytes === undefined || js.bytes < best.jsBytes) {
    improved.push(`${path} JS`);
    if (record) best.jsBytes = js.bytes;
  } else if (acceptJs && js.bytes > best.jsBytes) {
    best.jsBytes = js.bytes;
  }
  const scores = lighthouse.find((result) => result.path === path)?.scores;
  const scoreCells = CATEGORIES.map((id) => {
    if (!scores) return '-'.padStart(5);
    const recorded = best.lighthouse?.[id];
    const floor = floorOf(path, id);
    const ok = scores[id] >= floor;
    if (!ok) misses.push(`${path}: Lighthouse ${id} ${scores[id]} < ${floor}`);
    if (recorded === undefined || scores[id] > recorded) {
      improved.push(`${path} ${id}`);
      if (record) best.lighthouse = { ...best.lighthouse, [id]: scores[id] };
    }
    return cell(ok, String(scores[id]).padStart(4));
  });
  console.log(
    `${path.padEnd(width)}  ${cell(jsOk, (js.bytes / KB).toFixed(1).padStart(8))} ${String(js.files).padStart(5)}  ${scoreCells.join(' ')}`,
  );
}
for (const { path, benchmarkIndex, cpuSlowdown } of lighthouse) {
  console.log(
    `Lighthouse ${path}: host benchmark index ${benchmarkIndex} → CPU slowdown ${cpuSlowdown}× (scripts/lighthouse-calibration.ts)`,
  );
}
console.log(
  `\nBudgets: JavaScript ${budgets.jsKB.calculators} KB (calculators) / ${budgets.jsKB.otherPages} KB; Lighthouse ${CATEGORIES.map((id) => `${id} ≥ ${budgets.lighthouse[id]}`).join(', ')}.`,
);
if (record) {
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  // Written as the repository's formatter would, so `npm run lint` stays green.
  spawnSync(join(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', budgetsFile]);
  console.log(`Recorded ${improved.length} better figure(s) in scripts/budgets.json.`);
} else if (improved.length > 0) {
  console.log(`${improved.length} figure(s) beat their recorded best: \`--record\` keeps them.`);
}
if (misses.length > 0) {
  console.error(`\n${misses.length} miss(es):\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(
  ratchet ? '\nNo route did worse than its recorded figures.' : '\nEvery route is within its budgets.',
);
