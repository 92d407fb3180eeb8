import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import {
  alertsMailSuite,
  headerOf,
  importUsd,
  postAlert,
  SITE,
  tokenIn,
} from '../../test/alerts-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { evaluateAlerts } from './alerts-evaluate.ts';
import { alerts } from './alerts-tables.ts';

const ctx = alertsMailSuite();
const links = { siteUrl: SITE };

describe(`alerts: subscribe, confirm, one mail per crossing, unsubscribe (${storeKind()})`, () => {
  it('runs the whole flow against a real SMTP server and real rates imports', async () => {
    await importUsd(ctx.db, 40);
    const subscribed = await postAlert(ctx.app, {
      email: ' Ayse@Example.com ',
      kind: 'usd-above',
      threshold: 45,
      lang: 'tr',
    });
    expect(subscribed.statusCode).toBe(202);
    expect(subscribed.json()).toEqual({ status: 'check-your-mail' });

    // Double opt-in: the confirmation mail, with the one-click unsubscribe headers like every mail.
    const [confirmation, ...more] = await ctx.deliver();
    expect(more).toEqual([]);
    expect(confirmation?.to).toEqual(['ayse@example.com']);
    expect(confirmation?.subject).toBe('Finansal Pusula: alarmınızı onaylayın');
    expect(confirmation?.text).toContain('Dolar/TL şu değerin üstüne çıkınca 45,0000 TL');
    const unsubscribeToken = tokenIn(
      headerOf(confirmation!, 'List-Unsubscribe') ?? '',
      `${SITE}/api/alerts/unsubscribe`,
    );
    expect(headerOf(confirmation!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(tokenIn(confirmation!.text, `${SITE}/alarmlar/iptal`)).toBe(unsubscribeToken);

    // Not confirmed: an import that crosses mails nothing.
    await importUsd(ctx.db, 46);
    expect(await evaluateAlerts(ctx.db, links)).toBe(0);
    await importUsd(ctx.db, 40);
    await evaluateAlerts(ctx.db, links);

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: tokenIn(confirmation!.text, `${SITE}/alarmlar/onay`) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'active', kind: 'usd-above', threshold: 45 });

    // The crossing import: exactly one mail, in Turkish, with the current rate and its own unsubscribe link.
    await importUsd(ctx.db, 45.5);
    expect(await evaluateAlerts(ctx.db, links)).toBe(1);
    const [fired, ...extra] = await ctx.deliver();
    expect(extra).toEqual([]);
    expect(fired?.subject).toBe('Finansal Pusula alarmı: Dolar/TL şu değerin üstüne çıkınca 45,0000 TL');
    expect(fired?.text).toContain('Güncel değer: 45,5000 TL');
    expect(headerOf(fired!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const firedToken = tokenIn(headerOf(fired!, 'List-Unsubscribe') ?? '', `${SITE}/api/alerts/unsubscribe`);
    expect(firedToken).not.toBe(unsubscribeToken);

    // A second import that stays above: nothing.
    await importUsd(ctx.db, 47);
    expect(await evaluateAlerts(ctx.db, links)).toBe(0);
    expect(await ctx.deliver()).toEqual([]);

    // Back below and over again: the next crossing mails once more.
    await importUsd(ctx.db, 44);
    expect(await evaluateAlerts(ctx.db, links)).toBe(0);
    await importUsd(ctx.db, 46);
    expect(await evaluateAlerts(ctx.db, links)).toBe(1);
    expect(await ctx.deliver()).toHaveLength(1);

    // One-click unsubscribe as a mail client sends it (RFC 8058), then no mail at the next crossing.
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${firedToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ status: 'unsubscribed' });
    await importUsd(ctx.db, 44);
    await evaluateAlerts(ctx.db, links);
    await importUsd(ctx.db, 48);
    expect(await evaluateAlerts(ctx.db, links)).toBe(0);
    expect(await ctx.deliver()).toEqual([]);

    const kinds = await ctx.db.select({ kind: mailOutbox.kind, status: mailOutbox.status }).from(mailOutbox);
    expect(kinds.map((row) => `${row.kind}:${row.status}`).sort()).toEqual([
      'alert-confirm:sent',
      'alert-fired:sent',
      'alert-fired:sent',
    ]);
    // Delivered mails keep no token: their text and headers were emptied when the SMTP server took them.
    const kept = await ctx.db.select({ text: mailOutbox.text, headers: mailOutbox.headers }).from(mailOutbox);
    expect(kept).toEqual(kept.map(() => ({ text: '', headers: {} })));
  });

  it('starts a confirmed alert disarmed when its condition already holds (no mail until the next crossing)', async () => {
    await importUsd(ctx.db, 50);
    expect(
      (await postAlert(ctx.app, { email: 'b@example.com', kind: 'usd-above', threshold: 45 }, '192.0.2.11'))
        .statusCode,
    ).toBe(202);
    const [mail] = await ctx.deliver();
    const token = tokenIn(mail!.text, `${SITE}/alarmlar/onay`);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } })).statusCode,
    ).toBe(200);
    // A second click on the link: still fine, nothing changes.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } })).statusCode,
    ).toBe(200);
    await importUsd(ctx.db, 51);
    expect(await evaluateAlerts(ctx.db, links)).toBe(0);
    const [row] = await ctx.db.select().from(alerts).where(eq(alerts.email, 'b@example.com'));
    expect(row).toMatchObject({ status: 'active', armed: false, firedCount: 0 });
  });

  it('queues one mail when two evaluations run at once (row locks and the dedupe key)', async () => {
    await importUsd(ctx.db, 30);
    expect(
      (
        await postAlert(
          ctx.app,
          { email: 'c@example.com', kind: 'usd-above', threshold: 35, lang: 'ar' },
          '192.0.2.12',
        )
      ).statusCode,
    ).toBe(202);
    const [mail] = await ctx.deliver();
    expect(mail?.subject).toBe('Finansal Pusula: أكّد تنبيهك');
    const token = tokenIn(mail!.text, `${SITE}/alarmlar/onay`);
    await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    await importUsd(ctx.db, 36);
    const queued = await Promise.all([evaluateAlerts(ctx.db, links), evaluateAlerts(ctx.db, links)]);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    const sent = await ctx.deliver();
    expect(sent).toHaveLength(1);
    // Arabic text, the figure isolated left-to-right (docs/number-format.md).
    expect(sent[0]?.text).toContain('القيمة الحالية: \u206636.0000 TL\u2069');
  });
});
