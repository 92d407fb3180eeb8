import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { searchLoanBytes } from './offers-search-test-kit.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});

const search = (type: string, payload: object, headers?: Record<string, string>) =>
  searchLoanBytes(ctx.app, type, payload, headers);

describe(`asset value caps on the loan search (${storeKind()})`, () => {
  it.each([
    [
      'tr',
      "Fatura bedeli 2.000.000 TL'yi aşan binek otomobiller için kredi kullandırılamaz.",
      "Fatura bedeli 7.500.000 TL'yi aşan yerli üretim elektrikli otomobiller için kredi kullandırılamaz.",
    ],
    [
      'en',
      'No loan can be granted for passenger cars with an invoice value over 2,000,000 TL.',
      'No loan can be granted for electric cars made in Türkiye with an invoice value over 7,500,000 TL.',
    ],
    [
      'ar',
      'لا يمكن منح قرض لسيارات الركاب التي تتجاوز قيمة فاتورتها 2,000,000 ليرة تركية.',
      'لا يمكن منح قرض للسيارات الكهربائية المصنوعة في تركيا التي تتجاوز قيمة فاتورتها 7,500,000 ليرة تركية.',
    ],
  ])(
    'refuses a car over its table with a 400 in the request language (%s)',
    async (lang, general, electric) => {
      const headers = { 'accept-language': lang };
      const payload = { amount: 100_000, maturity: 12 };
      const overGeneral = await search('tasit', { ...payload, assetValue: 2_000_000.01 }, headers);
      expect(overGeneral.status).toBe(400);
      expect(overGeneral.body.errors).toEqual([general]);
      expect(overGeneral.body.message).toEqual(expect.any(String));
      const atGeneral = await search('tasit', { ...payload, assetValue: 2_000_000 }, headers);
      expect(atGeneral.status).toBe(200);
      const overElectric = await search(
        'tasit',
        { ...payload, assetValue: 7_500_000.01, vehicleKind: 'domesticElectric' },
        headers,
      );
      expect(overElectric.status).toBe(400);
      expect(overElectric.body.errors).toEqual([electric]);
    },
  );

  it('answers an invalid value with the value message', async () => {
    const invalid = await search('konut', { amount: 1_000_000, maturity: 12, assetValue: 'abc' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(['Değer geçerli bir tutar olmalıdır (en fazla 2 ondalık).']);
  });

  it('keeps the exact bytes and ETag without a value or the new fields, or with values that limit nothing', async () => {
    const payload = { amount: 300_000, maturity: 24 };
    const before = await search('tasit', payload);
    const blank = await search('tasit', { ...payload, assetValue: '' });
    const within = await search('tasit', { ...payload, assetValue: 1_000_000 });
    const kindOnly = await search('tasit', { ...payload, vehicleKind: 'domesticElectric' });
    for (const other of [blank, within, kindOnly]) {
      expect(other.bytes.equals(before.bytes)).toBe(true);
      expect(other.etag).toBe(before.etag);
    }
    const home = { amount: 2_000_000, maturity: 120 };
    const homeBefore = await search('konut', home);
    for (const extra of [
      { assetValue: 4_000_000 },
      { assetValue: 4_000_000, energyClass: 'other', ownsHome: false },
      { energyClass: 'AB', ownsHome: true },
    ]) {
      const other = await search('konut', { ...home, ...extra });
      expect(other.bytes.equals(homeBefore.bytes)).toBe(true);
      expect(other.etag).toBe(homeBefore.etag);
    }
    const noticed = await search('tasit', { amount: 500_000, maturity: 36, assetValue: 1_000_000 });
    const again = await search('tasit', { amount: 500_000, maturity: 36, assetValue: 1_000_000 });
    expect(again.bytes.equals(noticed.bytes)).toBe(true);
    const cached = await search(
      'tasit',
      { amount: 500_000, maturity: 36, assetValue: 1_000_000 },
      { 'if-none-match': String(noticed.etag) },
    );
    expect(cached.status).toBe(304);
  });

  it('personal loans ignore an asset value and its details, as any unknown key', async () => {
    const plain = await search('ihtiyac', { amount: 100_000, maturity: 12 });
    for (const extra of [
      { assetValue: 100 },
      { assetValue: 'abc' },
      { assetValue: 9_000_000, vehicleKind: 'x', energyClass: 'x', ownsHome: 'x' },
    ]) {
      const other = await search('ihtiyac', { amount: 100_000, maturity: 12, ...extra });
      expect(other.status).toBe(200);
      expect(other.bytes.equals(plain.bytes)).toBe(true);
    }
  });
});
