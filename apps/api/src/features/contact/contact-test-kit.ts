import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Database, Db } from '../../db/client.ts';
import { SECRET } from '../../test/auth-test-kit.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createOutbox, type OutboxOptions } from './contact-outbox.ts';
import { contactMessages } from './contact-tables.ts';

export const CONTACT_TO = 'inbox@finansalpusula.test';
export const MAIL_FROM = 'Finansal Pusula <no-reply@finansalpusula.test>';

export { freePort, startSmtp } from './contact-test-smtp.ts';

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
