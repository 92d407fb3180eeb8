import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AS_OF, SEED_VERSION } from './db/sample-data.ts';
import { appMeta, banks } from './db/schema.ts';
import { demoSeedIsCurrent, seedDemoDataIfOutdated } from './demo-seed.ts';
import { createTestDatabase, storeKind } from './test/test-db.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const storedSeed = async () =>
  (await database.db.select().from(appMeta).where(eq(appMeta.key, 'demoSeed')))[0]?.value;
const bankCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(banks))[0]?.n;

describe(`the demo seed at start (${storeKind()})`, () => {
  it('runs on an empty database, is skipped once current, and runs again when the stored version is older', async () => {
    expect(await demoSeedIsCurrent(database.db)).toBe(false);
    expect(await seedDemoDataIfOutdated(database.db)).toBe(true);
    expect(await demoSeedIsCurrent(database.db)).toBe(true);
    const seeded = await bankCount();
    expect(seeded).toBeGreaterThan(10);

    // Skipped: the seed would rewrite this row (its last step), so a mark left in it stays.
    const marked = { version: SEED_VERSION, asOf: SAMPLE_AS_OF, mark: 'kept' };
    await database.db.update(appMeta).set({ value: marked }).where(eq(appMeta.key, 'demoSeed'));
    expect(await seedDemoDataIfOutdated(database.db)).toBe(false);
    expect(await storedSeed()).toEqual(marked);
    expect(await bankCount()).toBe(seeded);

    await database.db
      .update(appMeta)
      .set({ value: { version: SEED_VERSION - 1, asOf: '2000-01-01' } })
      .where(eq(appMeta.key, 'demoSeed'));
    expect(await demoSeedIsCurrent(database.db)).toBe(false);
    expect(await seedDemoDataIfOutdated(database.db)).toBe(true);
    expect(await storedSeed()).toEqual({ version: SEED_VERSION, asOf: SAMPLE_AS_OF });
    expect(await bankCount()).toBe(seeded);
  });
});
