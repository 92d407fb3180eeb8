import { count, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { alerts } from './alerts-tables.ts';

/** The console's figures: alerts per kind and status, alert mails per kind and delivery status. */
export async function alertCounts(db: Db) {
  const [byAlert, byMail] = await Promise.all([
    db
      .select({ kind: alerts.kind, status: alerts.status, count: count() })
      .from(alerts)
      .groupBy(alerts.kind, alerts.status)
      .orderBy(alerts.kind, alerts.status),
    db
      .select({ kind: mailOutbox.kind, status: mailOutbox.status, count: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.kind, 'alert-%'))
      .groupBy(mailOutbox.kind, mailOutbox.status)
      .orderBy(mailOutbox.kind, mailOutbox.status),
  ]);
  return { alerts: byAlert, mails: byMail };
}
