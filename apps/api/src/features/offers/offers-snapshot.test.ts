import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { OFFERS_MAX_AGE_MS, searchLoans } from './offers-snapshot.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.drop());

const topRate = async () => (await searchLoans(database.db, 'konut', 1_000_000, 120))[0]?.interestRate ?? 0;

describe(`offers in memory (${storeKind()})`, () => {
  it('follow a write made elsewhere (another process) within about a second, long before their max age', async () => {
    const before = await topRate();
    // As another process would: straight to the database, this process's snapshot is not told.
    await database.db.execute(
      sql`update loan_offers set monthly_rate = monthly_rate + 1 where loan_type = 'konut'`,
    );
    const changedAt = Date.now();
    expect(await topRate()).toBe(before);
    await expect.poll(topRate, { timeout: 2_500, interval: 50 }).toBeCloseTo(before + 1, 6);
    const tookMs = Date.now() - changedAt;
    expect(tookMs).toBeLessThan(OFFERS_MAX_AGE_MS);
    expect(tookMs).toBeLessThanOrEqual(2_500);
  });
});
