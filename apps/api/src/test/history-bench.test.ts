import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchHistoryRead } from './history-bench.ts';
import { createTestDatabase } from './test-db.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('the bench’s 5-year history read', () => {
  it('reads one code’s whole 5-year series out of every code’s bulletins', async () => {
    const result = await benchHistoryRead(database, 2);
    // 1,305 business days from 29.11.2021 to 27.11.2026, 23 codes each.
    expect(result.points).toBe(1305);
    expect(result.rows).toBe(1305 * 23);
    expect(result.medianMs).toBeGreaterThan(0);
  });
});
