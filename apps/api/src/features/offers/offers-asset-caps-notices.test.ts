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
});
