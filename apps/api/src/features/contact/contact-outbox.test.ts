import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { retryDelaySeconds } from '../../lib/mail-outbox/mail-transport.ts';
import { CONTACT_TO, contactSuite, postForm, storeMessage, VALID } from '../../test/contact-test-kit.ts';
import { freePort } from '../../test/listen-on-free-port.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

const ctx = contactSuite();
const rowOf = async (id: number) =>
  (await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const secondsUntil = (date: Date | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 1000;
/** Makes a waiting message due now (instead of sleeping through its retry delay). */
const dueNow = (id: number) =>
  ctx.db.update(contactMessages).set({ nextAttemptAt: sql`now()` }).where(eq(contactMessages.id, id));

describe(`contact outbox (${storeKind()})`, () => {
  it('mails a posted message to CONTACT_TO with every field, reply-to and a stable Message-ID, once', async () => {
    const server = await ctx.smtp();
    expect((await postForm(ctx.app, VALID, { ip: '192.0.2.50' })).statusCode).toBe(200);
    const box = ctx.outbox(server.url);
    expect(await box.runOnce()).toEqual({ sent: 1, pending: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    const [row] = await ctx.db.select().from(contactMessages);
    expect(mail?.to).toEqual([CONTACT_TO]);
    expect(mail?.subject).toBe(`İletişim formu: ${VALID.full_name}`);
    expect(mail?.replyTo).toBe(VALID.email);
    expect(mail?.messageId).toBe(`<contact-${row?.id}-${row?.createdAt.getTime()}@finansalpusula>`);
    for (const value of Object.values(VALID)) expect(mail?.text).toContain(value);
    expect(mail?.text).toMatch(/Zaman: .*\d{4}-\d\d-\d\dT/);
    expect(row).toMatchObject({ deliveryStatus: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
  });

  it('keeps a message pending while SMTP is down and delivers it after the server comes up', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const { id } = await storeMessage(ctx.db, { email: null });
    const box = ctx.outbox(url);
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 1, failed: 0 });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ deliveryStatus: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/^E[A-Z]+: .*ECONNREFUSED/);
    expect(waiting?.lastError).not.toContain('\n');
    expect(secondsUntil(waiting?.nextAttemptAt)).toBeGreaterThan(0);
    expect(secondsUntil(waiting?.nextAttemptAt)).toBeLessThanOrEqual(1);
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 0 }); // not due yet

    const server = await ctx.smtp({ port });
    await vi.waitFor(
      async () => {
        await box.runOnce();
        expect(server.mails).toHaveLength(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(server.mails[0]?.replyTo).toBeUndefined();
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'sent', attempts: 2, lastError: null });
    await box.runOnce();
    expect(server.mails).toHaveLength(1);
  });

  it('doubles the retry delay per attempt up to an hour', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(30, n))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30, 50)).toBe(3600);
    const port = await freePort();
    const box = ctx.outbox(`smtp://127.0.0.1:${port}`);
    const third = await storeMessage(ctx.db, { attempts: 2 });
    const late = await storeMessage(ctx.db, { attempts: 40 });
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 2, failed: 0 });
    expect(secondsUntil((await rowOf(third.id))?.nextAttemptAt)).toBeGreaterThan(3);
    expect(secondsUntil((await rowOf(third.id))?.nextAttemptAt)).toBeLessThanOrEqual(4);
    expect(secondsUntil((await rowOf(late.id))?.nextAttemptAt)).toBeGreaterThan(3590);
    expect(secondsUntil((await rowOf(late.id))?.nextAttemptAt)).toBeLessThanOrEqual(3600);
  });

  it('gives up after a permanent (5xx) rejection on the third attempt; connection failures keep trying', async () => {
    const server = await ctx.smtp({ reject: true });
    const box = ctx.outbox(server.url);
    const { id } = await storeMessage(ctx.db);
    for (const attempts of [1, 2]) {
      expect(await box.runOnce()).toEqual({ sent: 0, pending: 1, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'pending', attempts });
      await dueNow(id);
    }
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ deliveryStatus: 'failed', attempts: 3, lockedUntil: null });
    expect(failed?.lastError).toContain('550');
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 0 });

    const down = ctx.outbox(`smtp://127.0.0.1:${await freePort()}`);
    const retried = await storeMessage(ctx.db, { attempts: 5 });
    expect(await down.runOnce()).toEqual({ sent: 0, pending: 1, failed: 0 });
    expect(await rowOf(retried.id)).toMatchObject({ deliveryStatus: 'pending', attempts: 6 });
  });

  it('gives up on any failure 48 hours after the message was stored', async () => {
    const box = ctx.outbox(`smtp://127.0.0.1:${await freePort()}`);
    const { id } = await storeMessage(ctx.db, { createdAt: sql`now() - interval '49 hours'` });
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'failed', attempts: 1 });
  });

  it('skips rows another worker holds until its lease runs out; two workers send each message once', async () => {
    const server = await ctx.smtp();
    const held = await storeMessage(ctx.db, { lockedUntil: sql`now() + interval '1 minute'` });
    const box = ctx.outbox(server.url);
    expect(await box.runOnce()).toEqual({ sent: 0, pending: 0, failed: 0 });
    await ctx.db
      .update(contactMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(contactMessages.id, held.id));
    expect(await box.runOnce()).toEqual({ sent: 1, pending: 0, failed: 0 });

    for (let i = 0; i < 6; i += 1) await storeMessage(ctx.db, { fullName: `Paralel ${i}` });
    const other = ctx.outbox(server.url);
    const results = await Promise.all([box.runOnce(), other.runOnce(), box.runOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    const ids = server.mails.map((mail) => mail.messageId);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });
});
