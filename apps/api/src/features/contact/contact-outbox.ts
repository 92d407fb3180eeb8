import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  createSmtpTransport,
  describeFailure,
  PERMANENT_ATTEMPTS,
  retryDelaySeconds,
} from '../../lib/mail-outbox/mail-transport.ts';
import { type CycleResult, createOutboxRunner } from '../../lib/mail-outbox/outbox-runner.ts';
import { contactMail } from './contact-mail.ts';
import type { ContactRow } from './contact-repository.ts';
import { contactMessages as messages } from './contact-tables.ts';

/** A claim on a row while it is sent; a crashed worker's claim runs out after this. */
const LEASE = sql`now() + interval '2 minutes'`;
/** Any failure this long after the message was stored gives up. */
const GIVE_UP_AFTER = sql`interval '48 hours'`;

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
 * The contact outbox: mails pending messages to CONTACT_TO through the shared outbox loop
 * (lib/mail-outbox/outbox-runner.ts). A row is marked sent right after the SMTP server accepted it,
 * and only pending rows are ever claimed, so a restart never sends a sent message again.
 */
export function createOutbox(options: OutboxOptions) {
  const { db } = options;
  const transport = createSmtpTransport(options.smtpUrl);

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

  return createOutboxRunner({
    claim: () => claimNext(db),
    deliver,
    retrySeconds: options.retrySeconds,
    pollMs: options.pollMs,
    close: () => transport.close(),
    name: 'contact outbox',
    log: options.log,
  });
}

export type Outbox = ReturnType<typeof createOutbox>;
