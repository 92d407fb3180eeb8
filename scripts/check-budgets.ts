import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../apps/api/src/test/server-process.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/support/chromium.ts';
import { PUBLIC_PATHS } from '../packages/core/src/site/routes.ts';

/**
 * `npm run check:budgets`: the JavaScript each public route loads before any interaction, in bytes on
 * the wire (brotli, headers included), measured in Chromium against the production build served by
 * the real server, each against its budget (issue 12). Exits 1 on a miss. Bytes only, no timings, so
 * the result is the same on any machine. Build first (`npm run build`); WEB_BUILD_DIR picks another
 * build folder of apps/web; `--verbose` lists each route's scripts.
 */
const root = resolve(import.meta.dirname, '..');
const buildDir = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
const webDir = join(buildDir, 'client');

const KB = 1024;
/** `--verbose`: every script of every route with its size, largest first. */
const verbose = process.argv.includes('--verbose');
/** Budgets in bytes: calculator pages 120 KB, every other public page (home included) 150 KB. */
function budgetOf(path: string): number {
  return (path.startsWith('/hesaplama-araclari/') ? 120 : 150) * KB;
}

/** The real server on the production build and a fresh data folder (removed afterwards). */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(join(buildDir, 'server/index.js'))) {
    throw new Error(`The web app is not built (${buildDir}): run 'npm run build' first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pusula-budgets-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, WEB_DIR: webDir } }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  path: string;
  bytes: number;
  files: number;
  budget: number;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows: Row[] = [];
try {
  for (const path of PUBLIC_PATHS) {
    // A fresh context per route: an empty cache, as a first visit.
    const context = await browser.newContext({
      baseURL: server.url,
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
    const sizes = await Promise.all(pending);
    if (verbose) {
      console.log(path);
      for (const file of sizes.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(file.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
      }
    }
    rows.push({
      path,
      bytes: sizes.reduce((sum, file) => sum + file.bytes, 0),
      files: sizes.length,
      budget: budgetOf(path),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`${'route'.padEnd(width)}  ${'JS (KB)'.padStart(8)}  ${'files'.padStart(5)}  budget`);
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  console.log(
    `${row.path.padEnd(width)}  ${(row.bytes / KB).toFixed(1).padStart(8)}  ${String(row.files).padStart(5)}  ${row.budget / KB} KB ${ok ? '✔' : '✘ over'}`,
  );
}
const misses = rows.filter((row) => row.bytes > row.budget);
if (misses.length > 0) {
  console.error(`\n${misses.length} route(s) over their JavaScript budget.`);
  process.exit(1);
}
console.log('\nEvery public route is within its JavaScript budget.');
