import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { createTestDatabase, storeKind } from '../test/test-db.ts';
import { claimScheduledRun } from './run-claim.ts';

// Long enough that two claims made one after the other fall within it on a loaded machine.
const INTERVAL_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`claimScheduledRun (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('grants one run per interval: a second claim within it is refused, one after it granted', async () => {
    expect(await claimScheduledRun(database.db, 'interval job', INTERVAL_MS)).toBe(true);
    expect(await claimScheduledRun(database.db, 'interval job', INTERVAL_MS)).toBe(false);
    // Another job is claimed on its own.
    expect(await claimScheduledRun(database.db, 'other job', INTERVAL_MS)).toBe(true);
    await sleep(INTERVAL_MS + 50);
    expect(await claimScheduledRun(database.db, 'interval job', INTERVAL_MS)).toBe(true);
    expect(await claimScheduledRun(database.db, 'interval job', INTERVAL_MS)).toBe(false);
  });

  it('grants exactly one of many claims made at the same moment (as by several processes)', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimScheduledRun(database.db, 'racing job', 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('grants exactly one claim across separate connection pools (PostgreSQL; PGlite has one connection)', async () => {
    let other: Database | null = null;
    if (storeKind() === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const result = (await database.db.execute('select current_database() as name')) as unknown as {
        rows: { name: string }[];
      };
      url.pathname = `/${result.rows[0]?.name}`;
      other = openPostgres(url.toString());
    }
    try {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          claimScheduledRun(index % 2 && other ? other.db : database.db, 'pool job', 60_000),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});
