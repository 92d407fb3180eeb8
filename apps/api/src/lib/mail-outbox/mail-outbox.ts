import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox as outbox } from '../../db/schema.ts';
import type { OutboxTable } from './outbox-rows.ts';
import { createOutboxRunner } from './outbox-runner.ts';

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

const OUTBOX: OutboxTable = {
  table: outbox,
  id: outbox.id,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lockedUntil: outbox.lockedUntil,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
  // A mail's text, html and headers hold its tokens (confirm, unsubscribe, manage: stored elsewhere only
  // as SHA-256): they are emptied once the SMTP server has accepted it, or once the outbox gives up on
  // it (retries exhausted), whichever ends it (docs/decisions/0018-alerts.md).
  forget: [
    { column: outbox.text, empty: sql`''` },
    { column: outbox.html, empty: sql`null` },
    { column: outbox.headers, empty: sql`'{}'::jsonb` },
  ],
};

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
  return createOutboxRunner({
    db,
    outbox: OUTBOX,
    load: async (id) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0],
    smtpUrl: options.smtpUrl,
    mail: (row: MailRow) => ({
      from: options.mailFrom,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      headers: row.headers,
      messageId: mailMessageId(row),
    }),
    retrySeconds: options.retrySeconds,
    pollMs: options.pollMs,
    name: 'mail outbox',
    failureLog: { label: 'mail', fields: (row) => ({ mailId: row.id, kind: row.kind }) },
    log: options.log,
  });
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
