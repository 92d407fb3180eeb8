import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../test/auth-test-kit.ts';
import { importCpiFromEvds, parseEvdsCpi } from './cpi-evds.ts';
import { listCpi } from './cpi-repository.ts';
import { cpiImportRuns } from './cpi-tables.ts';

/** The EVDS answer for TP.FG.J0 in the service's JSON shape (docs/domain-rules.md#evds-cpi-import). */
const FIXTURE = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'seed-data/evds-tp-fg-j0.json'), 'utf8'),
);

describe('EVDS CPI answer', () => {
  it('reads each month with a figure ("2026-1" → 2026-01), skipping a null month', () => {
    expect(parseEvdsCpi(FIXTURE)).toEqual([
      { month: '2025-10', value: 3453.09 },
      { month: '2025-11', value: 3482.96 },
      { month: '2025-12', value: 3513.87 },
      { month: '2026-01', value: 3683.83 },
    ]);
  });

  it('leaves out malformed items and refuses an answer without items', () => {
    const items = [
      { Tarih: '2026-13', TP_FG_J0: '1' },
      { Tarih: '2026-2', TP_FG_J0: '-5' },
      { Tarih: '2026-2', TP_FG_J0: 'NaN' },
      { Tarih: '2026-2\u0000', TP_FG_J0: '100' },
      { Tarih: '2026-2', TP_FG_J0: '1e12' },
      null,
    ];
    expect(parseEvdsCpi({ items })).toEqual([]);
    expect(() => parseEvdsCpi({ error: 'x' })).toThrow('without items');
  });
});

const live = process.env.EVDS_API_KEY;

describe('EVDS import into the database', () => {
  let kit: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    kit = await startApp();
  });
  afterAll(() => kit.close());

  it("writes the fixture's months as source evds and records the run; the key goes in the header", async () => {
    let asked: { url: string; key: string | null } | null = null;
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      asked = { url, key: new Headers(init?.headers).get('key') };
      return new Response(JSON.stringify(FIXTURE), { status: 200 });
    }) as typeof fetch;
    const rows = await importCpiFromEvds(kit.db, {
      apiKey: 'test-key',
      fetchImpl,
      now: new Date('2026-11-27T00:00:00Z'),
    });
    expect(rows).toBe(4);
    expect(asked).toEqual({
      url: 'https://evds2.tcmb.gov.tr/service/evds/series=TP.FG.J0&startDate=01-01-2024&endDate=27-11-2026&type=json',
      key: 'test-key',
    });
    expect((await listCpi(kit.db)).at(-1)).toEqual({
      month: '2026-01',
      base: '2003',
      value: 3683.83,
      source: 'evds',
    });
    const runs = await kit.db.select().from(cpiImportRuns);
    expect(runs.map((run) => [run.status, run.rows])).toEqual([['ok', 4]]);
  });

  it('a failed answer changes no figure and is recorded', async () => {
    const before = await listCpi(kit.db);
    const fetchImpl = (async () => new Response('nope', { status: 503 })) as unknown as typeof fetch;
    await expect(importCpiFromEvds(kit.db, { apiKey: 'k', fetchImpl })).rejects.toThrow('HTTP 503');
    expect(await listCpi(kit.db)).toEqual(before);
    const runs = await kit.db.select().from(cpiImportRuns);
    expect(runs.at(-1)).toMatchObject({ status: 'failed', error: 'EVDS answered HTTP 503' });
  });

  // Against the real service only with a key (EVDS_API_KEY); skipped otherwise.
  it.skipIf(!live)('imports from the real EVDS with EVDS_API_KEY', async () => {
    expect(await importCpiFromEvds(kit.db, { apiKey: live ?? '' })).toBeGreaterThan(0);
  });
});
