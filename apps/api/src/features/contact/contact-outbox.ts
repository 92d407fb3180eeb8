import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../../db/client.ts';
import { contactMail } from './contact-mail.ts';
import type { ContactRow } from './contact-repository.ts';
import { contactMessages as messages } from './contact-tables.ts';

/** A claim on a row while it is sent; a crashed worker's claim runs out after this. */
const LEASE = sql`now() + interval '2 minutes'`;
export const MAX_RETRY_SECONDS = 3600;
/** A permanent SMTP rejection (5xx) on this attempt or a later one gives up. */
export const PERMANENT_ATTEMPTS = 3;
/** Any failure this long after the message was stored gives up. */
const GIVE_UP_AFTER = sql`interval '48 hours'`;
const SMTP_TIMEOUT_MS = 10_000;
/** Rows one cycle sends at most (each claimed on its own, so every lease covers one send). */
const CYCLE_LIMIT = 20;

export interface OutboxOptions {
  db: Db;
  smtpUrl: string;
  mailFrom: string;
  contactTo: string;
  /** MAIL_RETRY_SECONDS: the first retry delay, doubled per attempt up to an hour. */
  retrySeconds: number;
  /** Polling interval; default the retry delay clamped to 1–5 s; never under 1 s. */
  pollMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface CycleResult {
  sent: number;
  pending: number;
  failed: number;
}

/** Claims the next due message (lease set in the same statement; rows another worker holds are skipped). */
async function claimNext(db: Db): Promise<ContactRow | null> {
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.deliveryStatus, 'pending'),
        lte(messages.nextAttemptAt, sql`now()`),
        or(isNull(messages.lockedUntil), lt(messages.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(messages)
    .set({ lockedUntil: LEASE })
    .where(inArray(messages.id, due))
    .returning();
  return row ?? null;
}

async function markSent(db: Db, id: number) {
  await db
    .update(messages)
    .set({
      deliveryStatus: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${messages.attempts} + 1`,
      lockedUntil: null,
      lastError: null,
    })
    .where(and(eq(messages.id, id), eq(messages.deliveryStatus, 'pending')));
}

/** What went wrong, short and without a stack; permanent when the server answered with 5xx. */
export function describeFailure(error: unknown): { permanent: boolean; text: string } {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const parts = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)];
  return { permanent, text: parts.filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, 300) };
}

/** The delay before the next try after `attempts` failed ones: retry × 2^(attempts−1), at most an hour. */
export function retryDelaySeconds(retrySeconds: number, attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));
}

async function recordFailure(db: Db, row: ContactRow, error: unknown, retrySeconds: number) {
  const { permanent, text } = describeFailure(error);
  const attempts = row.attempts + 1;
  const giveUp = permanent && attempts >= PERMANENT_ATTEMPTS;
  const delay = retryDelaySeconds(retrySeconds, attempts);
  const [updated] = await db
    .update(messages)
    .set({
      attempts: sql`${messages.attempts} + 1`,
      lastError: text,
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay}::double precision)`,
      deliveryStatus: sql`case when ${giveUp}::boolean or ${messages.createdAt} < now() - ${GIVE_UP_AFTER} then 'failed' else 'pending' end`,
    })
    .where(and(eq(messages.id, row.id), eq(messages.deliveryStatus, 'pending')))
    .returning({ deliveryStatus: messages.deliveryStatus });
  return { status: updated?.deliveryStatus === 'failed' ? ('failed' as const) : ('pending' as const), text };
}

/**
 * The contact outbox: mails pending messages to CONTACT_TO. `start()` runs a cycle at once and then
 * every poll interval; `wake()` asks for a cycle now (after a message is stored); cycles never overlap
 * in one process and several processes share the work through row leases. `stop()` waits for the
 * send in flight. A row is marked sent right after the SMTP server accepted it, and only pending rows
 * are ever claimed, so a restart never sends a sent message again.
 */
export function createOutbox(options: OutboxOptions) {
  const { db } = options;
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  const pollMs = Math.max(1000, options.pollMs ?? Math.min(5, Math.max(1, options.retrySeconds)) * 1000);
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(row: ContactRow): Promise<keyof CycleResult> {
    try {
      await transport.sendMail(contactMail(row, { from: options.mailFrom, to: options.contactTo }));
    } catch (error) {
      const { status, text } = await recordFailure(db, row, error, options.retrySeconds);
      options.log?.warn(
        { contactMessageId: row.id, attempts: row.attempts + 1, status },
        `contact mail: ${text}`,
      );
      return status;
    }
    await markSent(db, row.id);
    return 'sent';
  }

  async function cycle(): Promise<CycleResult> {
    const result: CycleResult = { sent: 0, pending: 0, failed: 0 };
    for (let n = 0; n < CYCLE_LIMIT && !stopped; n += 1) {
      const row = await claimNext(db);
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
    chain = run.catch((error: unknown) => options.log?.error({ err: error }, 'contact outbox cycle failed'));
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

export type Outbox = ReturnType<typeof createOutbox>;
