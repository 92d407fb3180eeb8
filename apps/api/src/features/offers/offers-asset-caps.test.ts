import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});

async function search(type: string, payload: object, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/banks/search/${type}`,
    payload,
    headers: { 'accept-language': 'tr', ...headers },
  });
  const body = (response.rawPayload.length > 0 ? response.json() : {}) as {
    data: LoanSearchResult[];
    message?: string;
    errors?: string[];
  };
  return { status: response.statusCode, body, bytes: response.rawPayload, etag: response.headers.etag };
}

// A 1.000.000 TL car (general table): at most 24 months and 30 % = 300.000 TL.
const VEHICLE_NOTICE = {
  maxAmount: 300_000,
  maxMaturity: 24,
  message: 'Bu değerde en fazla 300.000 TL, en fazla 24 ay vadeyle kredi kullanabilirsiniz.',
  appliedAmount: 300_000,
  appliedMaturity: 24,
};

describe(`asset value caps on the loan search (${storeKind()})`, () => {
  it('computes the offers over the cap for the largest allowed amount and term, the notice on each', async () => {
    const allowed = await search('tasit', { amount: 300_000, maturity: 24 });
    const { status, body } = await search('tasit', {
      amount: 500_000,
      maturity: 36,
      assetValue: 1_000_000,
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBe(allowed.body.data.length);
    for (const [index, offer] of body.data.entries()) {
      expect(offer.capNotice).toEqual(VEHICLE_NOTICE);
      // Never priced for the forbidden 500.000 TL over 36 months: the plain answer for 300.000 / 24.
      expect(offer).toMatchObject({ amount: 300_000, maturity: 24 });
      const { capNotice: _notice, ...rest } = offer;
      expect(rest).toEqual(allowed.body.data[index]);
    }
  });

  it('gives no notice exactly at the cap and one when a lira or a term step over', async () => {
    const at = await search('tasit', { amount: 300_000, maturity: 24, assetValue: '1.000.000' });
    expect(at.body.data.length).toBeGreaterThan(0);
    expect(at.body.data.every((offer) => offer.capNotice === undefined)).toBe(true);
    const amountOver = await search('tasit', { amount: 300_001, maturity: 24, assetValue: 1_000_000 });
    expect(amountOver.body.data[0]?.capNotice).toEqual(VEHICLE_NOTICE);
    // Only the term over: the amount asked stays, the term comes down to the cap.
    const termOver = await search('tasit', { amount: 200_000, maturity: 36, assetValue: 1_000_000 });
    expect(termOver.body.data[0]?.capNotice).toEqual({ ...VEHICLE_NOTICE, appliedAmount: 200_000 });
    expect(termOver.body.data[0]).toMatchObject({ amount: 200_000, maturity: 24 });
    // Band edge: 400.000 TL allows 48 months and 280.000 TL; a kuruş more, 36 months and 200.000 TL.
    const edge = await search('tasit', { amount: 210_000, maturity: 48, assetValue: 400_000 });
    expect(edge.body.data[0]?.capNotice).toBeUndefined();
    const over = await search('tasit', { amount: 210_000, maturity: 48, assetValue: '400.000,01' });
    expect(over.body.data[0]?.capNotice).toMatchObject({ maxAmount: 200_000, maxMaturity: 36 });
  });

  it('reads the electric table for vehicleKind domesticElectric, the general one by default', async () => {
    const payload = { amount: 2_000_000, maturity: 48, assetValue: 3_000_000 };
    const electric = await search('tasit', { ...payload, vehicleKind: 'domesticElectric' });
    expect(electric.status).toBe(200);
    expect(electric.body.data[0]?.capNotice).toEqual({
      maxAmount: 1_500_000,
      maxMaturity: 36,
      message: 'Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz.',
      appliedAmount: 1_500_000,
      appliedMaturity: 36,
    });
    const general = await search('tasit', payload);
    expect(general.status).toBe(400);
    const explicit = await search('tasit', { ...payload, vehicleKind: 'other' });
    expect(explicit.bytes.equals(general.bytes)).toBe(true);
    const wrong = await search('tasit', { ...payload, vehicleKind: 'electric' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toContain('Taşıt türü geçersiz.');
  });

  it('caps housing by value, energy class and home ownership (decision 11364)', async () => {
    const { body } = await search('konut', { amount: 3_500_000, maturity: 120, assetValue: 4_000_000 });
    expect(body.data.length).toBeGreaterThan(0);
    // Default: energy class not known → the lowest column, 70 %.
    expect(body.data[0]?.capNotice).toEqual({
      maxAmount: 2_800_000,
      maxMaturity: null,
      message: 'Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.',
      appliedAmount: 2_800_000,
      appliedMaturity: 120,
    });
    // Housing caps no term: the term asked stays.
    expect(body.data[0]).toMatchObject({ amount: 2_800_000, maturity: 120 });
    const within = await search('konut', { amount: 2_800_000, maturity: 180, assetValue: 4_000_000 });
    expect(within.body.data[0]?.capNotice).toBeUndefined();
    const ab = await search('konut', {
      amount: 3_500_000,
      maturity: 120,
      assetValue: 4_000_000,
      energyClass: 'AB',
    });
    expect(ab.body.data[0]?.capNotice).toBeUndefined();
    const c = await search('konut', {
      amount: 3_500_000,
      maturity: 120,
      assetValue: 4_000_000,
      energyClass: 'C',
    });
    expect(c.body.data[0]?.capNotice?.maxAmount).toBe(3_200_000);
    const owner = await search('konut', {
      amount: 3_500_000,
      maturity: 120,
      assetValue: 4_000_000,
      energyClass: 'AB',
      ownsHome: true,
    });
    expect(owner.body.data[0]?.capNotice?.maxAmount).toBe(900_000);
    const notOwner = await search('konut', {
      amount: 2_800_000,
      maturity: 120,
      assetValue: 4_000_000,
      ownsHome: false,
    });
    expect(notOwner.body.data[0]?.capNotice).toBeUndefined();
    const wrong = await search('konut', { amount: 1, maturity: 120, energyClass: 'D', ownsHome: 'evet' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['Enerji sınıfı geçersiz.', 'Konut sahipliği bilgisi geçersiz.']);
  });

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
