import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { listFunds, listRuns } from './funds-repository.ts';
import { startFundsScheduler } from './funds-scheduler.ts';

const fixture = readFileSync(
  new URL('./test-fixtures/tefas-fonGetiriBazliBilgiGetir.json', import.meta.url),
  'utf8',
);
const quietLog = { info() {}, warn() {} };

describe(`the fund import scheduler (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let hits = 0;
  const source = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(fixture);
  });
  let baseUrl = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => source.close(resolve));
    await database.drop();
  });

  it('is configured by FUNDS_IMPORT_INTERVAL_MIN: 1440 by default, 0 under Vitest or when asked', () => {
    expect(loadConfig({}).fundsImportIntervalMin).toBe(1440);
    expect(loadConfig({ VITEST: 'true' }).fundsImportIntervalMin).toBe(0);
    expect(loadConfig({ FUNDS_IMPORT_INTERVAL_MIN: '60' }).fundsImportIntervalMin).toBe(60);
    expect(loadConfig({ FUNDS_SOURCE_URL: 'http://x' }).fundsSourceUrl).toBe('http://x');
  });

  it('does nothing when the interval is 0', async () => {
    const stop = startFundsScheduler({
      db: database.db,
      intervalMin: 0,
      baseUrl,
      log: quietLog,
      firstDelayMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(hits).toBe(0);
  });

  it('imports soon after start when no import has succeeded yet, then waits a full interval', async () => {
    const stop = startFundsScheduler({
      db: database.db,
      intervalMin: 60,
      baseUrl,
      log: quietLog,
      firstDelayMs: 20,
    });
    try {
      await expect
        .poll(async () => (await listRuns(database.db)).filter((run) => run.ok).length, { timeout: 10_000 })
        .toBe(2);
      expect(hits).toBe(2);
      expect((await listFunds(database.db, 'YAT')).map((row) => row.code)).toEqual(['AJK', 'AU1']);
    } finally {
      stop();
    }
    // A restarted scheduler sees the fresh import and does not fetch again right away.
    const again = startFundsScheduler({
      db: database.db,
      intervalMin: 60,
      baseUrl,
      log: quietLog,
      firstDelayMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    again();
    expect(hits).toBe(2);
  });
});
