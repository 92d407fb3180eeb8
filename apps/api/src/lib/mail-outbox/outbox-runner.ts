import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { claimDue, markSent, type OutboxTable, recordFailure } from './outbox-rows.ts';

export interface CycleResult {
  sent: number;
  pending: number;
  failed: number;
}

/** Rows one cycle sends at most (each claimed on its own, so every lease covers one send). */
const CYCLE_LIMIT = 20;

/** What the runner reads of a claimed row (recordFailure counts the attempts). */
interface ClaimedRow {
  id: number;
  attempts: number;
}

export interface RunnerOptions<Row extends ClaimedRow> {
  db: Db;
  /** The outbox table whose due rows are claimed, marked sent or recorded as failed (outbox-rows.ts). */
  outbox: OutboxTable;
  /** Reads a row just claimed, by its id. */
  load: (id: number) => Promise<Row | undefined>;
  /** SMTP_URL: every send goes through one transport, closed after the last send. */
  smtpUrl: string;
  /** The mail to send for one claimed row. */
  mail: (row: Row) => SendMailOptions;
  /** MAIL_RETRY_SECONDS: the first retry delay; the polling interval defaults to it clamped to 1–5 s. */
  retrySeconds: number;
  pollMs?: number | undefined;
  /** Named in the log line of a failed cycle. */
  name: string;
  /** The warning of a failed send: its label and the row's fields (attempts and status are added). */
  failureLog: { label: string; fields: (row: Row) => object };
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } | undefined;
}

/**
 * The loop of an outbox (decision 0004): `start()` runs a cycle at once and then every poll interval;
 * `wake()` asks for a cycle now; cycles never overlap in one process (several processes share the work
 * through row leases). `stop()` waits for the send in flight and starts no other.
 */
export function createOutboxRunner<Row extends ClaimedRow>(options: RunnerOptions<Row>) {
  const { db, outbox } = options;
  const transport = createSmtpTransport(options.smtpUrl);
  const pollMs = Math.max(1000, options.pollMs ?? Math.min(5, Math.max(1, options.retrySeconds)) * 1000);
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<Row | undefined> {
    const id = await claimDue(db, outbox);
    return id === null ? undefined : options.load(id);
  }

  /**
   * Sends one claimed row: marked sent as soon as the SMTP server accepts it (so a restart sends
   * nothing twice), else the failure is recorded with its back-off or give-up (outbox-rows.ts).
   */
  async function deliver(row: Row): Promise<keyof CycleResult> {
    try {
      await transport.sendMail(options.mail(row));
    } catch (error) {
      const { status, text } = await recordFailure(db, outbox, row, error, options.retrySeconds);
      options.log?.warn(
        { ...options.failureLog.fields(row), attempts: row.attempts + 1, status },
        `${options.failureLog.label}: ${text}`,
      );
      return status;
    }
    await markSent(db, outbox, row.id);
    return 'sent';
  }

  async function cycle(): Promise<CycleResult> {
    const result: CycleResult = { sent: 0, pending: 0, failed: 0 };
    for (let n = 0; n < CYCLE_LIMIT && !stopped; n += 1) {
      const row = await claim();
      if (!row) break;
      result[await deliver(row)] += 1;
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
      transport.close();
    },
  };
}
