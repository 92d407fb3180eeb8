import type { DepositSearchResult, LoanSearchResult } from '@pusula/core/contract/offer-search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo-seed.ts';
import { account, logRows, startApp } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';

let ctx: Awaited<ReturnType<typeof startApp>>;
let editor: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  ctx = await startApp();
  await seedDemoData(ctx.db);
  editor = (await account(ctx.app, ctx.db, ['Editor'])).auth;
  user = (await account(ctx.app, ctx.db, ['User'])).auth;
});
afterAll(async () => {
  await ctx?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as Record<string, unknown>) : {},
  };
}

async function loans(type: string, amount: number, maturity: number) {
  return (await call('POST', `/api/banks/search/${type}`, {}, { amount, maturity })).body
    .data as LoanSearchResult[];
}

async function currentLoanOfferId(bankName: string, loanType: string): Promise<number> {
  const history = (await call('GET', `/api/offers/history/${bankName}`, editor)).body.data as {
    loans: { id: number; loanType: string; retiredAt: string | null }[];
  };
  return history.loans.find((row) => row.loanType === loanType && row.retiredAt === null)?.id ?? 0;
}

const EDITOR_ROUTES: [string, string, object?][] = [
  ['GET', '/api/offers/banks'],
  ['GET', '/api/offers/history/Akbank'],
  [
    'POST',
    '/api/offers/loans',
    {
      bankName: 'Akbank',
      loanType: 'ihtiyac',
      monthlyRate: 0.1,
      minAmount: 1,
      maxAmount: 2,
      minTerm: 1,
      maxTerm: 2,
    },
  ],
  ['PUT', '/api/offers/loans/1', { monthlyRate: 0.1 }],
  ['DELETE', '/api/offers/loans/1'],
  [
    'POST',
    '/api/offers/deposits',
    { bankName: 'Akbank', annualRate: 99, minAmount: 1, maxAmount: 2, minDays: 32, maxDays: 40 },
  ],
  ['PUT', '/api/offers/deposits/1', { annualRate: 99 }],
  ['DELETE', '/api/offers/deposits/1'],
];

