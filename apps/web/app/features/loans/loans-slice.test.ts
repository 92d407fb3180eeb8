import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../lib/api-client/api-client-test-kit.ts';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';
import type { ThunkExtra } from '../../lib/app-thunk.ts';
import type { LoanOffer } from './loan-types.ts';
import { calculateLoan } from './loans-calculate.ts';
import { searchLoans } from './loans-search.ts';
import {
  customRateTyped,
  loanAmountTyped,
  loanResultsReset,
  loanStateReset,
  loansReducer,
  loanTermChanged,
  loanTypeSelected,
} from './loans-slice.ts';
import { initialLoansState } from './loans-state.ts';

const offer = (bankName: string, interestRate: number, totalPayment: number): LoanOffer => ({
  bankName,
  displayName: bankName,
  logoColor: '#000000',
  interestRate,
  monthlyPayment: totalPayment / 12,
  totalPayment,
  amount: 50_000,
  maturity: 12,
  totalInterest: totalPayment - 50_000,
  totalKkdf: 0,
  totalBsmv: 0,
  allocationFee: 0,
  annualCostRate: 0,
  isParticipation: false,
  offerId: 7,
  effectiveFrom: '2026-11-20T00:00:00.000Z',
  isSample: true,
  asOf: '2026-11-20',
});

const request = { loanType: 'ihtiyac' as const, amount: 50_000, maturity: 12 };
/** The API client the thunks get from the store: answers through `answer` (offline by default). */
const store = (
  answer: typeof fetch = () => Promise.reject(new Error('offline')),
  api = createFetchClient({ baseURL: '', timeout: 10_000, fetch: answer }),
) => {
  const extra: ThunkExtra = { api };
  return configureStore({
    reducer: { loans: loansReducer },
    middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
  });
};

describe('loans slice (docs/requirements/loans-and-deposits.md#loan-state)', () => {
  it('choosing a loan type clears the term; typing above the maximum sets it and flags the message', () => {
    let state = loansReducer(undefined, loanTypeSelected('konut'));
    expect(state).toMatchObject({ selectedLoanType: 'konut', loanTerm: '' });
    state = loansReducer(state, loanAmountTyped({ text: '60000000', locale: 'tr' }));
    expect(state.loanAmount).toBe('50000000');
    expect(state.fieldErrors.amount).toBe('calc:loan.maxAmount');
  });

  it('reads the amount typed in English or Arabic: commas only group', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const state = loansReducer(undefined, loanAmountTyped({ text: '1,234,567', locale }));
      expect(state.loanAmount).toBe('1234567');
    }
    const s = store();
    s.dispatch(loanAmountTyped({ text: '1,234,567', locale: 'en' }));
    s.dispatch(loanTermChanged('12'));
    s.dispatch(customRateTyped('2'));
    expect(await s.dispatch(calculateLoan('page'))).toEqual({ ok: true });
    expect(s.getState().loans.calculationResults[0]?.amount).toBe(1_234_567);
  });

  it('success stores the results sorted (rate, then total payment) and opens the modal', () => {
    const pending = loansReducer(
      { ...initialLoansState(), error: 'old' },
      searchLoans.pending('id', request),
    );
    expect(pending).toMatchObject({ loading: true, error: null });
    const results = [offer('B', 3, 100), offer('A', 2.5, 200), offer('C', 3, 90)];
    const done = loansReducer(pending, searchLoans.fulfilled(results, 'id', request));
    expect(done.calculationResults.map((o) => o.bankName)).toEqual(['A', 'C', 'B']);
    expect(done).toMatchObject({ loading: false, showModal: true, searched: true });
  });

  it('failure stores the error and empties the results; reset clears results, error and modal', () => {
    const withResults = { ...initialLoansState(), calculationResults: [offer('A', 1, 1)] };
    const failed = loansReducer(withResults, searchLoans.rejected(null, 'id', request, 'Sunucu hatası.'));
    expect(failed).toMatchObject({ loading: false, error: 'Sunucu hatası.', calculationResults: [] });
    const reset = loansReducer({ ...failed, showModal: true }, loanResultsReset());
    expect(reset).toMatchObject({ error: null, showModal: false, calculationResults: [], searched: false });
  });

  it("a page's reset applies that type's defaults (leaving resets to the default type)", () => {
    expect(loansReducer(undefined, loanStateReset('tasit'))).toMatchObject({
      loanAmount: '300000',
      loanTerm: '24',
    });
    expect(loansReducer(undefined, loanStateReset('konut'))).toMatchObject({
      loanAmount: '300000',
      loanTerm: '120',
    });
    expect(loansReducer(undefined, loanStateReset())).toEqual(initialLoansState());
  });
});

