import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import type { FundPageAnswer } from '@pusula/core/contract/funds.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { REAL_PRICED_FUNDS, REAL_PRICES_AS_OF } from './fund-history-sample.ts';
import { MAX_PAGE_SIZE } from './funds-routes.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from './funds-sample.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

type PageBody = FundPageAnswer;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
  await seedDemoData(ctx.db); // idempotent
});

afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, lang = 'tr') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });

describe(`fund lists (${storeKind()})`, () => {
  it('the demo seed holds at least 150 investment and 60 pension funds, labelled as sample', async () => {
    const tefas = (await post('/api/Tefas/paginated', {})).json() as PageBody;
    const befas = (await post('/api/Befas/paginated', {})).json() as PageBody;
    expect(tefas.data.totalCount).toBe(SAMPLE_INVESTMENT_FUNDS.length);
    expect(tefas.data.totalCount).toBeGreaterThanOrEqual(150);
    expect(befas.data.totalCount).toBe(SAMPLE_PENSION_FUNDS.length);
    expect(befas.data.totalCount).toBeGreaterThanOrEqual(60);
    expect(tefas.data).toMatchObject({ isSample: true, asOf: SAMPLE_AS_OF });
    const allGold = SAMPLE_INVESTMENT_FUNDS.filter((fund) => fund.name.includes('ALTIN'));
    expect(allGold.length).toBeGreaterThan(5);
    expect(SAMPLE_INVESTMENT_FUNDS.some((fund) => fund.return5y === null)).toBe(true);
    expect(SAMPLE_PENSION_FUNDS.some((fund) => fund.return3y === null)).toBe(true);
  });

  it("each row carries its own date: the real-priced funds 4 September, the generated ones the list's", async () => {
    // The list's date stays the newest row's (funds-snapshot.ts); the five funds with the platform's
    // real prices keep the day of their newest price (funds-seed.ts).
    expect(REAL_PRICES_AS_OF).toBe('2026-09-04');
    expect(SAMPLE_AS_OF).toBe('2026-11-20');
    const page = (await post('/api/Tefas/paginated', { pageSize: 5 })).json() as PageBody;
    expect(page.data.asOf).toBe('2026-11-20');
    const dates = Object.fromEntries(page.data.items.map((item) => [item.fundCode, item.asOf]));
    expect(dates).toEqual({
      AAL: '2026-09-04',
      AAV: '2026-09-04',
      ACP: '2026-11-20',
      ADE: '2026-11-20',
      AJK: '2026-09-04',
    });

    const sorted = (
      await post('/api/Tefas/sorted', { pageSize: 100, pageNumber: 1, returnField: 'oneyearreturn' })
    ).json() as PageBody;
    const aal = sorted.data.items.find((item) => item.fundCode === 'AAL');
    expect(aal?.asOf).toBe('2026-09-04');
    const found = (await post('/api/Befas/search', { searchParam: 'AEN' })).json() as {
      data: { items: FundItem[]; asOf: string | null };
    };
    expect(found.data.asOf).toBe('2026-11-20');
    expect(found.data.items[0]).toMatchObject({ fundCode: 'AEN', asOf: '2026-09-04' });

    // Every other row, both lists: the real-priced codes on their day, the rest on the list's.
    const real = new Set(REAL_PRICED_FUNDS.map((fund) => fund.record.code));
    expect([...real].sort()).toEqual(['AAL', 'AAV', 'AEN', 'AJK', 'AU1']);
    for (const prefix of ['Tefas', 'Befas']) {
      const seen: Array<[string, string | null]> = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const body = (
          await post(`/api/${prefix}/paginated`, { pageNumber, pageSize: 100 })
        ).json() as PageBody;
        for (const item of body.data.items) seen.push([item.fundCode, item.asOf]);
        if (!body.data.hasNextPage) break;
      }
      for (const [code, asOf] of seen)
        expect([code, asOf]).toEqual([code, real.has(code) ? '2026-09-04' : '2026-11-20']);
    }
  });

  it('pages with the default size 15 and the spec page fields', async () => {
    const first = (await post('/api/Tefas/paginated', { pageNumber: 1 })).json() as PageBody;
    const total = first.data.totalCount;
    expect(first.data).toMatchObject({
      pageNumber: 1,
      pageSize: 15,
      totalPages: Math.ceil(total / 15),
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(first.data.items).toHaveLength(15);
    expect(Object.keys(first.data.items[0]!).sort()).toEqual(
      [
        'fundCode',
        'fundName',
        'umbrellaFundType',
        'oneMonthReturn',
        'threeMonthReturn',
        'sixMonthReturn',
        'yearToDateReturn',
        'oneYearReturn',
        'threeYearReturn',
        'fiveYearReturn',
        'asOf',
      ].sort(),
    );
    const last = (
      await post('/api/Tefas/paginated', { pageNumber: first.data.totalPages, pageSize: 15 })
    ).json() as PageBody;
    expect(last.data.items).toHaveLength(total - 15 * (first.data.totalPages - 1));
    expect(last.data).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const codes = new Set<string>();
    for (let pageNumber = 1; pageNumber <= first.data.totalPages; pageNumber++) {
      const body = (await post('/api/Tefas/paginated', { pageNumber })).json() as PageBody;
      for (const item of body.data.items) codes.add(item.fundCode);
    }
    expect(codes.size).toBe(total);
  });

  it('caps the page size at 100', async () => {
    const body = (await post('/api/Tefas/paginated', { pageNumber: 1, pageSize: 5000 })).json() as PageBody;
    expect(body.data.pageSize).toBe(MAX_PAGE_SIZE);
    expect(body.data.items).toHaveLength(MAX_PAGE_SIZE);
  });

  it('refuses a page number below 1 with a message', async () => {
    const response = await post('/api/Befas/paginated', { pageNumber: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.']);
  });
});
