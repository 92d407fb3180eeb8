import { conditionMet } from '@pusula/core/alerts/alert-crossing.ts';
import { type AlertKind, MAX_ALERTS_PER_ADDRESS } from '@pusula/core/alerts/alert-kinds.ts';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { REQUEST_WINDOW_MINUTES, REQUESTS_PER_ADDRESS } from '../../lib/address-group.ts';
import { enqueueMail } from '../../lib/mail-outbox/mail-outbox.ts';
import { readAlertFigures } from './alerts-figures.ts';
import { type AlertLinks, confirmMail } from './alerts-mails.ts';
import { alerts, alertTokens } from './alerts-tables.ts';
import { newToken, tokenHash } from './alerts-tokens.ts';

/** First keys of the two-key advisory locks (per requesting address, per e-mail address). */
const IP_LOCK = 0x0a1e7001;
const EMAIL_LOCK = 0x0a1e7002;

export type AlertRow = typeof alerts.$inferSelect;

export interface NewAlert {
  email: string;
  kind: AlertKind;
  threshold: number;
  lang: string;
  ip: string;
}

/**
 * Stores a pending alert and queues its confirmation mail, in one transaction under advisory locks on
 * the requesting address and the e-mail address (so parallel requests, in any process, are counted one
 * after the other). 'limited': the address group made REQUESTS_PER_ADDRESS requests in the window (the
 * contact form's numbers); 'full': the e-mail already has MAX_ALERTS_PER_ADDRESS alerts that are not
 * unsubscribed (nothing is stored or mailed; the visitor is answered as for a new address).
 */
export async function subscribe(db: Db, values: NewAlert, links: AlertLinks) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}::int, hashtext(${values.ip}::text))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(alerts)
      .where(
        and(
          eq(alerts.ip, values.ip),
          gt(alerts.createdAt, sql`now() - make_interval(mins => ${REQUEST_WINDOW_MINUTES}::int)`),
        ),
      );
    if ((recent?.n ?? 0) >= REQUESTS_PER_ADDRESS) return 'limited' as const;
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}::int, hashtext(${values.email}::text))`);
    const [held] = await tx
      .select({ n: count() })
      .from(alerts)
      .where(and(eq(alerts.email, values.email), ne(alerts.status, 'unsubscribed')));
    if ((held?.n ?? 0) >= MAX_ALERTS_PER_ADDRESS) return 'full' as const;
    const [row] = await tx.insert(alerts).values(values).returning();
    if (!row) throw new Error('alert insert returned nothing');
    const tokens = { confirm: newToken(), unsubscribe: newToken() };
    await tx.insert(alertTokens).values([
      { tokenHash: tokenHash(tokens.confirm), alertId: row.id, purpose: 'confirm' },
      { tokenHash: tokenHash(tokens.unsubscribe), alertId: row.id, purpose: 'unsubscribe' },
    ]);
    await enqueueMail(tx, confirmMail({ ...row, kind: row.kind as AlertKind }, tokens, links));
    return 'stored' as const;
  });
}

async function alertByToken(db: Db, token: string, purpose: 'confirm' | 'unsubscribe') {
  const [found] = await db
    .select({ alert: alerts })
    .from(alertTokens)
    .innerJoin(alerts, eq(alerts.id, alertTokens.alertId))
    .where(and(eq(alertTokens.tokenHash, tokenHash(token)), eq(alertTokens.purpose, purpose)));
  return found?.alert ?? null;
}

/**
 * Confirms the alert of a confirmation token (again: no change). It starts armed only when its
 * condition does not hold now, so a figure already past the threshold mails at its next crossing,
 * not at once. Null for an unknown token or an unsubscribed alert.
 */
export async function confirm(db: Db, token: string): Promise<AlertRow | null> {
  const alert = await alertByToken(db, token, 'confirm');
  if (!alert || alert.status === 'unsubscribed') return null;
  if (alert.status === 'active') return alert;
  const figures = await readAlertFigures(db);
  const met = conditionMet(alert.kind as AlertKind, alert.threshold, figures[alert.kind as AlertKind]);
  const [row] = await db
    .update(alerts)
    .set({ status: 'active', confirmedAt: sql`now()`, armed: !met })
    .where(and(eq(alerts.id, alert.id), eq(alerts.status, 'pending')))
    .returning();
  return row ?? (await alertByToken(db, token, 'confirm'));
}

/** Unsubscribes the alert of an unsubscribe token (again: no change); null for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<AlertRow | null> {
  const alert = await alertByToken(db, token, 'unsubscribe');
  if (!alert) return null;
  if (alert.status === 'unsubscribed') return alert;
  const [row] = await db
    .update(alerts)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, armed: false })
    .where(eq(alerts.id, alert.id))
    .returning();
  return row ?? alert;
}

/**
 * The manage view of a mailed link (any mail's unsubscribe token): the alerts of that token's address
 * that are not unsubscribed, oldest first. Null for an unknown token. Never reachable by address alone.
 */
export async function manageList(db: Db, token: string) {
  const owner = await alertByToken(db, token, 'unsubscribe');
  if (!owner) return null;
  const rows = await db
    .select({ id: alerts.id, kind: alerts.kind, threshold: alerts.threshold, status: alerts.status })
    .from(alerts)
    .where(and(eq(alerts.email, owner.email), ne(alerts.status, 'unsubscribed')))
    .orderBy(alerts.createdAt, alerts.id);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as AlertKind,
    status: row.status as 'pending' | 'active',
  }));
}

/** Unsubscribes one alert of the manage link's address; false when the token or the alert is not its. */
export async function manageUnsubscribe(db: Db, token: string, id: string): Promise<boolean> {
  const owner = await alertByToken(db, token, 'unsubscribe');
  if (!owner) return false;
  const changed = await db
    .update(alerts)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, armed: false })
    .where(and(eq(alerts.id, id), eq(alerts.email, owner.email), ne(alerts.status, 'unsubscribed')))
    .returning({ id: alerts.id });
  return changed.length > 0;
}
