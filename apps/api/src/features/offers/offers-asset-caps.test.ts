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

const VEHICLE_NOTICE = {
  maxAmount: 1_500_000,
  maxMaturity: 36,
  message: 'Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz.',
};

describe(`asset value caps on the loan search (${storeKind()})`, () => {
  it('puts the same notice on every vehicle offer over the cap', async () => {
    const plain = await search('tasit', { amount: 1_000_000, maturity: 48 });
    const { status, body } = await search('tasit', {
      amount: 1_000_000,
      maturity: 48,
      assetValue: 3_000_000,
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBe(plain.body.data.length);
    for (const [index, offer] of body.data.entries()) {
      expect(offer.capNotice).toEqual(VEHICLE_NOTICE);
      // Everything else is the plain answer's offer.
      const { capNotice: _notice, ...rest } = offer;
      expect(rest).toEqual(plain.body.data[index]);
    }
  });

  it('gives no notice exactly at the cap and one when a lira or a term step over', async () => {
    const at = await search('tasit', { amount: 1_500_000, maturity: 36, assetValue: '3.000.000' });
    expect(at.body.data.length).toBeGreaterThan(0);
    expect(at.body.data.every((offer) => offer.capNotice === undefined)).toBe(true);
    const amountOver = await search('tasit', { amount: 1_500_001, maturity: 36, assetValue: 3_000_000 });
    expect(amountOver.body.data[0]?.capNotice).toEqual(VEHICLE_NOTICE);
    const termOver = await search('tasit', { amount: 1_000_000, maturity: 42, assetValue: 3_000_000 });
    expect(termOver.body.data[0]?.capNotice).toEqual(VEHICLE_NOTICE);
    // Band edge: 2.500.000 TL allows 48 months and 1.750.000 TL; a kuruş more, 36 months and 1.250.000 TL.
    const edge = await search('tasit', { amount: 1_300_000, maturity: 48, assetValue: 2_500_000 });
    expect(edge.body.data[0]?.capNotice).toBeUndefined();
    const over = await search('tasit', { amount: 1_300_000, maturity: 48, assetValue: '2.500.000,01' });
    expect(over.body.data[0]?.capNotice).toMatchObject({ maxAmount: 1_250_000, maxMaturity: 36 });
  });

  it('caps housing by loan-to-value only', async () => {
    const { body } = await search('konut', { amount: 3_500_000, maturity: 120, assetValue: 4_000_000 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.capNotice).toEqual({
      maxAmount: 2_800_000,
      maxMaturity: null,
      message: 'Bu değerde en fazla 2.800.000 TL kredi kullanabilirsiniz.',
    });
    const within = await search('konut', { amount: 2_800_000, maturity: 180, assetValue: 4_000_000 });
    expect(within.body.data[0]?.capNotice).toBeUndefined();
  });

  it('refuses a vehicle over 7.500.000 TL with a 400 in Turkish', async () => {
    const { status, body } = await search('tasit', {
      amount: 1_000_000,
      maturity: 12,
      assetValue: 7_500_000.01,
    });
    expect(status).toBe(400);
    const refusal = "Fatura bedeli 7.500.000 TL'yi aşan taşıtlar için kredi kullandırılamaz.";
    expect(body.errors).toEqual([refusal]);
    expect(body.message).toEqual(expect.any(String));
    const invalid = await search('konut', { amount: 1_000_000, maturity: 12, assetValue: 'abc' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(['Değer geçerli bir tutar olmalıdır (en fazla 2 ondalık).']);
  });

  it('keeps the exact bytes and ETag without a value, or with one that limits nothing', async () => {
    const payload = { amount: 300_000, maturity: 24 };
    const before = await search('tasit', payload);
    const blank = await search('tasit', { ...payload, assetValue: '' });
    const within = await search('tasit', { ...payload, assetValue: 1_000_000 });
    for (const other of [blank, within]) {
      expect(other.bytes.equals(before.bytes)).toBe(true);
      expect(other.etag).toBe(before.etag);
    }
    const noticed = await search('tasit', { amount: 1_000_000, maturity: 48, assetValue: 3_000_000 });
    const again = await search('tasit', { amount: 1_000_000, maturity: 48, assetValue: 3_000_000 });
    expect(again.bytes.equals(noticed.bytes)).toBe(true);
    const cached = await search(
      'tasit',
      { amount: 1_000_000, maturity: 48, assetValue: 3_000_000 },
      { 'if-none-match': String(noticed.etag) },
    );
    expect(cached.status).toBe(304);
  });

  it('personal loans ignore an asset value, as any unknown key', async () => {
    const plain = await search('ihtiyac', { amount: 100_000, maturity: 12 });
    for (const assetValue of [100, 'abc', 9_000_000]) {
      const other = await search('ihtiyac', { amount: 100_000, maturity: 12, assetValue });
      expect(other.status).toBe(200);
      expect(other.bytes.equals(plain.bytes)).toBe(true);
    }
  });
});
