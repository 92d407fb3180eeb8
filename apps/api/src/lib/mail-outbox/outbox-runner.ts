export interface CycleResult {
  sent: number;
  pending: number;
  failed: number;
}

/** Rows one cycle sends at most (each claimed on its own, so every lease covers one send). */
const CYCLE_LIMIT = 20;

export interface RunnerOptions<Row> {
  /** Claims the next due row (with its lease), or null when none is due. */
  claim: () => Promise<Row | null>;
  /** Sends one claimed row and records the outcome. */
  deliver: (row: Row) => Promise<keyof CycleResult>;
  /** MAIL_RETRY_SECONDS: the polling interval defaults to it clamped to 1–5 s. */
  retrySeconds: number;
  pollMs?: number | undefined;
  /** Closes the transport after the last send. */
  close: () => void;
  /** Named in the log line of a failed cycle. */
  name: string;
  log?: { error(obj: object, msg: string): void } | undefined;
}

/**
 * The loop of an outbox (decision 0004): `start()` runs a cycle at once and then every poll interval;
 * `wake()` asks for a cycle now; cycles never overlap in one process (several processes share the work
 * through row leases). `stop()` waits for the send in flight and starts no other.
 */
export function createOutboxRunner<Row>(options: RunnerOptions<Row>) {
  const pollMs = Math.max(1000, options.pollMs ?? Math.min(5, Math.max(1, options.retrySeconds)) * 1000);
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function cycle(): Promise<CycleResult> {
    const result: CycleResult = { sent: 0, pending: 0, failed: 0 };
    for (let n = 0; n < CYCLE_LIMIT && !stopped; n += 1) {
      const row = await options.claim();
      if (!row) break;
      result[await options.deliver(row)] += 1;
    }
    return result;
  }

  /** One cycle, after the one in flight (tests call this to drive the outbox step by step). */
  function runOnce(): Promise<CycleResult> {
    const run = chain.then(() => {
      queued = false;
      return cycle();
    });
    chain = run.catch((error: unknown) => options.log?.error({ err: error }, `${options.name} cycle failed`));
    return run;
  }

  function wake() {
    if (stopped || queued) return;
    queued = true;
    runOnce().catch(() => {}); // logged on the chain
  }

  return {
    pollMs,
    runOnce,
    wake,
    start() {
      if (timer || stopped) return;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
      options.close();
    },
  };
}
