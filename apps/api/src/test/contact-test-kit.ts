import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { createOutbox, type OutboxOptions } from '../features/contact/contact-outbox.ts';
import { contactMessages } from '../features/contact/contact-tables.ts';
import { SECRET } from './test-credentials.ts';
import { createTestDatabase } from './test-db.ts';

export const CONTACT_TO = 'inbox@finansalpusula.test';
export const MAIL_FROM = 'Finansal Pusula <no-reply@finansalpusula.test>';

import { startSmtp } from './contact-test-smtp.ts';

export { startSmtp } from './contact-test-smtp.ts';

/** An app on a fresh (or the given) database with the contact feature configured for tests. */
export async function contactApp(
  options: {
    smtpUrl?: string;
    outbox?: boolean;
    retrySeconds?: number;
    database?: Database & { drop(): Promise<void> };
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      version: 't',
      webDir: '/x',
      jwtSecret: SECRET,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      mailFrom: MAIL_FROM,
      contactTo: CONTACT_TO,
      mailRetrySeconds: options.retrySeconds ?? 1,
      // As behind a proxy on this machine: tests send X-Forwarded-For from loopback to vary the address.
      trustProxy: ['loopback'],
    },
    database,
    outbox: options.outbox ?? false,
  });
  await app.ready();
  return { app, database, db: database.db };
}

export const VALID = {
  full_name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone_number: '+90 (532) 123-45-67',
  message: 'Konut kredisi hakkında bilgi almak istiyorum.',
};

/** The body and headers of a multipart/form-data post, as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Posts the contact form as multipart (from `ip`, in `lang`). */
export async function postForm(
  app: FastifyInstance,
  fields: Record<string, string | Blob>,
  options: { ip?: string; lang?: string } = {},
) {
  const { payload, headers } = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/send_mail_contact.php',
    payload,
    headers: { ...headers, ...(options.lang ? { 'accept-language': options.lang } : {}) },
    remoteAddress: options.ip ?? '192.0.2.1',
  });
}

/** An outbox of the tests' own (as a second process would run one), driven with `runOnce()`. */
export function testOutbox(db: Db, smtpUrl: string, options: Partial<OutboxOptions> = {}) {
  return createOutbox({
    db,
    smtpUrl,
    mailFrom: MAIL_FROM,
    contactTo: CONTACT_TO,
    retrySeconds: 1,
    ...options,
  });
}

/** A stored message, straight into the table (no form, no per-address limit). */
export async function storeMessage(db: Db, values: Partial<PgInsertValue<typeof contactMessages>> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({ fullName: 'Deneme Kişi', phoneNumber: '05321234567', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

type ContactApp = Awaited<ReturnType<typeof contactApp>>;
export type ContactSuite = ContactApp & {
  /** Runs after the current test (servers, outboxes, second apps). */
  later(cleanup: () => Promise<void>): void;
  /** A real SMTP server on loopback, closed after the test. */
  smtp(options?: Parameters<typeof startSmtp>[0]): ReturnType<typeof startSmtp>;
  /** An outbox of the test's own, stopped after the test. */
  outbox(smtpUrl: string, options?: Partial<OutboxOptions>): ReturnType<typeof testOutbox>;
};

/**
 * One app and database per test file (filled in before the first test), an empty message table
 * before each test, and the test's own servers and outboxes closed after it.
 */
export function contactSuite(): ContactSuite {
  const cleanups: (() => Promise<void>)[] = [];
  const suite = {
    later: (cleanup: () => Promise<void>) => void cleanups.push(cleanup),
    async smtp(options: Parameters<typeof startSmtp>[0] = {}) {
      const server = await startSmtp(options);
      cleanups.push(server.close);
      return server;
    },
    outbox(smtpUrl: string, options: Partial<OutboxOptions> = {}) {
      const box = testOutbox(suite.db, smtpUrl, options);
      cleanups.push(box.stop);
      return box;
    },
  } as ContactSuite;
  beforeAll(async () => {
    Object.assign(suite, await contactApp());
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.database?.drop();
  });
  beforeEach(async () => {
    await suite.db.delete(contactMessages);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return suite;
}
