import type { AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type AlertFigures = Record<AlertKind, number | null>;

/** Anything a query can run on: the database or a transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * The figures the alerts watch, read from the market and offers tables by name (features never
 * import each other, scripts/check-layers.ts): the newest USD quote's selling rate (the central
 * bank's ForexSelling), the newest gram-of-gold (XAU) quote, and the highest annual rate of a current
 * TL deposit offer whose term range covers 32 days.
 */
export async function readAlertFigures(db: Executor): Promise<AlertFigures> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sell, value) from market_quotes where code = 'USD' order by as_of desc, id desc limit 1) as usd,
      (select coalesce(sell, value) from market_quotes where code = 'XAU' order by as_of desc, id desc limit 1) as gold,
      (select max(annual_rate) from deposit_offers
        where retired_at is null and currency = 'TL' and min_days <= 32 and max_days >= 32) as deposit
  `)) as { rows: { usd: unknown; gold: unknown; deposit: unknown }[] };
  const row = result.rows[0];
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    'usd-above': num(row?.usd),
    'gold-gram-below': num(row?.gold),
    'deposit32-above': num(row?.deposit),
  };
}
