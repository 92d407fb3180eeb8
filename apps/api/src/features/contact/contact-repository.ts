import type { ContactMessageItem, DeliveryStatus } from '@pusula/core/contract/contact.ts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { REQUEST_WINDOW_MINUTES, REQUESTS_PER_ADDRESS } from '../../lib/address-group.ts';
import { contactMessages } from './contact-tables.ts';

/** More than 5 messages from one address within 10 minutes are refused (429; lib/address-group.ts). */
const MESSAGES_PER_ADDRESS = REQUESTS_PER_ADDRESS;
const WINDOW_MINUTES = REQUEST_WINDOW_MINUTES;
/** First key of the two-key advisory lock, so the contact form's locks share no space with others. */
const LOCK_SPACE = 0x0c0e7ac7;

export type ContactRow = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  fullName: string;
  email?: string | undefined;
  phoneNumber: string;
  message?: string | undefined;
  lang: string;
  ip: string;
}

/**
 * Stores a message unless its address already sent MESSAGES_PER_ADDRESS within the window; null
 * then. Check and insert are one transaction that first takes an advisory lock on the address, so
 * parallel posts, in this process or any other on the same PostgreSQL, are counted one after the
 * other. The row is committed when this resolves.
 */
export async function insertWithinLimit(db: Db, values: NewContactMessage): Promise<ContactRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${values.ip}::text))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.ip, values.ip),
          gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES}::int)`),
        ),
      );
    if ((recent?.n ?? 0) >= MESSAGES_PER_ADDRESS) return null;
    const [row] = await tx
      .insert(contactMessages)
      .values({
        fullName: values.fullName,
        email: values.email ?? null,
        phoneNumber: values.phoneNumber,
        message: values.message ?? null,
        lang: values.lang,
        ip: values.ip,
      })
      .returning();
    return row ?? null;
  });
}

export function toItem(row: ContactRow): ContactMessageItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    deliveryStatus: row.deliveryStatus as DeliveryStatus,
    attempts: row.attempts,
    handled: row.handled,
  };
}

/** One page of the inbox, newest first. */
export async function listMessages(db: Db, pageNumber: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(contactMessages);
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { totalCount: total?.n ?? 0, items: rows.map(toItem) };
}

/** Marks a message handled (or not) by an editor; null when there is no such message. */
export async function setHandled(
  db: Db,
  id: number,
  handled: boolean,
  by: string,
): Promise<ContactRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({
      handled,
      handledBy: handled ? by : null,
      handledAt: handled ? sql`now()` : null,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
