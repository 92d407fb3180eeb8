import type { DepositSearchResult } from '@pusula/core/contract/offer-search.ts';
import { DEPOSIT_DAYS } from '@pusula/core/deposits/constants.ts';
import { computeDepositReturn } from '@pusula/core/deposits/deposit-return.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { createTestDatabase, storeKind } from '../../test/test-db.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildApp({ config: { version: 't', webDir: '/nonexistent' }, database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function searchDeposit(payload: unknown, lang = 'tr') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/mevduat/search/all',
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: DepositSearchResult[]; errors?: string[] },
  };
}

describe(`deposit search (${storeKind()})`, () => {
  it('every term finds offers ranked by rate, highest first, with stopaj per the domain rules', async () => {
    for (const days of DEPOSIT_DAYS) {
      const { status, body } = await searchDeposit({
        enteredAmount: 100_000,
        maturity: days,
        depositType: 'TL',
      });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(21);
      for (let k = 1; k < body.data.length; k += 1)
        expect((body.data[k - 1] as DepositSearchResult).interestRate).toBeGreaterThanOrEqual(
          (body.data[k] as DepositSearchResult).interestRate,
        );
      for (const offer of body.data) {
        const r = computeDepositReturn({
          principal: 100_000,
          annualRatePercent: offer.interestRate,
          days,
          startDate: istanbulToday(),
        });
        expect(offer).toMatchObject({
          enteredAmount: 100_000,
          maturity: days,
          grossInterestAmount: r.grossInterest,
          withholdingRate: r.withholdingRate * 100,
          netInterestAmount: r.netInterest,
          totalReturnAmount: r.totalReturn,
          isSample: true,
        });
      }
      // 32–180 days are always within 6 calendar months; 365 days always within a year.
      expect(body.data[0]?.withholdingRate).toBe(days <= 180 ? 17.5 : 15);
    }
  });

  it('tags the public banks (Ziraat, Vakifbank, Halkbank: banks.is_public) with the state guarantee', async () => {
    const { body } = await searchDeposit({ enteredAmount: 100_000, maturity: 90, depositType: 'TL' });
    const tagged = body.data
      .filter((o) => o.isPublicBank && o.hasStateGuarantee)
      .map((o) => o.bankName)
      .sort();
    expect(tagged).toEqual(['Halkbank', 'Vakifbank', 'Ziraat']);
  });

  it('banks whose minimum is above the amount are left out', async () => {
    const { body } = await searchDeposit({ enteredAmount: 1_000, maturity: 32 });
    expect(body.data.length).toBe(14);
  });

  const cases: [unknown, string][] = [
    [{ enteredAmount: '', maturity: 90 }, 'Lütfen tüm alanları doldurun!'],
    [{ enteredAmount: 5_000 }, 'Lütfen tüm alanları doldurun!'],
    [{ enteredAmount: 999, maturity: 90 }, 'Minimum mevduat tutarı 1.000 olmalıdır!'],
    [{ enteredAmount: 5_000, maturity: 31 }, 'Minimum vade süresi 32 gün olmalıdır!'],
    [{ enteredAmount: 50_000_001, maturity: 90 }, 'Maksimum mevduat tutarı 50.000.000 olabilir.'],
    [{ enteredAmount: 'on bin', maturity: 90 }, 'Mevduat tutarı yalnızca rakamlardan oluşmalıdır.'],
    [{ enteredAmount: 5_000, maturity: 90, depositType: 'USD' }, 'Yalnızca TL mevduat hesaplanabilir.'],
  ];
  for (const [payload, message] of cases) {
    it(`${JSON.stringify(payload)} → 400 "${message}"`, async () => {
      const { status, body } = await searchDeposit(payload);
      expect(status).toBe(400);
      expect(body.errors).toEqual([message]);
    });
  }
});

describe(`demo data and logos (${storeKind()})`, () => {
  it('seeding again inserts nothing', async () => {
    const counts = async () =>
      (await database.db.execute(
        sql`select (select count(*) from loan_offers)::int + (select count(*) from deposit_offers)::int as n`,
      )) as unknown;
    const before = JSON.stringify(await counts());
    await seedDemoData(database.db);
    expect(JSON.stringify(await counts())).toBe(before);
  });

  it('serves our initials mark per bank and a default mark for unknown banks', async () => {
    const ziraat = await app.inject({ method: 'GET', url: '/api/banks/logo/Ziraat.svg' });
    expect(ziraat.statusCode).toBe(200);
    expect(ziraat.headers['content-type']).toContain('image/svg+xml');
    expect(ziraat.body).toContain('#c8102e');
    expect(ziraat.body).toContain('>ZB</text>');
    const unknown = await app.inject({ method: 'GET', url: '/api/banks/logo/Nobank.svg' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<path');
  });

  it('the routes are in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/banks/search/ihtiyac', '/api/mevduat/search/all']));
  });
});
