/**
 * A client-side sliding-window limiter: at most `limit` starts per `windowMs`. `acquire()` waits
 * until a slot is free, so callers never exceed the fund platform's limit (about 6 a minute).
 */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly starts: number[] = [];
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    limit: number,
    windowMs: number,
    clock: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
  ) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = clock.now ?? Date.now;
    this.sleep = clock.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Resolves when a request may start (requests are served in call order). */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn.catch(() => {});
    return turn;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && now - (this.starts[0] ?? 0) >= this.windowMs) this.starts.shift();
      if (this.starts.length < this.limit) {
        this.starts.push(now);
        return;
      }
      await this.sleep(this.windowMs - (now - (this.starts[0] ?? now)));
    }
  }
}
