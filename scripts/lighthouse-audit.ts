import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ensureChromium } from '../e2e/support/chromium.ts';
import { calibratedSlowdown, hostBenchmarkIndex } from './lighthouse-calibration.ts';
import { CATEGORIES, type Category, failedAudits, type RouteResult } from './lighthouse-results.ts';

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
      // Neither is in a score: the full-page picture (a capture and its encoding after the load) and the
      // back/forward cache diagnostic (weight 0, which loads the page a second time to try it).
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', ...(NOINDEX_PATHS.includes(new URL(url).pathname) ? ['is-crawlable'] : [])],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, benchmarkIndex, cpuSlowdown };
  } finally {
    chrome.kill();
  }
}

/** A run that fails to record its trace (NO_NAVSTART and the like, seen on a loaded machine) is run again, twice at most. */
export async function auditWithRetries(url: string): ReturnType<typeof audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${(error as Error).message}: running it again`);
    }
  }
}

export function resultOf(path: string, run: Awaited<ReturnType<typeof audit>>): RouteResult {
  const { lhr, benchmarkIndex, cpuSlowdown } = run;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return { path, scores, failed: failedAudits(lhr), benchmarkIndex, cpuSlowdown };
}
