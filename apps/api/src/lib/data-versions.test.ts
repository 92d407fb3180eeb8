import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, storeKind } from '../test/test-db.ts';
import { type DataArea, DataVersions, VERSION_CHECK_MS } from './data-versions.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function stored(): Promise<Record<string, number>> {
  const result = (await database.db.execute(sql`select area, version from data_versions`)) as unknown as {
    rows: { area: string; version: string | number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.area, Number(row.version)]));
}

describe(`data_versions triggers (${storeKind()})`, () => {
  const cases: [string, DataArea[]][] = [
    ['loan_offers', ['offers']],
    ['deposit_offers', ['offers']],
    ['banks', ['content', 'offers']],
    ['campaigns', ['content']],
    ['campaign_texts', ['content']],
    ['guides', ['content']],
    ['guide_texts', ['content']],
    ['funds', ['funds']],
    ['market_quotes', ['market']],
    ['market_import_runs', ['market']],
  ];
  it.each(cases)('a statement on %s bumps %j in its transaction, and nothing else', async (table, areas) => {
    const before = await stored();
    await database.db.transaction(async (tx) => {
      // A statement touching no row still counts: the trigger is per statement.
      await tx.execute(sql.raw(`delete from "${table}" where false`));
    });
    const after = await stored();
    for (const area of ['offers', 'content', 'market', 'funds'])
      expect(after[area] ?? 0, area).toBe((before[area] ?? 0) + (areas.includes(area as DataArea) ? 1 : 0));
  });

  it('a rolled-back write leaves the version alone', async () => {
    const before = await stored();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update loan_offers set id = id where false`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored()).toEqual(before);
  });
});

describe(`DataVersions (${storeKind()})`, () => {
  it('reads the stored versions at most once per interval, in the background, shared by callers', async () => {
    let now = 0;
    const versions = new DataVersions(database.db, () => now);
    const select = vi.spyOn(database.db, 'select');
    const start = (await stored()).offers ?? 0;
    expect(await versions.read('offers')).toBe(start);
    expect(select).toHaveBeenCalledTimes(1);

    await database.db.execute(sql`update loan_offers set id = id where false`);
    // Within the interval: no read, the old version answers.
    now += VERSION_CHECK_MS - 1;
    expect(versions.seen('offers')).toBe(start);
    expect(select).toHaveBeenCalledTimes(1);
    // Past it: one background read for all callers; the new version shows once it is done.
    now += 2;
    expect(versions.seen('offers')).toBe(start);
    expect(versions.seen('content')).toBeGreaterThanOrEqual(0);
    await vi.waitFor(() => expect(versions.seen('offers')).toBe(start + 1));
    expect(select).toHaveBeenCalledTimes(2);

    // read(fresh) reads now, whatever the interval says.
    await database.db.execute(sql`update loan_offers set id = id where false`);
    expect(await versions.read('offers', true)).toBe(start + 2);
    select.mockRestore();
  });

  it('keeps the last versions when the database cannot be read', async () => {
    let now = 0;
    const versions = new DataVersions(database.db, () => now);
    const known = await versions.read('offers');
    const select = vi.spyOn(database.db, 'select').mockImplementation(() => {
      throw new Error('connection lost');
    });
    now += VERSION_CHECK_MS;
    await expect(versions.check()).resolves.toBeUndefined();
    expect(versions.seen('offers')).toBe(known);
    select.mockRestore();
  });
});
