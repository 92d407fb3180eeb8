import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FundPageAnswer } from '@pusula/core/contract/funds.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from './funds-sample.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

type PageBody = FundPageAnswer;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, lang = 'tr') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });

describe(`fund lists (${storeKind()})`, () => {
  it('sorts by a return descending, funds without it last', async () => {
    const all: FundItem[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const response = await post('/api/Tefas/sorted', {
        pageNumber,
        pageSize: 100,
        returnField: 'fiveyearreturn',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as PageBody;
      all.push(...body.data.items);
      if (!body.data.hasNextPage) break;
    }
    expect(all).toHaveLength(SAMPLE_INVESTMENT_FUNDS.length);
    const values = all.map((item) => item.fiveYearReturn);
    const firstNull = values.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(values.slice(firstNull).every((value) => value === null)).toBe(true);
    const numbers = values.slice(0, firstNull) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const best = Math.max(
      ...SAMPLE_INVESTMENT_FUNDS.map((fund) => fund.return5y ?? Number.NEGATIVE_INFINITY),
    );
    expect(numbers[0]).toBe(best);
  });

  it('accepts every spec sort key, and one-year sorting puts the best first', async () => {
    for (const key of [
      'onemonthreturn',
      'threemonthreturn',
      'sixmonthreturn',
      'yeartodatereturn',
      'oneyearreturn',
      'threeyearreturn',
      'fiveyearreturn',
    ]) {
      expect(
        (await post('/api/Befas/sorted', { pageNumber: 1, pageSize: 15, returnField: key })).statusCode,
      ).toBe(200);
    }
    const body = (
      await post('/api/Befas/sorted', { pageNumber: 1, pageSize: 3, returnField: 'oneyearreturn' })
    ).json() as PageBody;
    const expected = [...SAMPLE_PENSION_FUNDS]
      .filter((fund) => fund.return1y !== null)
      .sort((a, b) => (b.return1y ?? 0) - (a.return1y ?? 0))
      .slice(0, 3)
      .map((fund) => fund.code);
    expect(body.data.items.map((item) => item.fundCode)).toEqual(expected);
  });

  it('an unknown sort key is 400 with a message in the request language', async () => {
    const tr = await post('/api/Tefas/sorted', { pageNumber: 1, pageSize: 15, returnField: 'tenyearreturn' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().message).toBe('Geçersiz istek.');
    expect(tr.json().errors[0]).toMatch(/^Geçersiz sıralama alanı/);
    const en = await post('/api/Befas/sorted', { returnField: 'x' }, 'en');
    expect(en.json().errors[0]).toMatch(/^Unknown sort field/);
  });

  it('searches code or name Turkish case-insensitively', async () => {
    const response = await post('/api/Tefas/search', { searchParam: '  altın ' });
    expect(response.statusCode).toBe(200);
    const items = (response.json() as PageBody).data.items;
    const expected = SAMPLE_INVESTMENT_FUNDS.filter((fund) => fund.name.includes('ALTIN'));
    expect(items.map((item) => item.fundCode).sort()).toEqual(expected.map((fund) => fund.code).sort());

    const lowerI = (await post('/api/Tefas/search', { searchParam: 'hisse' })).json() as PageBody;
    expect(lowerI.data.items.length).toBeGreaterThan(0);
    expect(lowerI.data.items.every((item) => item.fundName.includes('HİSSE'))).toBe(true);
    // "i" matches the dotted capital İ and "ı" the dotless I, whatever case the visitor types.
    const madenler = (await post('/api/Tefas/search', { searchParam: 'kıymetli' })).json() as PageBody;
    const expectedMadenler = SAMPLE_INVESTMENT_FUNDS.filter((fund) => fund.name.includes('KIYMETLİ'));
    expect(expectedMadenler.length).toBeGreaterThan(0);
    expect(madenler.data.items).toHaveLength(expectedMadenler.length);

    const code = SAMPLE_PENSION_FUNDS[7]!.code;
    const byCode = (await post('/api/Befas/search', { searchParam: code.toLowerCase() })).json() as PageBody;
    expect(byCode.data.items[0]?.fundCode).toBe(code);
    const single = (await post('/api/Befas/search', { searchParam: 'z' })).json() as PageBody;
    expect(single.data.items.length).toBeGreaterThan(0);
    const none = (await post('/api/Befas/search', { searchParam: 'qqqq' })).json() as PageBody;
    expect(none.data.items).toEqual([]);
  });

  it('an empty search after trimming is 400', async () => {
    const response = await post('/api/Tefas/search', { searchParam: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['Arama metni en az 1 karakter olmalıdır.']);
  });
});