describe(`offer editor routes (${storeKind()})`, () => {
  it.each(EDITOR_ROUTES)(
    '%s %s refuses anonymous (401) and User (403) callers and changes nothing',
    async (method, url, payload) => {
      const before = await loans('ihtiyac', 50_000, 12);
      const anonymous = await call(method as 'GET', url, {}, payload);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
      const asUser = await call(method as 'GET', url, user, payload);
      expect(asUser.status).toBe(403);
      expect(asUser.body.message).toBe('Bu işlemi gerçekleştirmek için yetkiniz bulunmamaktadır.');
      expect(await loans('ihtiyac', 50_000, 12)).toEqual(before);
    },
  );

  it("an editor's rate change shows in the very next search, keeps the history and is in the system log", async () => {
    const before = await loans('ihtiyac', 50_000, 12);
    expect(before[0]?.bankName).not.toBe('Sekerbank');
    const id = await currentLoanOfferId('Sekerbank', 'ihtiyac');
    const changed = await call('PUT', `/api/offers/loans/${id}`, editor, { monthlyRate: 1.11 });
    expect(changed.status).toBe(200);
    const after = await loans('ihtiyac', 50_000, 12);
    expect(after[0]).toMatchObject({ bankName: 'Sekerbank', interestRate: 1.11 });
    expect(after).toHaveLength(21);
    const history = (await call('GET', '/api/offers/history/Sekerbank', editor)).body.data as {
      loans: {
        id: number;
        loanType: string;
        monthlyRate: number;
        retiredAt: string | null;
        replacesId: number | null;
        changedBy: string | null;
        allocationFeeRate: number;
      }[];
    };
    const ihtiyac = history.loans.filter((row) => row.loanType === 'ihtiyac');
    expect(ihtiyac).toHaveLength(2);
    expect(ihtiyac[0]).toMatchObject({ id, retiredAt: expect.any(String) });
    expect(ihtiyac[1]).toMatchObject({ monthlyRate: 1.11, retiredAt: null, replacesId: id });
    // Fields the change did not name are carried over from the retired row.
    const {
      id: _a,
      monthlyRate: _b,
      retiredAt: _c,
      replacesId: _d,
      changedBy: _e,
      effectiveFrom: _f,
      isSample: _g,
      asOf: _h,
      ...kept
    } = ihtiyac[0] as Record<string, unknown>;
    expect(ihtiyac[1]).toMatchObject(kept);
    expect(ihtiyac[1]).toMatchObject({ allocationFeeRate: 0.5 });
    expect(ihtiyac[1]?.changedBy).toMatch(/^editor/);
    const logged = await logRows(ctx.db, { path: `/api/offers/loans/${id}` });
    expect(logged[0]).toMatchObject({ method: 'PUT', statusCode: 200 });
    expect(logged[0]?.userName).toMatch(/^editor/);
  });

  it('retiring an offer takes the bank out of the results; a new offer brings it back', async () => {
    const id = await currentLoanOfferId('Odea', 'tasit');
    expect((await call('DELETE', `/api/offers/loans/${id}`, editor)).status).toBe(204);
    const without = await loans('tasit', 300_000, 24);
    expect(without.map((o) => o.bankName)).not.toContain('Odea');
    expect(without).toHaveLength(20);
    expect((await call('DELETE', `/api/offers/loans/${id}`, editor)).status).toBe(404);
    const created = await call('POST', '/api/offers/loans', editor, {
      bankName: 'odea',
      loanType: 'tasit',
      monthlyRate: 0.5,
      minAmount: 100_000,
      maxAmount: 1_000_000,
      minTerm: 12,
      maxTerm: 36,
    });
    expect(created.status).toBe(201);
    expect((await loans('tasit', 300_000, 24))[0]?.bankName).toBe('Odea');
    expect((await loans('tasit', 300_000, 48)).map((o) => o.bankName)).not.toContain('Odea');
  });

  it('deposit offers: a new, higher rate ranks first at once', async () => {
    const created = await call('POST', '/api/offers/deposits', editor, {
      bankName: 'Fibabank',
      annualRate: 70,
      minAmount: 1_000,
      maxAmount: 10_000_000,
      minDays: 32,
      maxDays: 400,
    });
    expect(created.status).toBe(201);
    const search = await call(
      'POST',
      '/api/mevduat/search/all',
      {},
      { enteredAmount: 100_000, maturity: 32, depositType: 'TL' },
    );
    const first = (search.body.data as DepositSearchResult[])[0];
    expect(first).toMatchObject({ bankName: 'Fibabank', interestRate: 70 });
    const id = (created.body.data as { id: number }).id;
    expect((await call('PUT', `/api/offers/deposits/${id}`, editor, { annualRate: 1 })).status).toBe(200);
    const again = await call('POST', '/api/mevduat/search/all', {}, { enteredAmount: 100_000, maturity: 32 });
    expect((again.body.data as DepositSearchResult[])[0]?.bankName).not.toBe('Fibabank');
  });

  it('refuses upside-down ranges, bad rates and unknown banks with readable messages', async () => {
    const id = await currentLoanOfferId('Akbank', 'konut');
    const range = await call('PUT', `/api/offers/loans/${id}`, editor, {
      minAmount: 5_000_000,
      maxAmount: 10,
    });
    expect(range).toMatchObject({ status: 400, body: { errors: ['Alt sınır üst sınırdan büyük olamaz.'] } });
    expect(await currentLoanOfferId('Akbank', 'konut')).toBe(id);
    const rate = await call('PUT', `/api/offers/loans/${id}`, editor, { monthlyRate: 501 });
    expect(rate).toMatchObject({ status: 400, body: { errors: ['Oran 0 ile 500 arasında olmalıdır.'] } });
    const fee = await call('PUT', `/api/offers/loans/${id}`, editor, { allocationFeeRate: 1 });
    expect(fee).toMatchObject({
      status: 400,
      body: { errors: ['Tahsis ücreti %0 ile %0,5 arasında olmalıdır.'] },
    });
    const bank = await call('POST', '/api/offers/deposits', editor, {
      bankName: 'Nobank',
      annualRate: 1,
      minAmount: 1,
      maxAmount: 2,
      minDays: 32,
      maxDays: 33,
    });
    expect(bank).toMatchObject({ status: 404, body: { errors: ['Banka bulunamadı.'] } });
  });
});
