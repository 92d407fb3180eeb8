import { addDays, istanbulToday } from '@pusula/core/rules/calendar.ts';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { archiveUrlOf, type BackfillResult, backfillRates } from './market-backfill.ts';
import { istanbulDate } from './market-history.ts';
import { marketQuotes } from './market-tables.ts';

/** The scheduled import looks back at most this many days for missed bulletins (docs/domain-rules.md#rates-history). */
export const CATCH_UP_MAX_DAYS = 31;

export interface CatchUpOptions {
  /** The today.xml address; the dated bulletins sit in its folder. */
  tcmbUrl: string;
  /** Days looked back at most (default CATCH_UP_MAX_DAYS). */
  maxDays?: number;
  /** Test seams, as the backfill's. */
  today?: string;
  minIntervalMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The Istanbul date of the newest real central bank bulletin stored, or null (demo data only). */
export async function lastRealBulletinDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ asOf: max(marketQuotes.asOf) })
    .from(marketQuotes)
    .where(and(eq(marketQuotes.source, 'tcmb'), eq(marketQuotes.isSample, false)));
  return row?.asOf ? istanbulDate(new Date(row.asOf)) : null;
}

/**
 * Fills the business days missed since the newest real bulletin (the server was down, the source
 * failed) from the dated archive, up to yesterday and at most `maxDays` back, throttled, logged and
 * resumable as the backfill is (docs/domain-rules.md#rates-history): a 404 is a holiday, a malformed
 * day is skipped and asked again next time, stored days stay. Nothing happens without a real bulletin
 * (a fresh demo install imports today's and grows from there; older years are `npm run import:rates`).
 * Resolves with the backfill's result, or null when there was nothing to ask.
 */
export async function catchUpRates(db: Db, options: CatchUpOptions): Promise<BackfillResult | null> {
  const last = await lastRealBulletinDay(db);
  if (!last) return null;
  const yesterday = addDays(options.today ?? istanbulToday(), -1);
  const earliest = addDays(yesterday, -((options.maxDays ?? CATCH_UP_MAX_DAYS) - 1));
  const next = addDays(last, 1);
  const from = next > earliest ? next : earliest;
  if (from > yesterday) return null;
  return backfillRates(db, {
    archiveUrl: archiveUrlOf(options.tcmbUrl),
    from,
    to: yesterday,
    ...(options.minIntervalMs === undefined ? {} : { minIntervalMs: options.minIntervalMs }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
