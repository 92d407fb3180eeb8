import { depositSearchAnswerSchema, loanSearchAnswerSchema } from '@pusula/core/contract/offer-search.ts';
import { DEFAULT_LOAN_AMOUNTS, LOAN_TYPES, loanTerms } from '@pusula/core/loans/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

// The web refuses a search answer its contract schema does not read (docs/requirements/api.md#client):
// the real answers must pass it whole, every field read and none dropped.
let kit: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  kit = await startApp();
  await seedDemoData(kit.db);
});

afterAll(() => kit.close());

async function answer(url: string, payload: object): Promise<unknown> {
  const response = await kit.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe(`the search answers read by the web's contract schemas (${storeKind()})`, () => {
  it('every loan type, with and without up-front costs and an asset value over its cap', async () => {
    const searches: { type: string; body: object }[] = LOAN_TYPES.map((type) => ({
      type,
      body: { amount: DEFAULT_LOAN_AMOUNTS[type], maturity: loanTerms(type, 'page')[0] },
    }));
    searches.push(
      { type: 'konut', body: { amount: 4_000_000, maturity: 120, assetValue: 4_500_000 } },
      { type: 'tasit', body: { amount: 900_000, maturity: 36, assetValue: 1_000_000 } },
    );
    const seen = new Set<string>();
    for (const { type, body } of searches) {
      const data = await answer(`/api/banks/search/${type}`, body);
      const read = loanSearchAnswerSchema.safeParse(data);
      expect(read.success, `${type} ${JSON.stringify(read.error?.issues[0])}`).toBe(true);
      expect(read.data).toEqual(data);
      expect(read.data?.data.length, type).toBeGreaterThan(0);
      for (const offer of read.data?.data ?? []) for (const key of Object.keys(offer)) seen.add(key);
    }
    // The optional fields were in the answers checked, not only the required ones.
    expect([...seen]).toEqual(expect.arrayContaining(['allocationFeeBsmv', 'housingCosts', 'capNotice']));
  });

  it('the deposit search', async () => {
    for (const maturity of [32, 181, 400]) {
      const data = await answer('/api/mevduat/search/all', {
        enteredAmount: 250_000,
        maturity,
        depositType: 'TL',
      });
      const read = depositSearchAnswerSchema.safeParse(data);
      expect(read.success, JSON.stringify(read.error?.issues[0])).toBe(true);
      expect(read.data).toEqual(data);
      expect(read.data?.data.length).toBeGreaterThan(0);
    }
  });
});
