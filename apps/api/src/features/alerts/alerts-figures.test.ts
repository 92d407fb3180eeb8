import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { readAlertFigures } from './alerts-figures.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe(`alert figures from the market and offers tables (${storeKind()})`, () => {
  it('are all unknown on an empty database', async () => {
    expect(await readAlertFigures(database.db)).toEqual({
      'usd-above': null,
      'gold-gram-below': null,
      'deposit32-above': null,
    });
  });

  it('take the newest USD selling rate, the newest gram of gold and the best current TL rate covering 32 days', async () => {
    const { db } = database;
    await db.execute(sql`insert into market_quotes (code, buy, sell, value, source, as_of) values
      ('USD', 41.9, 42.1, 42.0, 'tcmb', '2026-11-20T12:30:00Z'),
      ('USD', 42.9, 43.1, 43.0, 'tcmb', '2026-11-21T12:30:00Z'),
      ('USD', 40.9, 41.1, 41.0, 'tcmb', '2026-11-19T12:30:00Z'),
      ('XAU', null, null, 4150.25, 'provider', '2026-11-21T12:30:00Z'),
      ('XAU', null, null, 4000, 'provider', '2026-11-20T12:30:00Z')`);
    const [bank] = (
      (await db.execute(
        sql`insert into banks (name, display_name, website) values ('Deneme', 'Deneme Bank', 'https://deneme.example') returning id`,
      )) as { rows: { id: number }[] }
    ).rows;
    const offer = (rate: number, minDays: number, maxDays: number, currency = 'TL', retired = false) =>
      db.execute(sql`insert into deposit_offers (bank_id, currency, annual_rate, min_amount, max_amount, min_days, max_days, retired_at)
        values (${bank?.id}, ${currency}, ${rate}, 1000, 1000000, ${minDays}, ${maxDays}, ${retired ? sql`now()` : null})`);
    await offer(44.5, 32, 45);
    await offer(46, 1, 31); // does not cover 32 days
    await offer(47, 30, 92, 'USD'); // not lira
    await offer(48, 32, 32, 'TL', true); // retired
    await offer(45.25, 1, 365);
    expect(await readAlertFigures(db)).toEqual({
      'usd-above': 43.1,
      'gold-gram-below': 4150.25,
      'deposit32-above': 45.25,
    });
  });
});
