import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeServer, listenOnFreePort } from '../../test/listen-on-free-port.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { chunks, importFundHistory, MAX_BACKFILL_DAYS, nightlyRange } from './fund-history-importer.ts';
import { parseFundHistory } from './fund-history-parser.ts';
import { pricesOf } from './fund-history-repository.ts';
import { FundSourceError } from './funds-parser.ts';
import { listRuns } from './funds-repository.ts';
import { requestSlots } from './funds-source.ts';

const read = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const real = read('tefas-fonGnlBlgSiraliGetir.json');
const gap = read('history-holiday-gap.json');
const malformed = read('history-malformed-rows.json');

describe('the history parser', () => {
  it('reads the real 2026-07-01 rows', () => {
    expect(parseFundHistory(real)).toEqual({
      skipped: [],
      rows: [
        {
          code: 'AAV',
          day: '2026-07-01',
          name: 'ATA PORTFÖY İKİNCİ HİSSE SENEDİ (TL) FONU (HİSSE SENEDİ YOĞUN FON)',
          price: 60.387413,
          shares: 3921349,
          investors: 2124,
          portfolioSize: 236800119.74,
        },
        {
          code: 'AAL',
          day: '2026-07-01',
          name: 'ATA PORTFÖY PARA PİYASASI (TL) FONU',
          price: 3.355445,
          shares: 753633122,
          investors: 4537,
          portfolioSize: 2528774708.26,
        },
      ],
    });
  });

  it('skips malformed rows and says why', () => {
    const { rows, skipped } = parseFundHistory(malformed);
    expect(rows).toHaveLength(7);
    expect(skipped).toEqual([
      'row 3 (AAV): no valid fiyat',
      'row 9 (AAL): no valid tarih',
      'row 10: no valid fonKodu',
    ]);
  });

  it('reads a "no data" answer (a holiday, a weekend) as an empty day', () => {
    expect(parseFundHistory('{"errorCode":null,"errorMessage":"Veri bulunamadı","resultList":null}')).toEqual(
      {
        rows: [],
        skipped: [],
      },
    );
  });

  it.each([
    ['HTML', '<html>Request Rejected</html>', /HTML/],
    ['truncated JSON', gap.slice(0, 300), /malformed JSON/],
    ['an error body', '{"errorCode":"E1","errorMessage":"Sistem hatası","resultList":null}', /E1 Sistem/],
  ])('refuses %s', (_name, body, reason) => {
    expect(() => parseFundHistory(body)).toThrow(FundSourceError);
    expect(() => parseFundHistory(body)).toThrow(reason);
  });

  it('bounds hostile rows: a NUL code, a huge investor count, a long name', () => {
    const { rows, skipped } = parseFundHistory(
      JSON.stringify({
        resultList: [
          { fonKodu: 'A\u0000B', tarih: '2026-07-01', fiyat: 1 },
          { fonKodu: 'ABC', fonUnvan: 'x'.repeat(10_000), tarih: '2026-07-01', fiyat: 1, kisiSayisi: 1e300 },
        ],
      }),
    );
    expect(skipped).toEqual(['row 1: no valid fonKodu']);
    expect(rows[0]?.name).toHaveLength(300);
    expect(rows[0]?.investors).toBeNull();
  });
});

describe('windows', () => {
  it('cuts a range into 28-day windows and bounds the nightly range', () => {
    expect(chunks('2026-01-01', '2026-02-27')).toEqual([
      ['2026-01-01', '2026-01-28'],
      ['2026-01-29', '2026-02-25'],
      ['2026-02-26', '2026-02-27'],
    ]);
    expect(chunks('2026-01-01', '2026-01-01')).toEqual([['2026-01-01', '2026-01-01']]);
    expect(nightlyRange('2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-27' });
    expect(MAX_BACKFILL_DAYS).toBe(1861);
  });
});

describe(`the history importer against a local source (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: Server;
  let baseUrl: string;
  let answer: (res: ServerResponse) => void;
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const limiter = requestSlots(1000, 60_000);
  const json = (text: string) => (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);

  beforeAll(async () => {
    database = await createTestDatabase();
    source = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(raw || '{}') });
        answer(res);
      });
    });
    baseUrl = `http://127.0.0.1:${await listenOnFreePort(source)}`;
  });
  afterAll(async () => {
    await closeServer(source);
    await database.drop();
  });
  beforeEach(() => {
    requests.length = 0;
  });

  const aav = async () =>
    (await pricesOf(database.db, 'AAV', '2026-07-01', '2026-07-31')).map((row) => [row.day, row.price]);

  it('stores the days around a holiday gap, asking with the platform’s request form', async () => {
    answer = json(gap);
    const results = await importFundHistory(
      database.db,
      { from: '2026-07-13', to: '2026-07-17', kinds: ['YAT'] },
      { baseUrl, limiter },
    );
    expect(results).toEqual([
      { kind: 'YAT', from: '2026-07-13', to: '2026-07-17', ok: true, rows: 8, skipped: [] },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/funds/fonGnlBlgSiraliGetir');
    expect(requests[0]?.body).toMatchObject({
      fonTipi: 'YAT',
      basTarih: '20260713',
      bitTarih: '20260717',
      basSira: 1,
      dil: 'TR',
    });
    expect(await aav()).toEqual([
      ['2026-07-13', 60.512301],
      ['2026-07-14', 60.601877],
      ['2026-07-16', 60.43302],
      ['2026-07-17', 60.700145],
    ]);
  });

  it('keeps the stored price of a malformed row and takes the corrected one', async () => {
    answer = json(malformed);
    const [result] = await importFundHistory(
      database.db,
      { from: '2026-07-13', to: '2026-07-17', kinds: ['YAT'] },
      { baseUrl, limiter },
    );
    expect(result).toMatchObject({ ok: true, rows: 7 });
    expect(result?.skipped).toHaveLength(3);
    expect(await aav()).toEqual([
      ['2026-07-13', 60.512301],
      ['2026-07-14', 60.601877], // the malformed day keeps its last good price
      ['2026-07-16', 60.4444],
      ['2026-07-17', 60.700145],
    ]);
    const run = (await listRuns(database.db)).at(-1);
    expect(run).toMatchObject({ kind: 'YAT-history', ok: true, rows: 7 });
    expect(run?.error).toMatch(/skipped row 3 \(AAV\): no valid fiyat/);
  });

  it('a malformed answer writes nothing and is logged; the next window still runs', async () => {
    let call = 0;
    answer = (res) => {
      call += 1;
      json(call === 1 ? gap.slice(0, 400) : real)(res);
    };
    const results = await importFundHistory(
      database.db,
      { from: '2026-06-10', to: '2026-07-17', kinds: ['YAT'] },
      { baseUrl, limiter },
    );
    expect(results.map((result) => [result.from, result.to, result.ok, result.rows])).toEqual([
      ['2026-06-10', '2026-07-07', false, 0],
      ['2026-07-08', '2026-07-17', true, 2],
    ]);
    expect(results[0]?.error).toMatch(/malformed JSON/);
    expect((await aav()).map(([day]) => day)).toEqual([
      '2026-07-01',
      '2026-07-13',
      '2026-07-14',
      '2026-07-16',
      '2026-07-17',
    ]);
    const failed = (await listRuns(database.db)).filter((run) => !run.ok);
    expect(failed.at(-1)).toMatchObject({ kind: 'YAT-history', rows: 0 });
    expect(failed.at(-1)?.source).toMatch(/fonGnlBlgSiraliGetir fonTipi=YAT 2026-06-10..2026-07-07$/);
  });
});
