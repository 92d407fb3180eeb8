import { describe, expect, it } from 'vitest';
import { alertsMailSuite, postAlert, SITE, tokenIn } from '../../test/alerts-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

const ctx = alertsMailSuite();

const manage = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/alerts/manage',
    payload: { token },
    headers: { 'accept-language': 'en' },
  });

describe(`alerts: the mailed manage link (${storeKind()})`, () => {
  it("lists only the mail's own address's alerts and unsubscribes one of them, never another address's", async () => {
    await postAlert(ctx.app, { email: 'm@example.com', kind: 'usd-above', threshold: 45 }, '192.0.2.31');
    await postAlert(
      ctx.app,
      { email: 'm@example.com', kind: 'gold-gram-below', threshold: 4000 },
      '192.0.2.32',
    );
    await postAlert(ctx.app, { email: 'other@example.com', kind: 'usd-above', threshold: 50 }, '192.0.2.33');
    const mails = await ctx.deliver();
    const mine = mails.find((mail) => mail.to[0] === 'm@example.com');
    const theirs = mails.find((mail) => mail.to[0] === 'other@example.com');
    const token = tokenIn(mine?.text ?? '', `${SITE}/alarmlar/yonet`);
    // The manage link is the mail's unsubscribe token: the same in the page link and the header.
    expect(tokenIn(mine?.text ?? '', `${SITE}/alarmlar/iptal`)).toBe(token);

    const listed = await manage(token);
    expect(listed.statusCode).toBe(200);
    const { alerts } = listed.json() as {
      alerts: { id: string; kind: string; threshold: number; status: string }[];
    };
    expect(alerts.map(({ kind, threshold, status }) => ({ kind, threshold, status }))).toEqual([
      { kind: 'usd-above', threshold: 45, status: 'pending' },
      { kind: 'gold-gram-below', threshold: 4000, status: 'pending' },
    ]);
    expect(JSON.stringify(listed.json())).not.toContain('@');

    const otherList = await manage(tokenIn(theirs?.text ?? '', `${SITE}/alarmlar/yonet`));
    const otherId = (otherList.json() as { alerts: { id: string }[] }).alerts[0]?.id;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/manage/unsubscribe',
      payload: { token, id: otherId },
    });
    expect(refused.statusCode).toBe(404);
    expect((await manage(tokenIn(theirs?.text ?? '', `${SITE}/alarmlar/yonet`))).json().alerts).toHaveLength(
      1,
    );

    const gone = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/manage/unsubscribe',
      payload: { token, id: alerts[1]?.id },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().alerts.map((alert: { kind: string }) => alert.kind)).toEqual(['usd-above']);
  });

  it('refuses a token of the wrong shape (400), an unknown one (404) and an id that is not a uuid (400)', async () => {
    expect((await manage('short')).statusCode).toBe(400);
    const unknown = await manage('Z'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'The link is not valid or has expired.',
      errors: ['The link is not valid or has expired.'],
    });
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/manage/unsubscribe',
      payload: { token: 'Z'.repeat(43), id: "1' or '1'='1" },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)] });
  });
});
