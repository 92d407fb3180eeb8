import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../lib/api-client/api-client-test-kit.ts';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';
import type { ThunkExtra } from '../../lib/app-thunk.ts';
import type { DepositOffer } from './deposit-types.ts';
import {
  calculateDeposit,
  depositAmountTyped,
  depositDaysChanged,
  depositErrorDismissed,
  depositsReducer,
  initialDepositsState,
  searchDeposits,
} from './deposits-slice.ts';

const offer = (bankName: string, interestRate: number, netInterestAmount: number) =>
  ({ bankName, interestRate, netInterestAmount }) as DepositOffer;
/** An offer with every field of the contract (the slice checks answers against it). */
const full: DepositOffer = {
  bankName: 'Akbank',
  displayName: 'Akbank',
  logoColor: '#e30613',
  interestRate: 45,
  isParticipation: false,
  offerId: 3,
  effectiveFrom: '2026-11-20T00:00:00.000Z',
  isSample: true,
  asOf: '2026-11-20',
  enteredAmount: 100_000,
  maturity: 90,
  depositType: 'TL',
  grossInterestAmount: 11_095.89,
  withholdingRate: 17.5,
  withholdingAmount: 1_941.78,
  netInterestAmount: 9_154.11,
  totalReturnAmount: 109_154.11,
  isPublicBank: false,
  hasStateGuarantee: false,
};
const request = { enteredAmount: 100_000, maturity: 90, depositType: 'TL' as const };

describe('deposits slice', () => {
  it('starts at 100.000 TL, TL, 90 days', () => {
    expect(initialDepositsState).toMatchObject({ amount: '100000', investmentType: 'TL', days: '90' });
  });

  it('success sorts by rate descending and opens the results; failure stores the error and empties them', () => {
    const done = depositsReducer(
      undefined,
      searchDeposits.fulfilled([offer('A', 40, 1), offer('B', 45, 2), offer('C', 40, 3)], 'id', request),
    );
    expect(done.calculationResults.map((o) => o.bankName)).toEqual(['B', 'C', 'A']);
    expect(done.showModal).toBe(true);
    const failed = depositsReducer(done, searchDeposits.rejected(null, 'id', request, 'Hata'));
    expect(failed).toMatchObject({ error: 'Hata', calculationResults: [], loading: false });
    expect(depositsReducer(failed, depositErrorDismissed()).error).toBeNull();
  });

  it('a search starts today in Istanbul and the results keep that date for the maturity date', async () => {
    const bodies: unknown[] = [];
    const fetch = (async (_url: string, init?: { body?: unknown }) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const extra: ThunkExtra = { api: createFetchClient({ baseURL: '', timeout: 10_000, fetch }) };
    const s = configureStore({
      reducer: { deposits: depositsReducer },
      middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
    });
    expect(await s.dispatch(calculateDeposit())).toEqual({ ok: true });
    await expect.poll(() => s.getState().deposits.searched).toBe(true);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(bodies).toEqual([{ enteredAmount: 100_000, maturity: 90, depositType: 'TL', startDate: today }]);
    expect(s.getState().deposits.startDate).toBe(today);
    const withoutDate = depositsReducer(undefined, searchDeposits.fulfilled([], 'id', request));
    expect(withoutDate.startDate).toBeNull();
  });

  it('shows an answer of the contract’s shape; a wrong shape shows what a 500 shows (docs/requirements/api.md#client)', async () => {
    const toasts: string[] = [];
    const searched = async (offers: unknown[]) => {
      const { api, toasts: shown } = recordingClient(async () => Response.json({ data: offers }));
      const s = configureStore({
        reducer: { deposits: depositsReducer },
        middleware: (defaults) => defaults({ thunk: { extraArgument: { api } satisfies ThunkExtra } }),
      });
      await s.dispatch(searchDeposits(request));
      toasts.push(...shown);
      return s.getState().deposits;
    };
    expect(await searched([full])).toMatchObject({ calculationResults: [full], error: null });
    // A net return sent as Turkish text, or an offer without its total return: wrong money either way.
    for (const wrong of [{ netInterestAmount: '9.154,11' }, { totalReturnAmount: undefined }]) {
      expect(await searched([{ ...full, ...wrong }])).toMatchObject({
        calculationResults: [],
        error: httpMessageKey(500),
        searched: true,
      });
    }
    expect(toasts).toEqual([httpMessageKey(500), httpMessageKey(500)]);
  });

  it('a refused Calculate empties the results of the one before, the form stays', async () => {
    const fetch = (async () => Response.json({ data: [full] })) as unknown as typeof globalThis.fetch;
    const extra: ThunkExtra = { api: createFetchClient({ baseURL: '', timeout: 10_000, fetch }) };
    const s = configureStore({
      reducer: { deposits: depositsReducer },
      middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
    });
    expect(await s.dispatch(calculateDeposit())).toEqual({ ok: true });
    await expect.poll(() => s.getState().deposits.calculationResults.length).toBe(1);
    s.dispatch(depositAmountTyped({ text: '999', locale: 'tr' }));
    expect(await s.dispatch(calculateDeposit())).toMatchObject({ ok: false });
    expect(s.getState().deposits).toMatchObject({
      amount: '999',
      calculationResults: [],
      searched: false,
      showModal: false,
      fieldErrors: { amount: 'calc:deposit.minAmount' },
    });
  });

  it("validates with the spec's messages before any call", async () => {
    // The API client the thunks get from the store: offline, as validation must fail before any call.
    const offline = () => Promise.reject(new Error('offline'));
    const extra: ThunkExtra = { api: createFetchClient({ baseURL: '', timeout: 10_000, fetch: offline }) };
    const s = configureStore({
      reducer: { deposits: depositsReducer },
      middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
    });
    s.dispatch(depositAmountTyped({ text: '999', locale: 'tr' }));
    expect(await s.dispatch(calculateDeposit())).toEqual({
      ok: false,
      errors: { amount: 'calc:deposit.minAmount' },
    });
    s.dispatch(depositAmountTyped({ text: '5000', locale: 'tr' }));
    s.dispatch(depositDaysChanged('31'));
    expect(await s.dispatch(calculateDeposit())).toEqual({
      ok: false,
      errors: { days: 'calc:deposit.minTerm' },
    });
    s.dispatch(depositDaysChanged(''));
    expect(await s.dispatch(calculateDeposit())).toEqual({
      ok: false,
      errors: { days: 'calc:deposit.allFieldsRequired' },
    });
    s.dispatch(depositAmountTyped({ text: '99999999', locale: 'tr' }));
    expect(s.getState().deposits).toMatchObject({
      amount: '50000000',
      fieldErrors: { amount: 'calc:deposit.maxAmount' },
    });
  });
});
