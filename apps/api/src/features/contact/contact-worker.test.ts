import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  contactApp,
  contactSuite,
  postForm,
  storeMessage,
  testOutbox,
  VALID,
} from '../../test/contact-test-kit.ts';
import { freePort } from '../../test/listen-on-free-port.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

/** The outbox inside the app (`outbox: true`): woken by new messages, polling, stopped by close. */
const ctx = contactSuite();
/** A second app on the same database, as a server process with the outbox on. */
async function server(smtpUrl: string | undefined, retrySeconds = 1) {
  const other = await contactApp({ smtpUrl, outbox: true, retrySeconds, database: ctx.database });
  ctx.later(() => other.app.close());
  return other.app;
}
const rows = () => ctx.db.select().from(contactMessages).orderBy(contactMessages.id);

describe(`contact outbox worker in the app (${storeKind()})`, () => {
  it('mails a new message right after it is stored', async () => {
    const mail = await ctx.smtp();
    const app = await server(mail.url, 30); // polls only every 5 s: the post itself wakes the worker
    expect((await postForm(app, VALID)).statusCode).toBe(200);
    await vi.waitFor(() => expect(mail.mails).toHaveLength(1), { timeout: 4000, interval: 50 });
    await vi.waitFor(async () => expect((await rows())[0]?.deliveryStatus).toBe('sent'));
  });

  it('is woken by wake() between polls and never runs two cycles at once', async () => {
    const mail = await ctx.smtp({ delayMs: 100 });
    const box = testOutbox(ctx.db, mail.url, { pollMs: 60_000 });
    ctx.later(box.stop);
    box.start(); // its first cycle finds nothing; the next poll is a minute away
    for (let i = 0; i < 3; i += 1) await storeMessage(ctx.db, { fullName: `Sıra ${i}` });
    box.wake();
    box.wake(); // coalesced with the first
    const results = await Promise.all([box.runOnce(), box.runOnce()]);
    await vi.waitFor(() => expect(mail.mails).toHaveLength(3), { timeout: 5000, interval: 20 });
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeLessThanOrEqual(3);
    expect(mail.receiving.maxActive).toBe(1);
    expect(new Set(mail.mails.map((received) => received.messageId)).size).toBe(3);
  });

  it('stops cleanly: stop() awaits the send in flight and starts no other', async () => {
    const mail = await ctx.smtp({ delayMs: 300 });
    const box = testOutbox(ctx.db, mail.url, { pollMs: 60_000 });
    ctx.later(box.stop);
    box.start();
    const { id } = await storeMessage(ctx.db);
    await storeMessage(ctx.db);
    box.wake();
    await vi.waitFor(() => expect(mail.receiving.count).toBe(1), { timeout: 5000, interval: 20 });
    await box.stop();
    expect(mail.mails).toHaveLength(1);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ deliveryStatus: 'sent', attempts: 1, lockedUntil: null });
    box.wake();
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 0 });
    expect(mail.receiving.count).toBe(1);
  });

  it('only stores messages when SMTP_URL is unset', async () => {
    const app = await server(undefined);
    expect((await postForm(app, VALID)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // longer than the shortest poll
    expect(await rows()).toMatchObject([{ deliveryStatus: 'pending', attempts: 0 }]);
  });

  it('after a restart sends each message exactly once (counted by Message-ID)', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const first = await contactApp({ smtpUrl: url, outbox: true, database: ctx.database });
    for (let i = 0; i < 3; i += 1)
      expect((await postForm(first.app, { ...VALID, message: `Yeniden başlatma ${i}` })).statusCode).toBe(
        200,
      );
    await vi.waitFor(async () => expect((await rows()).every((row) => row.attempts >= 1)).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    await first.app.close();
    expect((await rows()).every((row) => row.deliveryStatus === 'pending')).toBe(true);

    const mail = await ctx.smtp({ port });
    await server(url);
    await vi.waitFor(() => expect(mail.mails).toHaveLength(3), { timeout: 15_000, interval: 100 });
    const extra = testOutbox(ctx.db, url);
    ctx.later(extra.stop);
    for (let i = 0; i < 3; i += 1) await extra.runOnce();
    await vi.waitFor(async () =>
      expect((await rows()).map((row) => row.deliveryStatus)).toEqual(['sent', 'sent', 'sent']),
    );
    const counts = new Map<string, number>();
    for (const received of mail.mails)
      counts.set(received.messageId, (counts.get(received.messageId) ?? 0) + 1);
    expect([...counts.values()]).toEqual([1, 1, 1]);
    expect(mail.mails.map((received) => received.text.match(/Yeniden başlatma \d/)?.[0]).sort()).toEqual([
      'Yeniden başlatma 0',
      'Yeniden başlatma 1',
      'Yeniden başlatma 2',
    ]);
  });
});
