import { afterEach, describe, expect, it } from 'vitest';
import { type Scheduler, type SchedulerOptions, startScheduler } from './scheduler.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

const started: Scheduler[] = [];
afterEach(async () => {
  for (const scheduler of started.splice(0)) await scheduler.stop();
});

function start(options: Partial<SchedulerOptions> & Pick<SchedulerOptions, 'run'>) {
  const warnings: string[] = [];
  const scheduler = startScheduler({
    name: 'test job',
    intervalMs: 30,
    firstDelayMs: 5,
    log: { warn: (_obj, msg) => warnings.push(msg) },
    ...options,
  });
  started.push(scheduler);
  return { scheduler, warnings };
}

describe('startScheduler', () => {
  it('does nothing when the interval is 0', async () => {
    let runs = 0;
    start({ intervalMs: 0, firstDelayMs: 1, run: async () => void runs++ });
    await sleep(100);
    expect(runs).toBe(0);
  });

  it('runs after the first delay, then again an interval after each run, never two at once', async () => {
    const spans: [number, number][] = [];
    let active = 0;
    let maxActive = 0;
    start({
      intervalMs: 10,
      firstDelayMs: async () => 5,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        const begin = Date.now();
        await sleep(25); // longer than the interval
        spans.push([begin, Date.now()]);
        active--;
      },
    });
    await expect.poll(() => spans.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    expect(maxActive).toBe(1);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]![0] - spans[i - 1]![1]).toBeGreaterThanOrEqual(9);
    }
  });

  it('skips a turn the claim refuses, and logs a failing claim like a failing run', async () => {
    let runs = 0;
    let claims = 0;
    const { warnings } = start({
      intervalMs: 10,
      claim: async () => {
        claims++;
        if (claims === 2) throw new Error('database down');
        return claims % 3 === 0;
      },
      run: async () => void runs++,
    });
    await expect.poll(() => claims, { timeout: 5_000 }).toBeGreaterThanOrEqual(7);
    expect(runs).toBeGreaterThanOrEqual(1);
    // Every third claim succeeds: runs never outnumber a third of the claims made so far.
    expect(runs).toBeLessThanOrEqual(Math.floor(claims / 3));
    expect(warnings).toContain('test job could not run');
  });

  it('logs a failing run and keeps the schedule', async () => {
    let runs = 0;
    const { warnings } = start({
      intervalMs: 10,
      run: async () => {
        runs++;
        throw new Error('source down');
      },
    });
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toBe('test job could not run');
  });

  it('runs soon when the first delay cannot be worked out', async () => {
    let runs = 0;
    const { warnings } = start({
      intervalMs: 60_000,
      firstDelayMs: () => Promise.reject(new Error('no database')),
      run: async () => void runs++,
    });
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
    expect(warnings).toEqual(['test job: first run time unknown, running soon']);
  });

  it('stop() waits for the running job and no run starts afterwards', async () => {
    let runs = 0;
    let finished = false;
    let running = false;
    const { scheduler } = start({
      intervalMs: 1,
      firstDelayMs: 1,
      run: async () => {
        runs++;
        running = true;
        await sleep(100);
        finished = true;
        running = false;
      },
    });
    await expect.poll(() => running, { timeout: 5_000 }).toBe(true);
    await scheduler.stop();
    expect(finished).toBe(true);
    const after = runs;
    await sleep(50);
    expect(runs).toBe(after);
  });

  it('does not keep the process alive while it waits', async () => {
    const before = refTimers();
    start({ intervalMs: 60_000, firstDelayMs: 60_000, run: async () => {} });
    await sleep(0);
    expect(refTimers()).toBe(before);
    // A timer that is not unref'd counts: the check can fail.
    const kept = setTimeout(() => {}, 60_000);
    expect(refTimers()).toBe(before + 1);
    clearTimeout(kept);
  });
});