describe('calculateLoan', () => {
  it('refuses a missing term and an out-of-range rate with the spec message keys', async () => {
    const s = store();
    s.dispatch(loanTypeSelected('tasit'));
    s.dispatch(customRateTyped('600'));
    expect(await s.dispatch(calculateLoan('page'))).toEqual({
      ok: false,
      errors: { term: 'calc:loan.amountAndTermRequired', rate: 'calc:loan.invalidRate' },
    });
  });

  it('a refused Calculate (over the BDDK term cap) empties the results of the one before', async () => {
    const s = store();
    s.dispatch(loanAmountTyped({ text: '200000', locale: 'tr' }));
    s.dispatch(loanTermChanged('24'));
    s.dispatch(customRateTyped('2'));
    expect(await s.dispatch(calculateLoan('page'))).toEqual({ ok: true });
    expect(s.getState().loans.calculationResults).toHaveLength(1);
    s.dispatch(loanTermChanged('36'));
    expect(await s.dispatch(calculateLoan('page'))).toEqual({
      ok: false,
      errors: { term: 'calc:loan.termCapMid' },
    });
    expect(s.getState().loans).toMatchObject({ calculationResults: [], searched: false, showModal: false });
    expect(s.getState().loans.fieldErrors).toEqual({ term: 'calc:loan.termCapMid' });
  });

  it('a custom rate is priced on the client and opens the modal; esnaf on the widget gives the tradesman result', async () => {
    const s = store();
    s.dispatch(customRateTyped('2,20'));
    expect(await s.dispatch(calculateLoan('widget'))).toEqual({ ok: true });
    const [own] = s.getState().loans.calculationResults;
    // 50.000 TL, 12 months, 2.20 % × 1.30 = 2.86 %: A = 50000 × 0.0286 / (1 − 1.0286^−12) = 4.981,217… → 4.981,22 TL.
    expect(own).toMatchObject({ isCustom: true, interestRate: 2.2, monthlyPayment: 4981.22 });
    expect(s.getState().loans.showModal).toBe(true);
    s.dispatch(loanTypeSelected('esnaf'));
    s.dispatch(loanTermChanged('24'));
    s.dispatch(customRateTyped(''));
    await s.dispatch(calculateLoan('widget'));
    expect(s.getState().loans.esnafResult?.taksitSayisi).toBe(8);
  });

  it('without a custom rate the search goes through the API client handed to the store', async () => {
    const posted: string[] = [];
    const s = store(async (url, init) => {
      posted.push(`${url} ${init?.body}`);
      const data = { data: [offer('B', 3, 60_000), offer('A', 2.5, 59_000)] };
      return Response.json(data);
    });
    s.dispatch(loanAmountTyped({ text: '50000', locale: 'tr' }));
    s.dispatch(loanTermChanged('12'));
    expect(await s.dispatch(calculateLoan('page'))).toEqual({ ok: true });
    await expect.poll(() => s.getState().loans.searched).toBe(true);
    expect(posted).toEqual(['/banks/search/ihtiyac {"amount":50000,"maturity":12}']);
    expect(s.getState().loans.calculationResults.map((o) => o.bankName)).toEqual(['A', 'B']);
  });

  it('an answer of the wrong shape shows what a 500 shows, never its figures (docs/requirements/api.md#client)', async () => {
    // A figure sent as Turkish text, and an offer without its total: either would show wrong money.
    for (const wrong of [{ monthlyPayment: '4.916,67' }, { totalPayment: undefined }]) {
      const body = { data: [offer('B', 3, 60_000), { ...offer('A', 2.5, 59_000), ...wrong }] };
      const { api, toasts } = recordingClient(async () => Response.json(body));
      const s = store(undefined, api);
      await s.dispatch(searchLoans(request));
      expect(s.getState().loans).toMatchObject({
        calculationResults: [],
        error: httpMessageKey(500),
        searched: true,
      });
      expect(toasts).toEqual([httpMessageKey(500)]);
    }
  });
});
