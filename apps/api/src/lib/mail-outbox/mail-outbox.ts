import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox as outbox } from '../../db/schema.ts';
import {
  createSmtpTransport,
  describeFailure,
  PERMANENT_ATTEMPTS,
  retryDelaySeconds,
} from './mail-transport.ts';
import { type CycleResult, createOutboxRunner } from './outbox-runner.ts';

/** A claim on a row while it is sent; a crashed worker's claim runs out after this. */
const LEASE = sql`now() + interval '2 minutes'`;
/** Any failure this long after the mail was queued gives up. */
const GIVE_UP_AFTER = sql`interval '48 hours'`;

export type MailRow = typeof outbox.$inferSelect;

export interface NewMail {
  kind: string;
  /** Unique: queuing a mail whose key is already there does nothing (false is returned). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string>;
}

/** Anything a query can run on: the database or a transaction. */
type Runner = Pick<Db, 'insert'>;

/** Queues one mail (in the caller's transaction when given one); false when its dedupe key was queued before. */
export async function enqueueMail(db: Runner, mail: NewMail): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? {},
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

async function claimNext(db: Db): Promise<MailRow | null> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ lockedUntil: LEASE })
    .where(inArray(outbox.id, due))
    .returning();
  return row ?? null;
}

async function markSent(db: Db, id: number) {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: null,
      lastError: null,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

async function recordFailure(db: Db, row: MailRow, error: unknown, retrySeconds: number) {
  const { permanent, text } = describeFailure(error);
  const giveUp = permanent && row.attempts + 1 >= PERMANENT_ATTEMPTS;
  const delay = retryDelaySeconds(retrySeconds, row.attempts + 1);
  const [updated] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: text,
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay}::double precision)`,
      status: sql`case when ${giveUp}::boolean or ${outbox.createdAt} < now() - ${GIVE_UP_AFTER} then 'failed' else 'pending' end`,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')))
    .returning({ status: outbox.status });
  return { status: updated?.status === 'failed' ? ('failed' as const) : ('pending' as const), text };
}

/** The stable Message-ID of a queued mail (its dedupe key and row), so a receiver can drop a resent copy. */
export function mailMessageId(row: Pick<MailRow, 'id' | 'createdAt'>): string {
  return `<mail-${row.id}-${row.createdAt.getTime()}@finansalpusula>`;
}

export interface MailOutboxOptions {
  db: Db;
  smtpUrl: string;
  mailFrom: string;
  retrySeconds: number;
  pollMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * The generic outbox worker over `mail_outbox`, with the contact outbox's lease, back-off and give-up
 * rules (decision 0004): marked sent as soon as the SMTP server accepts, so a restart sends nothing twice.
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const { db } = options;
  const transport = createSmtpTransport(options.smtpUrl);

  async function deliver(row: MailRow): Promise<keyof CycleResult> {
    try {
      await transport.sendMail({
        from: options.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        headers: row.headers,
        messageId: mailMessageId(row),
      });
    } catch (error) {
      const { status, text } = await recordFailure(db, row, error, options.retrySeconds);
      options.log?.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts + 1, status },
        `mail: ${text}`,
      );
      return status;
    }
    await markSent(db, row.id);
    return 'sent';
  }

  return createOutboxRunner({
    claim: () => claimNext(db),
    deliver,
    retrySeconds: options.retrySeconds,
    pollMs: options.pollMs,
    close: () => transport.close(),
    name: 'mail outbox',
    log: options.log,
  });
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
