import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { seedPublishedCpi } from './cpi-repository.ts';

let kit: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  kit = await startApp();
  await seedPublishedCpi(kit.db);
});

afterAll(() => kit.close());

const get = (url: string, lang = 'tr') =>
  kit.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe(`GET /api/cpi (${storeKind()})`, () => {
  it('serves the seeded TÜİK series on the 2003=100 base, the link and the latest month', async () => {
    const response = await get('/api/cpi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { data } = response.json() as {
      data: {
        points: { month: string; base: string; value: number; source: string }[];
        link: number;
        latest: string;
      };
    };
    expect(data.points).toHaveLength(52);
    expect(data.points[0]).toEqual({ month: '2022-01', base: '2003', value: 763.23, source: 'tuik' });
    expect(data.points.at(-1)).toEqual({ month: '2026-04', base: '2003', value: 4028.32, source: 'tuik' });
    expect(data.latest).toBe('2026-04');
    expect(data.link).toBeCloseTo(3183.2291667, 6);
  });

  it('answers the latest yearly change without the series (April 2026, TCMB table: 32,37 %; 12-month average 32,43 % derived)', async () => {
    const response = await get('/api/cpi/latest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      data: { month: '2026-04', annualChangePercent: 32.37, twelveMonthAverageChangePercent: 32.43 },
    });
  });

  it('seeds once: a second run inserts nothing', async () => {
    expect(await seedPublishedCpi(kit.db)).toBe(0);
  });
});

describe('rent increase and inflation on the stored series', () => {
  it('January 2026 renewal of 20.000 TL → 26.976 TL (Ensonhaber, 34,88 %)', async () => {
    const response = await get('/api/cpi/rent-increase?rent=20000&month=2026-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { indexMonth: '2025-12', ratePercent: 34.88, increase: 6976, newRent: 26976 },
    });
  });

  it('accepts a Turkish amount ("40.000,00") and answers February 2026 (Ekonomim: 53.592 TL)', async () => {
    const response = await get(
      `/api/cpi/rent-increase?rent=${encodeURIComponent('40.000,00')}&month=2026-02`,
    );
    expect(response.json()).toMatchObject({ data: { newRent: 53592 } });
  });

  it('100 TL of January 2025 is 130,65 TL in January 2026', async () => {
    const response = await get('/api/cpi/inflation?amount=100&from=2025-01&to=2026-01');
    expect(response.json()).toMatchObject({ data: { value: 130.65, changePercent: 30.65 } });
  });

  it("refuses bad input with the spec's messages in the request's language", async () => {
    const tr = await get('/api/cpi/rent-increase?rent=abc&month=2026-13');
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({
      message: expect.any(String),
      errors: ['Lütfen geçerli bir tutar girin.', 'Lütfen geçerli bir ay seçin.'],
    });
    const en = await get('/api/cpi/rent-increase?rent=1e400&month=2026-01', 'en');
    expect(en.json()).toMatchObject({ errors: ['Please enter a valid amount.'] });
    const ar = await get('/api/cpi/inflation?amount=100&from=2025-01&to=2030-01', 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ errors: ['لا تتوفر بعد بيانات مؤشر أسعار المستهلك لهذا الشهر.'] });
  });

  it('bounds hostile input: NUL bytes, a long month, a huge amount', async () => {
    const nul = await get(`/api/cpi/rent-increase?rent=100&month=${encodeURIComponent('2026-01\u0000')}`);
    expect(nul.statusCode).toBe(400);
    const long = await get(`/api/cpi/inflation?amount=100&from=${'2'.repeat(5000)}&to=2026-01`);
    expect(long.statusCode).toBe(400);
    const huge = await get(`/api/cpi/rent-increase?rent=${'9'.repeat(400)}&month=2026-01`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ errors: ['Lütfen geçerli bir tutar girin.'] });
    const over = await get('/api/cpi/rent-increase?rent=200000000&month=2026-01');
    expect(over.json()).toMatchObject({ errors: ['Tutar çok büyük.'] });
  });
});

describe('Editors keep the monthly figures', () => {
  it('an Editor adds May 2026 on the 2025=100 base; the rent for June and the latest change follow it', async () => {
    const editor = await account(kit.app, kit.db, ['Editor']);
    const put = await kit.app.inject({
      method: 'PUT',
      url: '/api/cpi/2025/2026-05',
      headers: editor.auth,
      payload: { value: 128 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ data: { month: '2026-05', base: '2025', value: 128, source: 'editor' } });
    const rent = await get('/api/cpi/rent-increase?rent=10000&month=2026-06');
    expect(rent.statusCode).toBe(200);
    // 128 over May 2025 on the new scale (3.089,74 ÷ 3.183,2292 × 100 = 97,0631…) → 31,8730 %.
    expect((await get('/api/cpi/latest')).json()).toMatchObject({
      data: { month: '2026-05', annualChangePercent: 31.87 },
    });
    const del = await kit.app.inject({
      method: 'DELETE',
      url: '/api/cpi/2025/2026-05',
      headers: editor.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/cpi/rent-increase?rent=10000&month=2026-06')).statusCode).toBe(400);
    expect((await get('/api/cpi/latest')).json()).toMatchObject({ data: { month: '2026-04' } });
  });

  it('refuses a bad value, a bad base and a missing month', async () => {
    const editor = await account(kit.app, kit.db, ['Editor']);
    const bad = await kit.app.inject({
      method: 'PUT',
      url: '/api/cpi/2025/2026-02',
      headers: editor.auth,
      payload: { value: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: ["Endeks değeri 0'dan büyük ve 1.000.000'dan küçük olmalıdır."],
    });
    const base = await kit.app.inject({
      method: 'PUT',
      url: '/api/cpi/1999/2026-02',
      headers: editor.auth,
      payload: { value: 100 },
    });
    expect(base.json()).toMatchObject({ errors: ['Endeks bazı 2003 veya 2025 olmalıdır.'] });
    const missing = await kit.app.inject({
      method: 'DELETE',
      url: '/api/cpi/2025/2030-01',
      headers: editor.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is closed to visitors (401) and to Users (403)', async () => {
    const user = await account(kit.app, kit.db, ['User']);
    const anonymous = await kit.app.inject({
      method: 'PUT',
      url: '/api/cpi/2025/2026-02',
      payload: { value: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await kit.app.inject({
      method: 'PUT',
      url: '/api/cpi/2025/2026-02',
      headers: user.auth,
      payload: { value: 1 },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
