import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/**
 * Lighthouse's simulated throttling multiplies the CPU time it observes by 4: a mid-tier phone when the
 * host is a high-end desktop (benchmark index 1500–2000, Lighthouse docs/throttling.md, "Calibrating the
 * CPU slowdown"). On a slower or busier host the same page scored lower (the home: 92 on one CI machine,
 * 74–80 on one twice slower), so the ratchet compared machines, not code. Each run measures the host's
 * index in its own Chromium just before it and scales the slowdown to the same phone:
 * 4 × index / 1750 (the bracket's middle), within 1–8 (docs/decisions/0017-lighthouse-calibration.md).
 */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const REFERENCE_BENCHMARK_INDEX = 1750;
export const DEFAULT_CPU_SLOWDOWN = 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(8, Math.max(1, scaled)) * 100) / 100;
}

/** The median of three of Lighthouse's own benchmark runs (about 1 s each) in the browser at `port`. */
export async function hostBenchmarkIndex(port: number): Promise<number> {
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
