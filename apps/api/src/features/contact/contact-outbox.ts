import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OutboxTable } from '../../lib/mail-outbox/outbox-rows.ts';
import { createOutboxRunner } from '../../lib/mail-outbox/outbox-runner.ts';
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

/**
 * The contact outbox: mails pending messages to CONTACT_TO through the shared outbox loop
 * (lib/mail-outbox/outbox-runner.ts). A row is marked sent right after the SMTP server accepted it,
 * and only pending rows are ever claimed, so a restart never sends a sent message again.
 */
export function createOutbox(options: OutboxOptions) {
  const { db } = options;
  return createOutboxRunner({
    db,
    outbox: OUTBOX,
    load: async (id): Promise<ContactRow | undefined> =>
      (await db.select().from(messages).where(eq(messages.id, id)))[0],
    smtpUrl: options.smtpUrl,
    mail: (row) => contactMail(row, { from: options.mailFrom, to: options.contactTo }),
    retrySeconds: options.retrySeconds,
    pollMs: options.pollMs,
    name: 'contact outbox',
    failureLog: { label: 'contact mail', fields: (row) => ({ contactMessageId: row.id }) },
    log: options.log,
  });
}

export type Outbox = ReturnType<typeof createOutbox>;
