import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { alertsApp, importUsd, postAlert, SITE, tokenIn } from '../../test/alerts-test-kit.ts';
import { startSmtp } from '../../test/contact-test-smtp.ts';
import { freePort } from '../../test/listen-on-free-port.ts';
import { storeKind } from '../../test/test-db.ts';

let first: Awaited<ReturnType<typeof alertsApp>>;
afterAll(async () => {
  await first?.database.drop();
});
beforeAll(async () => {
  first = await alertsApp();
});

describe(`alerts across a restart (${storeKind()})`, () => {
  it('the app with its outbox and watch on sends each mail once, and a new instance sends nothing again', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const smtp = await startSmtp({ port });
    try {
      await importUsd(first.db, 40);
      const running = await alertsApp({ smtpUrl: url, outbox: true, database: first.database });
      expect(
        (await postAlert(running.app, { email: 'r@example.com', kind: 'usd-above', threshold: 45 }))
          .statusCode,
      ).toBe(202);
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000, interval: 100 });
      const token = tokenIn(smtp.mails[0]!.text, `${SITE}/alarmlar/onay`);
      expect(
        (await running.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } }))
          .statusCode,
      ).toBe(200);
      // The watch sees the import's data version change and mails the crossing by itself.
      await importUsd(first.db, 46);
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), { timeout: 10_000, interval: 100 });
      await running.app.close();

      // A restart: a new instance on the same database, its outbox and watch running a while.
      const again = await alertsApp({ smtpUrl: url, outbox: true, database: first.database });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await importUsd(first.db, 47); // still above: no new crossing
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await again.app.close();
      expect(smtp.mails).toHaveLength(2);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(2);
      const rows = await first.db.select().from(mailOutbox);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      await smtp.close();
    }
  });
});
