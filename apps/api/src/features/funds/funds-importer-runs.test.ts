import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { closeServer, listenOnFreePort } from '../../test/listen-on-free-port.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { importAllFunds, importFundKind } from './funds-importer.ts';
import { listRuns } from './funds-repository.ts';
import { SAMPLE_PENSION_FUNDS } from './funds-sample.ts';
import { requestSlots } from './funds-source.ts';

const fixture = readFileSync(
  new URL('./test-fixtures/tefas-fonGetiriBazliBilgiGetir.json', import.meta.url),
  'utf8',
);

describe(`the fund importer against a local source (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let source: Server;
  let baseUrl: string;
  let answer: (body: string, res: import('node:http').ServerResponse) => void;
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const limiter = requestSlots(1000, 60_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    app = await buildApp({ config: { version: '1', webDir: '/nonexistent' }, database });
    source = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(raw || '{}') });
        answer(raw, res);
      });
    });
    baseUrl = `http://127.0.0.1:${await listenOnFreePort(source)}`;
  });

  afterAll(async () => {
    await closeServer(source);
    await app.close();
    await database.drop();
  });

  beforeEach(() => {
    requests.length = 0;
  });

  const json =
    (text: string, status = 200) =>
    (_body: string, res: import('node:http').ServerResponse) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    };
  const served = async (url: string) =>
    (await app.inject({ method: 'POST', url, payload: { pageNumber: 1, pageSize: 100 } })).json().data;

  it('turns the fixture into the served list, replacing the sample of that kind only', async () => {
    answer = json(fixture);
    const day = () => new Date().toISOString().slice(0, 10);
    const before = day();
    const result = await importFundKind(database.db, 'YAT', { baseUrl, limiter });
    const after = day();
    expect(result).toEqual({ kind: 'YAT', ok: true, rows: 2 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/funds/fonGetiriBazliBilgiGetir');
    expect(requests[0]?.body).toMatchObject({ fonTipi: 'YAT', dil: 'TR' });

    const tefas = await served('/api/Tefas/paginated');
    expect(tefas.totalCount).toBe(2);
    expect(tefas.isSample).toBe(false);
    expect(tefas.stale).toBe(false);
    expect(tefas.items.map((item: { fundCode: string }) => item.fundCode)).toEqual(['AJK', 'AU1']);
    expect(tefas.items[1]).toMatchObject({ oneMonthReturn: -9.4002, oneYearReturn: null });
    // Imported rows are dated by their import day (UTC), the list by the same day.
    expect([before, after]).toContain(tefas.asOf);
    expect(tefas.items.map((item: { asOf: string | null }) => item.asOf)).toEqual([tefas.asOf, tefas.asOf]);
    const befas = await served('/api/Befas/paginated');
    expect(befas.totalCount).toBe(SAMPLE_PENSION_FUNDS.length);

    // A later seed does not mix sample rows into imported data.
    await seedDemoData(database.db);
    expect((await served('/api/Tefas/paginated')).totalCount).toBe(2);
  });

  const failures: Array<[string, typeof answer, RegExp]> = [
    [
      'an error body inside HTTP 200',
      json('{"errorCode":"RATE","errorMessage":"Limit aşıldı","resultList":null}'),
      /reported an error/,
    ],
    [
      'HTML instead of JSON',
      (_b, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>captcha</html>'),
      /HTML/,
    ],
    ['truncated JSON', json(fixture.slice(0, 200)), /malformed JSON/],
    ['an HTTP 503', json('{}', 503), /HTTP 503/],
  ];
  for (const [name, handler, reason] of failures) {
    it(`keeps the last good import and logs the failure on ${name}`, async () => {
      answer = handler;
      const before = (await listRuns(database.db)).length;
      const result = await importFundKind(database.db, 'YAT', { baseUrl, limiter });
      expect(result.ok).toBe(false);
      expect(result.error).toMatch(reason);
      const tefas = await served('/api/Tefas/paginated');
      expect(tefas.totalCount).toBe(2);
      expect(tefas.isSample).toBe(false);
      expect(tefas.stale).toBe(true); // the last good list, flagged
      const runs = await listRuns(database.db);
      expect(runs).toHaveLength(before + 1);
      expect(runs.at(-1)).toMatchObject({ kind: 'YAT', ok: false, rows: 0 });
      expect(runs.at(-1)?.error).toMatch(reason);
      expect(runs.at(-1)?.finishedAt).toBeInstanceOf(Date);
    });
  }

  it('gives up on a source that does not answer in time, keeping the data', async () => {
    answer = () => {
      // never answers
    };
    const started = Date.now();
    const result = await importFundKind(database.db, 'EMK', { baseUrl, limiter, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({
      ok: false,
      error: `${baseUrl}/api/funds/fonGetiriBazliBilgiGetir did not answer within 300 ms`,
    });
    expect((await served('/api/Befas/paginated')).totalCount).toBe(SAMPLE_PENSION_FUNDS.length);
    expect((await listRuns(database.db)).at(-1)).toMatchObject({ kind: 'EMK', ok: false });
  });

  it('imports both kinds, writing a successful run-log row each', async () => {
    answer = json(fixture);
    const results = await importAllFunds(database.db, { baseUrl, limiter });
    expect(results.map((result) => [result.kind, result.ok, result.rows])).toEqual([
      ['YAT', true, 2],
      ['EMK', true, 2],
    ]);
    expect(requests.map((request) => request.body.fonTipi)).toEqual(['YAT', 'EMK']);
    expect((await served('/api/Befas/paginated')).totalCount).toBe(2);
    const ok = (await listRuns(database.db)).filter((run) => run.ok);
    expect(ok.map((run) => [run.kind, run.rows])).toEqual([
      ['YAT', 2],
      ['YAT', 2],
      ['EMK', 2],
    ]);
  });

  it('an unreachable source is a logged failure too', async () => {
    const result = await importFundKind(database.db, 'EMK', { baseUrl: 'http://127.0.0.1:1', limiter });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/could not be reached/);
    expect((await served('/api/Befas/paginated')).totalCount).toBe(2);
  });
});
