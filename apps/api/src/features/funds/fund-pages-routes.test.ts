import type { FundCompare, FundDetail } from '@pusula/core/contract/fund-pages.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { founderOf } from './fund-detail.ts';
import { REAL_PRICED_FUNDS, REAL_PRICES_AS_OF } from './fund-history-sample.ts';
import type { FundRecord } from './funds-parser.ts';
import { SAMPLE_INVESTMENT_FUNDS } from './funds-sample.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const priced = (kind: string) =>
  REAL_PRICED_FUNDS.filter((fund) => fund.kind === kind).map((fund) => fund.record);
const [first, second] = priced('YAT') as [FundRecord, FundRecord];
const pension = priced('EMK')[0]!;
const young = REAL_PRICED_FUNDS.find((fund) => fund.record.return1y === null)!.record;
const unpriced = SAMPLE_INVESTMENT_FUNDS.find((fund) => !priced('YAT').includes(fund))!;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ config: { version: '1', webDir: '/nonexistent' }, database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, lang = 'tr') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe(`fund pages API (${storeKind()})`, () => {
  it('serves a seeded fund: latest real price, returns from its history, a year of chart, labelled sample', async () => {
    const answer = await get(`/api/funds/${first.code.toLowerCase()}`);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json() as FundDetail;
    expect(detail).toMatchObject({
      code: 'AAL',
      name: 'ATA PORTFÖY PARA PİYASASI (TL) FONU',
      kind: 'YAT',
      umbrellaType: first.umbrellaType,
      returnsFrom: 'history',
      range: '1y',
      isSample: true,
      asOf: '2026-09-04',
    });
    // The platform's published price of that day (seed-data/README.md).
    expect(detail.latest).toEqual({ date: '2026-09-04', price: 3.538354 });
    expect(REAL_PRICES_AS_OF).toBe('2026-09-04');
    // The table's row carries the returns of the same prices (4 decimals), so page and table agree.
    const table = [first.return1m, first.return3m, first.return6m, first.returnYtd, first.return1y];
    const page = (['1m', '3m', '6m', 'ytd', '1y'] as const).map((period) => detail.returns[period] as number);
    for (const [i, value] of page.entries())
      expect(Math.abs(value - (table[i] as number))).toBeLessThan(0.00005);
    // Worked by hand from two prices of the seed file: 3.538354 / 2.474397 − 1 (2025-09-04).
    expect(detail.returns['1y']).toBeCloseTo(42.9986, 4);
    expect(detail.returns['3y']).toBeNull(); // a year of history only
    expect(first.return3y).toBeNull();
    expect(detail.history[0]).toEqual({ date: '2025-09-04', price: 2.474397 });
    expect(detail.history.at(-1)).toEqual(detail.latest);
    const threeMonths = (await get(`/api/funds/${first.code}?range=3m`)).json() as FundDetail;
    expect(threeMonths.history.length).toBeLessThan(70);
    expect(threeMonths.history[0]?.date).toBe('2026-06-04');
  });

  it('a fund younger than a year: no 1-year return in the table nor on its page, a shorter chart', async () => {
    const detail = (await get(`/api/funds/${young.code}`)).json() as FundDetail;
    expect(detail).toMatchObject({ code: 'AU1', returnsFrom: 'history', isSample: true });
    expect(detail.returns['1y']).toBeNull();
    expect(detail.returns['6m']).toBeCloseTo(young.return6m as number, 4);
    expect(detail.history[0]?.date).toBe('2025-10-28');
  });

  it('a fund without prices shows the platform’s returns and no history', async () => {
    const detail = (await get(`/api/funds/${unpriced.code}`)).json() as FundDetail;
    expect(detail).toMatchObject({ returnsFrom: 'platform', history: [], latest: null });
    expect(detail.returns['1m']).toBe(unpriced.return1m);
    expect(detail.returns['5y']).toBe(unpriced.return5y);
  });

  it('compares up to three funds rebased to 100, naming unknown codes', async () => {
    const answer = await get(
      `/api/funds/compare?codes=${first.code},${pension.code.toLowerCase()}, ZZZ9 ,${first.code}`,
    );
    expect(answer.statusCode).toBe(200);
    const compare = answer.json() as FundCompare;
    expect(compare.funds.map((fund) => fund.code)).toEqual([first.code, pension.code]);
    expect(compare.unknown).toEqual(['ZZZ9']);
    for (const series of compare.series) {
      expect(series.points[0]?.value).toBe(100);
      expect(series.points.at(-1)?.date).toBe(REAL_PRICES_AS_OF);
    }
    const last = compare.series[0]!.points.at(-1)!.value;
    expect(last / 100 - 1).toBeCloseTo((compare.funds[0]!.returns['1y'] as number) / 100, 2);
    expect(compare.series[0]!.points[0]?.date).toBe(compare.series[1]!.points[0]?.date);
    expect((await get(`/api/funds/compare?codes=${second.code}`)).statusCode).toBe(200);
  });

  it.each([
    ['/api/funds/A-B', 'tr', 'Geçersiz fon kodu'],
    ['/api/funds/ABCDEFGHIJKLMNOP', 'en', 'Invalid fund code'],
    // Bounded before the route by the app's own guards (their messages).
    ['/api/funds/A%00B', 'tr', 'Geçersiz karakter'],
    [`/api/funds/${'A'.repeat(5000)}`, 'en', 'too long'],
    ['/api/funds/AAK?range=10y', 'ar', 'فترة غير صالحة'],
    ['/api/funds/compare?codes=A,B,C,D', 'tr', '1 ile 3 arasında'],
    ['/api/funds/compare?codes=', 'en', '1 to 3 fund codes'],
    [`/api/funds/compare?codes=${'A,'.repeat(200)}`, 'en', '1 to 3 fund codes'],
    ['/api/funds/compare', 'ar', 'رموز'],
  ])('refuses %s with the message in the user’s language', async (url, lang, text) => {
    const answer = await get(url, lang);
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { message: string; errors: string[] };
    expect(body.errors.join(' ')).toContain(text);
    expect(typeof body.message).toBe('string');
  });

  it('an unknown code is a 404', async () => {
    const answer = await get('/api/funds/QQQ9');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errors).toEqual(['Fon bulunamadı.']);
  });

  it('reads the founder from the name', () => {
    expect(founderOf('ATA PORTFÖY PARA PİYASASI (TL) FONU')).toBe('ATA PORTFÖY');
    expect(founderOf('ANADOLU HAYAT VE EMEKLİLİK ALTIN FONU')).toBe('ANADOLU HAYAT VE EMEKLİLİK');
    expect(founderOf('BİR FON')).toBeNull();
  });
});
