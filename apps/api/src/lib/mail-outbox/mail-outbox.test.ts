import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { startSmtp } from '../../test/contact-test-smtp.ts';
import { freePort } from '../../test/listen-on-free-port.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { createMailOutbox, enqueueMail } from './mail-outbox.ts';

/**
 * A mail's text, html and headers hold secret links (an alert's confirm, manage and unsubscribe
 * tokens). The outbox keeps them while it may still send the mail, and empties them in the statement
 * that ends it: sent, or given up after its retries (decision 0018).
 */
const SECRET = 'c'.repeat(43);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const outboxes: ReturnType<typeof createMailOutbox>[] = [];
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const box of outboxes) await box.stop();
  for (const close of closers) await close();
  await database?.drop();
});

const outbox = (smtpUrl: string) => {
  const box = createMailOutbox({
    db: database.db,
    smtpUrl,
    mailFrom: 'Finansal Pusula <bildirim@example.test>',
    retrySeconds: 1,
    pollMs: 60_000,
  });
  outboxes.push(box);
  return box;
};

let queued = 0;
/** Queues a mail whose text, html and headers carry the secret; answers its row id. */
async function queueSecretMail() {
  queued += 1;
  const dedupeKey = `test-${queued}`;
  expect(
    await enqueueMail(database.db, {
      kind: 'alert-confirm',
      dedupeKey,
      to: `kisi${queued}@example.com`,
      subject: 'Finansal Pusula: alarmınızı onaylayın',
      text: `Onay: https://example.test/alarmlar/onay?token=${SECRET}`,
      html: `<a href="https://example.test/alarmlar/onay?token=${SECRET}">Onayla</a>`,
      headers: { 'List-Unsubscribe': `<https://example.test/api/alerts/unsubscribe?token=${SECRET}>` },
    }),
  ).toBe(true);
  const [row] = await database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row!.id;
}

const rowOf = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const holdsSecret = (row: Awaited<ReturnType<typeof rowOf>>) => JSON.stringify(row).includes(SECRET);
/** Makes a waiting mail due now (instead of sleeping through its retry delay). */
const dueNow = (id: number) =>
  database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));

describe(`mail outbox: a mail forgets its secret links once it is done with (${storeKind()})`, () => {
  it('a permanently rejected mail keeps them for its retries, then loses them when it fails for good', async () => {
    const server = await startSmtp({ reject: true });
    closers.push(() => server.close());
    const box = outbox(server.url);
    const id = await queueSecretMail();
    for (const attempts of [1, 2]) {
      expect(await box.runOnce()).toEqual({ sent: 0, pending: 1, failed: 0 });
      const waiting = await rowOf(id);
      expect(waiting).toMatchObject({ status: 'pending', attempts });
      expect(holdsSecret(waiting)).toBe(true); // still needed for the next try
      await dueNow(id);
    }
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, text: '', html: null, headers: {} });
    expect(failed?.lastError).toContain('550');
    expect(holdsSecret(failed)).toBe(false);
    expect(failed?.subject).toBe('Finansal Pusula: alarmınızı onaylayın'); // the console still counts it by kind
  });

  it('a mail still failing 48 hours after it was queued is given up and forgets them too', async () => {
    const box = outbox(`smtp://127.0.0.1:${await freePort()}`); // nothing listens: a connection failure
    const young = await queueSecretMail();
    const old = await queueSecretMail();
    await database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(mailOutbox.id, old));
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 1, failed: 1 });
    const gaveUp = await rowOf(old);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 1, text: '', html: null, headers: {} });
    expect(holdsSecret(gaveUp)).toBe(false);
    // The younger mail failed the same way but will be tried again: it keeps its links.
    const retried = await rowOf(young);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(holdsSecret(retried)).toBe(true);
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, young));
  });

  it('a delivered mail forgets them as well, after the SMTP server received them', async () => {
    const server = await startSmtp();
    closers.push(() => server.close());
    const id = await queueSecretMail();
    expect(await outbox(server.url).runOnce()).toEqual({ sent: 1, pending: 0, failed: 0 });
    // The receiver got the links (quoted-printable soft breaks and folded headers joined again).
    const received = server.mails[0]?.raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(received.split(SECRET).length - 1).toBe(3); // text, html and List-Unsubscribe
    const sent = await rowOf(id);
    expect(sent).toMatchObject({ status: 'sent', text: '', html: null, headers: {} });
    expect(holdsSecret(sent)).toBe(false);
  });
});
