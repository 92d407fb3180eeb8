import { readFileSync } from 'node:fs';
import { fundReturns } from '@pusula/core/market/fund-returns.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';
import { pricesOf, upsertPrices } from './fund-history-repository.ts';
import {
  REAL_PRICED_FUNDS,
  REAL_PRICES_AS_OF,
  REAL_PRICES_FILE,
  readRealPrices,
} from './fund-history-sample.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from './funds-sample.ts';
import { seedFunds } from './funds-seed.ts';
import { fundPrices, funds } from './funds-tables.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8'));
const rowsOf = (code: string) => REAL_PRICED_FUNDS.find((fund) => fund.record.code === code)?.rows ?? [];
const priceOn = (code: string, day: string) => rowsOf(code).find((row) => row.day === day)?.price;

describe('the seed’s real fund prices (seed-data/fund-prices.json)', () => {
  it('holds a year to the data’s newest day for four investment funds and a pension fund', () => {
    expect(REAL_PRICES_AS_OF).toBe('2026-09-04');
    expect(REAL_PRICED_FUNDS.map((fund) => `${fund.kind} ${fund.record.code}`)).toEqual([
      'YAT AAL',
      'YAT AAV',
      'YAT AJK',
      'YAT AU1',
      'EMK AEN',
    ]);
    for (const fund of REAL_PRICED_FUNDS) {
      expect(fund.rows.at(-1)?.day).toBe('2026-09-04');
      expect(fund.rows.length).toBeGreaterThan(200);
    }
    expect(rowsOf('AAL')[0]?.day).toBe('2025-09-04');
    expect(rowsOf('AU1')[0]?.day).toBe('2025-10-28'); // its first price on the platform
    // Holidays have no price: 29 October, 1 January, 23 April, 1 and 19 May, 15 July.
    const days = new Set(rowsOf('AAL').map((row) => row.day));
    for (const day of ['2025-10-29', '2026-01-01', '2026-04-23', '2026-05-01', '2026-05-19', '2026-07-15'])
      expect(days.has(day)).toBe(false);
  });

  it('agrees with the platform answers fetched independently of that repository', () => {
    // tefas-fonGnlBlgSiraliGetir.json: the platform's prices of 2026-07-01.
    const daily = fixture('tefas-fonGnlBlgSiraliGetir.json') as {
      resultList: { fonKodu: string; tarih: string; fiyat: number }[];
    };
    for (const row of daily.resultList) expect(priceOn(row.fonKodu, row.tarih)).toBe(row.fiyat);
    // shared/domain/fixtures/tefas-legacy-BindHistoryInfo.json: AAL on 2025-10-07 (test-fixtures/README.md).
    expect(priceOn('AAL', '2025-10-07')).toBe(2.568242);
    // The copy made for the returns check holds the same prices on every day both have.
    const copy = fixture('history-au1-ajk-to-2026-07-01.json') as {
      funds: Record<string, { dates: string[]; prices: number[] }>;
    };
    for (const code of ['AU1', 'AJK']) {
      const { dates, prices } = copy.funds[code]!;
      const shared = dates.flatMap((day, i) => (day >= '2025-09-04' ? [[day, prices[i]] as const] : []));
      expect(shared.length).toBeGreaterThan(160);
      for (const [day, price] of shared) expect(priceOn(code, day)).toBe(price);
    }
  });

  it('gives each fund’s table row the returns of its prices (the fund page’s rule), 3 and 5 years empty', () => {
    for (const fund of REAL_PRICED_FUNDS) {
      const returns = fundReturns(fund.rows.map((row) => ({ date: row.day, price: row.price })));
      expect(fund.record.return1y).toBe(
        returns['1y'] === null ? null : Math.round(returns['1y'] * 1e4) / 1e4,
      );
      expect(fund.record.return3y).toBeNull();
      expect(fund.record.return5y).toBeNull();
    }
    // By hand: AAL 3.538354 (2026-09-04) / 2.474397 (2025-09-04) − 1; AEN ytd 0.159107 / 0.126335 (2025-12-31) − 1.
    expect(REAL_PRICED_FUNDS[0]?.record.return1y).toBe(42.9986);
    expect(REAL_PRICED_FUNDS[4]?.record.returnYtd).toBe(25.9406);
    expect(SAMPLE_INVESTMENT_FUNDS.slice(0, 4).map((fund) => fund.code)).toEqual([
      'AAL',
      'AAV',
      'AJK',
      'AU1',
    ]);
    expect(SAMPLE_PENSION_FUNDS[0]?.code).toBe('AEN');
    const codes = SAMPLE_INVESTMENT_FUNDS.map((fund) => fund.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a malformed file', () => {
    const good = readFileSync(REAL_PRICES_FILE, 'utf8');
    type Raw = { dates: string[]; asOf: string; funds: Record<string, { kind: string; prices: unknown[] }> };
    const edit = (change: (file: Raw) => void) => {
      const file = JSON.parse(good) as Raw;
      change(file);
      return () => readRealPrices(JSON.stringify(file));
    };
    expect(edit(() => {})).not.toThrow();
    expect(edit((file) => file.dates.reverse())).toThrow(/ascending/);
    expect(edit((file) => (file.dates[3] = '2025-09-0\u0000'))).toThrow(/ascending/);
    expect(edit((file) => (file.asOf = '2026-11-20'))).toThrow(/asOf/);
    expect(edit((file) => file.funds.AAL!.prices.pop())).toThrow(/AAL/);
    expect(edit((file) => (file.funds.AAV!.prices[5] = -1))).toThrow(/AAV/);
    expect(edit((file) => (file.funds.AAV!.prices[5] = '3,5'))).toThrow(/AAV/);
    expect(edit((file) => (file.funds.AJK!.kind = 'XYZ'))).toThrow(/AJK/);
    expect(edit((file) => (file.funds['A'.repeat(5000)] = file.funds.AJK!))).toThrow(/malformed/);
  });
});

describe(`seeding the funds (${storeKind()})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  const count = async (table: typeof funds | typeof fundPrices) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('is idempotent, dates the real funds’ rows by their prices, keeps imported days and drops old sample years', async () => {
    const { db } = database;
    // A data folder of an older seed: a made-up sample year of another code, and an imported AAL day.
    await upsertPrices(db, 'YAT', [{ ...rowsOf('AAL')[0]!, code: 'OPE', price: 9 }], { isSample: true });
    await upsertPrices(db, 'YAT', [{ ...rowsOf('AAL').at(-1)!, price: 3.6 }]);
    const first = await seedFunds(db);
    const total = REAL_PRICED_FUNDS.reduce((sum, fund) => sum + fund.rows.length, 0);
    expect(first.inserted).toBe(SAMPLE_INVESTMENT_FUNDS.length + SAMPLE_PENSION_FUNDS.length + total - 1);
    expect(await seedFunds(db)).toEqual({ inserted: 0 });
    expect(await count(funds)).toBe(SAMPLE_INVESTMENT_FUNDS.length + SAMPLE_PENSION_FUNDS.length);
    expect(await count(fundPrices)).toBe(total);
    expect(await pricesOf(db, 'OPE', '2000-01-01', '2100-01-01')).toEqual([]);
    const [last] = await pricesOf(db, 'AAL', '2026-09-04', '2026-09-04');
    expect(last).toMatchObject({ price: 3.6, isSample: false });
    const asOf = async (code: string) =>
      (await db.select({ asOf: funds.asOf }).from(funds).where(eq(funds.code, code)))[0]?.asOf;
    expect(await asOf('AEN')).toBe('2026-09-04');
    expect(await asOf(SAMPLE_INVESTMENT_FUNDS[4]!.code)).toBe('2026-11-20');
  });
});
