import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSmtpTransport } from '../../lib/mail-outbox/mail-transport.ts';
import { claimDue, markSent, type OutboxTable, recordFailure } from '../../lib/mail-outbox/outbox-rows.ts';
import { type CycleResult, createOutboxRunner } from '../../lib/mail-outbox/outbox-runner.ts';
import { contactMail } from './contact-mail.ts';
import type { ContactRow } from './contact-repository.ts';
import { contactMessages as messages } from './contact-tables.ts';

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

const OUTBOX: OutboxTable = {
  table: messages,
  id: messages.id,
  status: messages.deliveryStatus,
  attempts: messages.attempts,
  nextAttemptAt: messages.nextAttemptAt,
  lockedUntil: messages.lockedUntil,
  lastError: messages.lastError,
  sentAt: messages.sentAt,
  createdAt: messages.createdAt,
};

/** Claims the next due message (lease set in the same statement; rows another worker holds are skipped). */
async function claimNext(db: Db): Promise<ContactRow | null> {
  const id = await claimDue(db, OUTBOX);
  if (id === null) return null;
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ?? null;
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
      const { status, text } = await recordFailure(db, OUTBOX, row, error, options.retrySeconds);
      options.log?.warn(
        { contactMessageId: row.id, attempts: row.attempts + 1, status },
        `contact mail: ${text}`,
      );
      return status;
    }
    await markSent(db, OUTBOX, row.id);
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
