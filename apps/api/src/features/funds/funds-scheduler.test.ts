import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { closeServer, listenOnFreePort } from '../../test/listen-on-free-port.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { pricesOf } from './fund-history-repository.ts';
import { listFunds, listRuns } from './funds-repository.ts';
import { startFundsScheduler } from './funds-scheduler.ts';

const fixture = readFileSync(
  new URL('./test-fixtures/tefas-fonGetiriBazliBilgiGetir.json', import.meta.url),
  'utf8',
);
const history = readFileSync(
  new URL('./test-fixtures/tefas-fonGnlBlgSiraliGetir.json', import.meta.url),
  'utf8',
);
const quietLog = { info() {}, warn() {} };

describe(`the fund import scheduler (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let hits = 0;
  const paths: string[] = [];
  const source = createServer((req, res) => {
    hits++;
    paths.push(req.url ?? '');
    const body = req.url?.endsWith('/fonGnlBlgSiraliGetir') ? history : fixture;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  let baseUrl = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    baseUrl = `http://127.0.0.1:${await listenOnFreePort(source)}`;
  });
  afterAll(async () => {
    await closeServer(source);
    await database.drop();
  });

  it('is configured by FUNDS_IMPORT_INTERVAL_MIN: 1440 by default, 0 under Vitest or when asked', () => {
    expect(loadConfig({}).fundsImportIntervalMin).toBe(1440);
    expect(loadConfig({ VITEST: 'true' }).fundsImportIntervalMin).toBe(0);
    expect(loadConfig({ FUNDS_IMPORT_INTERVAL_MIN: '60' }).fundsImportIntervalMin).toBe(60);
    expect(loadConfig({}).fundsFirstImportDelaySeconds).toBe(10);
    expect(loadConfig({ FUNDS_FIRST_IMPORT_DELAY: '3s' }).fundsFirstImportDelaySeconds).toBe(3);
    expect(() => loadConfig({ FUNDS_FIRST_IMPORT_DELAY: 'soon' })).toThrow(/FUNDS_FIRST_IMPORT_DELAY/);
    expect(loadConfig({ FUNDS_SOURCE_URL: 'http://x' }).fundsSourceUrl).toBe('http://x');
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
        .toBe(4);
      expect(hits).toBe(4);
      // The period returns of both kinds, then the last days' prices of both kinds.
      expect(paths).toEqual([
        '/api/funds/fonGetiriBazliBilgiGetir',
        '/api/funds/fonGetiriBazliBilgiGetir',
        '/api/funds/fonGnlBlgSiraliGetir',
        '/api/funds/fonGnlBlgSiraliGetir',
      ]);
      expect((await listRuns(database.db)).map((run) => run.kind)).toEqual([
        'YAT',
        'EMK',
        'YAT-history',
        'EMK-history',
      ]);
      expect((await listFunds(database.db, 'YAT')).map((row) => row.code)).toEqual(['AJK', 'AU1']);
      expect(await pricesOf(database.db, 'AAL', '2026-07-01', '2026-07-01')).toMatchObject([
        { day: '2026-07-01', price: 3.355445 },
      ]);
    } finally {
      await stop();
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
    await again();
    expect(hits).toBe(4);
  });
});
