import type { LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { defaultHousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { account, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = editor) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function search(type: string, amount: number, maturity: number) {
  return (await call('POST', `/api/banks/search/${type}`, { amount, maturity }, {})).body
    .data as LoanSearchResult[];
}

/** What core prices for an offer of the answer, with the given housing costs. */
function priced(offer: LoanSearchResult, loanType: 'konut' | 'ihtiyac', fee: number) {
  return computeLoanPlan({
    principal: offer.amount,
    monthlyRatePercent: offer.interestRate,
    months: offer.maturity,
    loanType,
    allocationFee: fee,
    ...(offer.housingCosts ? { housingCosts: offer.housingCosts } : {}),
  });
}

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describe(`up-front costs in the loan search (${storeKind()})`, () => {
  it("a personal loan's fee bears 15 % BSMV, counted in the cost rate; offers without a fee keep their shape", async () => {
    const offers = await search('ihtiyac', 100_000, 12);
    const withFee = offers.filter((offer) => offer.allocationFee > 0);
    const withoutFee = offers.filter((offer) => offer.allocationFee === 0);
    expect(withFee.length).toBeGreaterThan(0);
    expect(withoutFee.length).toBeGreaterThan(0);
    for (const offer of withFee) {
      expect(offer.allocationFee).toBe(500);
      expect(offer.allocationFeeBsmv).toBe(75);
      expect(offer.annualCostRate).toBe(priced(offer, 'ihtiyac', 500).annualCostRatePercent);
    }
    // The keys an answer had before up-front costs were itemised, in the same order.
    for (const offer of withoutFee)
      expect(Object.keys(offer)).toEqual([
        ...['bankName', 'displayName', 'logoColor', 'interestRate', 'isParticipation', 'offerId'],
        ...['effectiveFrom', 'isSample', 'asOf', 'monthlyPayment', 'totalPayment', 'amount', 'maturity'],
        ...['totalInterest', 'totalKkdf', 'totalBsmv', 'allocationFee', 'annualCostRate'],
      ]);
  });

  it("a housing offer carries the site's default costs, itemised and counted; no BSMV on its fee", async () => {
    const offers = await search('konut', 1_000_000, 120);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.housingCosts).toEqual(defaultHousingCosts(today()));
      expect(offer).not.toHaveProperty('allocationFeeBsmv');
      const plan = priced(offer, 'konut', offer.allocationFee);
      expect(offer.annualCostRate).toBe(plan.annualCostRatePercent);
      expect(plan.upfrontCosts).toBe(offer.allocationFee + 11_000);
    }
  });

  it("an editor sets an offer's own costs (null: the default); the next search counts them", async () => {
    const history = (await call('GET', '/api/offers/history/Akbank')).body.data as {
      loans: { id: number; loanType: string; retiredAt: string | null }[];
    };
    const id = history.loans.find((row) => row.loanType === 'konut' && row.retiredAt === null)?.id;
    const before = (await search('konut', 1_000_000, 120)).find((offer) => offer.bankName === 'Akbank');
    const changed = await call('PUT', `/api/offers/loans/${id}`, {
      mortgageFee: 1_500.5,
      appraisalFee: 0,
      earthquakeInsurance: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      mortgageFee: 1_500.5,
      appraisalFee: 0,
      earthquakeInsurance: null,
    });
    const after = (await search('konut', 1_000_000, 120)).find((offer) => offer.bankName === 'Akbank');
    expect(after?.housingCosts).toEqual({
      mortgageFee: 1_500.5,
      appraisalFee: 0,
      earthquakeInsurance: defaultHousingCosts(today()).earthquakeInsurance,
    });
    expect(after && before && after.annualCostRate < before.annualCostRate).toBe(true);

    const created = await call('POST', '/api/offers/loans', {
      bankName: 'Akbank',
      loanType: 'konut',
      monthlyRate: 2,
      minAmount: 1,
      maxAmount: 100,
      minTerm: 1,
      maxTerm: 2,
      appraisalFee: 7_000,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      mortgageFee: null,
      appraisalFee: 7_000,
      earthquakeInsurance: null,
    });
  });

  for (const [lang, message] of [
    ['tr', 'Masraf 0 ile 10.000.000 TL arasında olmalıdır.'],
    ['en', 'The cost must be between 0 and 10,000,000 TL.'],
  ] as const)
    it(`a cost below 0 or above 10.000.000 TL → 400 (${lang})`, async () => {
      for (const payload of [
        { mortgageFee: -1 },
        { appraisalFee: 10_000_000.01 },
        { earthquakeInsurance: 'x' },
      ]) {
        const response = await call('PUT', '/api/offers/loans/1', payload, {
          ...editor,
          'accept-language': lang,
        });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([message]);
      }
    });
});
