export interface SchedulerOptions {
  /** Named in the log line of a failed run. */
  name: string;
  /** Time between the end of one run and the start of the next; 0 or less: never runs. */
  intervalMs: number;
  /** Delay before the first run, or how to work it out (e.g. from the last successful run). */
  firstDelayMs: number | (() => Promise<number>);
  run: () => Promise<void>;
  /**
   * Asked before each run; false skips this turn (another process ran the job within the interval:
   * claimScheduledRun in run-claim.ts). A failing claim is logged like a failing run.
   */
  claim?: () => Promise<boolean>;
  log: { warn(obj: object, msg: string): void };
}

export interface Scheduler {
  /** No run starts after this; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/** setTimeout's limit is about 24.8 days; a longer wait fires early and simply schedules again. */
const MAX_TIMER_MS = 2_000_000_000;

/**
 * Runs a background job inside the server: first after `firstDelayMs`, then `intervalMs` after
 * each run ends, so runs never overlap. A failing run is logged and the schedule goes on; the
 * timers never keep the process alive.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  if (!(options.intervalMs > 0)) return { stop: async () => {} };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    const dueAt = Date.now() + Math.max(delayMs, 0);
    const wait = () => {
      const left = dueAt - Date.now();
      timer = left > MAX_TIMER_MS ? setTimeout(wait, MAX_TIMER_MS) : setTimeout(tick, Math.max(left, 0));
      timer.unref();
    };
    wait();
  };

  const tick = () => {
    if (stopped) return;
    const claim = options.claim ? options.claim() : Promise.resolve(true);
    running = claim
      .then((claimed) => (claimed ? options.run() : undefined))
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} could not run`))
      .finally(() => {
        running = null;
        schedule(options.intervalMs);
      });
  };

  const first = options.firstDelayMs;
  if (typeof first === 'number') schedule(first);
  else
    first().then(schedule, (error: unknown) => {
      options.log.warn({ err: error }, `${options.name}: first run time unknown, running soon`);
      schedule(0);
    });

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
