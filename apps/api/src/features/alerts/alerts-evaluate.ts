import { conditionMet, nextAlertState } from '@pusula/core/alerts/alert-crossing.ts';
import type { AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../lib/mail-outbox/mail-outbox.ts';
import { readAlertFigures } from './alerts-figures.ts';
import { type AlertLinks, firedMail } from './alerts-mails.ts';
import { alerts, alertTokens } from './alerts-tables.ts';
import { newToken, tokenHash } from './alerts-tokens.ts';

/** Active alerts one evaluation looks at, at most (the rest wait for the next one). */
const BATCH = 5_000;

/**
 * One evaluation of every active alert against the current figures (decision 0017). Under row locks
 * (rows another process is evaluating are skipped), each alert whose condition went false → true
 * fires: armed off, the crossing counted and its mail queued, all in one transaction, the mail's
 * dedupe key being alert + crossing number, so a restart or a second process never queues it twice.
 * An alert whose condition no longer holds is armed again. Returns how many mails were queued.
 */
export async function evaluateAlerts(db: Db, links: AlertLinks): Promise<number> {
  return db.transaction(async (tx) => {
    const figures = await readAlertFigures(tx);
    const rows = await tx
      .select()
      .from(alerts)
      .where(eq(alerts.status, 'active'))
      .orderBy(alerts.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rearm: string[] = [];
    let queued = 0;
    for (const row of rows) {
      const kind = row.kind as AlertKind;
      const value = figures[kind];
      const next = nextAlertState(row.armed, conditionMet(kind, row.threshold, value));
      if (next.armed && !row.armed) rearm.push(row.id);
      if (!next.fire || value === null) continue;
      const crossing = row.firedCount + 1;
      const token = newToken();
      await tx
        .insert(alertTokens)
        .values({ tokenHash: tokenHash(token), alertId: row.id, purpose: 'unsubscribe' });
      if (await enqueueMail(tx, firedMail({ ...row, kind }, value, crossing, token, links))) queued += 1;
      await tx
        .update(alerts)
        .set({ armed: false, firedCount: crossing, lastFiredAt: sql`now()` })
        .where(eq(alerts.id, row.id));
    }
    if (rearm.length > 0)
      await tx
        .update(alerts)
        .set({ armed: true })
        .where(and(inArray(alerts.id, rearm), eq(alerts.status, 'active')));
    return queued;
  });
}
