import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { searchLoanOn } from './offers-search-test-kit.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const searchLoan = (type: string, payload: unknown, lang?: string) =>
  searchLoanOn(ctx.app, type, payload, lang);

describe(`loan search validation (${storeKind()})`, () => {
  const cases: [string, unknown, string][] = [
    ['ihtiyac', { maturity: 12 }, 'Lütfen kredi tutarı ve vade bilgilerini giriniz.'],
    ['ihtiyac', { amount: 50_000 }, 'Lütfen kredi tutarı ve vade bilgilerini giriniz.'],
    ['tasit', { amount: '', maturity: '' }, 'Lütfen kredi tutarı ve vade bilgilerini giriniz.'],
    ['ihtiyac', { amount: '12a', maturity: 12 }, 'Kredi tutarı yalnızca rakamlardan oluşmalıdır.'],
    ['ihtiyac', { amount: -5, maturity: 12 }, 'Kredi tutarı yalnızca rakamlardan oluşmalıdır.'],
    ['konut', { amount: 50_000_001, maturity: 120 }, 'Maksimum kredi tutarı 50.000.000 olabilir.'],
    ['ihtiyac', { amount: 50_000, maturity: 48 }, 'Lütfen listeden geçerli bir vade seçiniz.'],
    ['tasit', { amount: 50_000, maturity: 60 }, 'Lütfen listeden geçerli bir vade seçiniz.'],
    ['konut', { amount: 50_000, maturity: 192 }, 'Lütfen listeden geçerli bir vade seçiniz.'],
    ['esnaf', { amount: 50_000, maturity: 6 }, 'Lütfen listeden geçerli bir vade seçiniz.'],
    [
      'ihtiyac',
      { amount: 200_000, maturity: 36 },
      '125.000 TL üzerindeki ihtiyaç kredilerinde vade en fazla 24 ay olabilir (BDDK).',
    ],
    [
      'ihtiyac',
      { amount: 300_000, maturity: 24 },
      '250.000 TL üzerindeki ihtiyaç kredilerinde vade en fazla 12 ay olabilir (BDDK).',
    ],
  ];
  for (const [type, payload, message] of cases) {
    it(`${type} ${JSON.stringify(payload)} → 400 "${message}"`, async () => {
      const { status, body } = await searchLoan(type, payload);
      expect(status).toBe(400);
      expect(body.errors).toEqual([message]);
    });
  }

  it('answers in the request language', async () => {
    const { body } = await searchLoan('ihtiyac', { amount: 60_000_000, maturity: 12 }, 'en');
    expect(body.errors).toEqual(['Maximum loan amount is 50,000,000.']);
  });

  it('an unknown loan type is not found', async () => {
    const { status } = await searchLoan('kobi', { amount: 1000, maturity: 12 });
    expect(status).toBe(404);
  });
});
