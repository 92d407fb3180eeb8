import { describe, expect, it } from 'vitest';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';
import { makeStore } from '../../store/store.ts';
import {
  calculateRefinance,
  refinanceAmountTyped,
  refinanceFieldSet,
  refinanceKnownChosen,
  refinanceLoanTypeChosen,
  refinanceReducer,
  selectRefinance,
} from './refinance-slice.ts';
import { MESSAGES } from './refinance-state.ts';

/** The app's store with an API client that answers through `answer` (offline by default). */
const storeAnswering = (answer: typeof fetch = () => Promise.reject(new Error('offline'))) =>
  makeStore({ api: createFetchClient({ baseURL: '', timeout: 10_000, fetch: answer }) });

/** An offer as POST /api/banks/search/ihtiyac answers it (only the fields the comparison reads matter). */
const offer = (interestRate: number, allocationFee: number) => ({
  bankName: `Bank ${interestRate}`,
  displayName: `Bank ${interestRate}`,
  logoColor: '#000',
  interestRate,
  isParticipation: false,
  offerId: 1,
  effectiveFrom: '2026-11-01',
  isSample: true,
  asOf: '2026-11-01',
  monthlyPayment: 0,
  totalPayment: 0,
  amount: 61_281,
  maturity: 12,
  totalInterest: 0,
  totalKkdf: 0,
  totalBsmv: 0,
  allocationFee,
  annualCostRate: 0,
});

describe('refinance calculator slice', () => {
  it('keeps typed amounts as entries, caps them with the message; a new type resets the term', () => {
    let state = refinanceReducer(
      undefined,
      refinanceAmountTyped({ field: 'balance', text: '80.000', locale: 'tr' }),
    );
    expect(state.inputs.balance).toBe('80000');
    state = refinanceReducer(
      state,
      refinanceAmountTyped({ field: 'amount', text: '70000000', locale: 'tr' }),
    );
    expect(state).toMatchObject({ inputs: { amount: '50000000' }, errors: { amount: MESSAGES.maxAmount } });
    state = refinanceReducer(state, refinanceLoanTypeChosen('konut'));
    expect(state.inputs).toMatchObject({ loanType: 'konut', term: '120' });
  });

  it('Calculate with a wrong form: the messages, no search', async () => {
    const posted: string[] = [];
    const store = storeAnswering(async (url) => {
      posted.push(String(url));
      return Response.json({ data: [] });
    });
    store.dispatch(refinanceFieldSet({ field: 'rate', value: '3' }));
    expect(await store.dispatch(calculateRefinance())).toEqual({
      ok: false,
      errors: { balance: MESSAGES.required, remaining: MESSAGES.required },
    });
    expect(posted).toEqual([]);
  });

  it('Calculate searches for the payoff over the nearest listed term and compares each offer', async () => {
    const posted: string[] = [];
    const store = storeAnswering(async (url, init) => {
      posted.push(`${String(url)} ${String(init?.body)}`);
      return Response.json({ data: [offer(2.5, 306.41), offer(3.5, 0)] });
    });
    store.dispatch(refinanceKnownChosen('original'));
    store.dispatch(refinanceAmountTyped({ field: 'amount', text: '100000', locale: 'tr' }));
    for (const [field, value] of [
      ['rate', '3'],
      ['term', '24'],
      ['paid', '12'],
    ] as const)
      store.dispatch(refinanceFieldSet({ field, value }));
    expect(await store.dispatch(calculateRefinance())).toEqual({ ok: true, answered: true });
    // The payoff 61.280,14 TL rounded up to whole lira, 12 months left (core's worked example).
    expect(posted).toEqual(['/banks/search/ihtiyac {"amount":61281,"maturity":12}']);
    const answered = selectRefinance(store.getState()).answered;
    expect(answered?.position.balance).toBe(61_280.14);
    expect(answered?.rows.map((row) => row.comparison.saving)).toEqual([2_565.09, expect.any(Number)]);
    expect(answered?.rows[1]?.comparison.saving).toBeLessThan(0);
    expect(answered?.verdict).toBe(0);

    const offline = storeAnswering();
    offline.dispatch(refinanceAmountTyped({ field: 'balance', text: '80000', locale: 'tr' }));
    offline.dispatch(refinanceFieldSet({ field: 'rate', value: '3' }));
    offline.dispatch(refinanceFieldSet({ field: 'remaining', value: '12' }));
    expect(await offline.dispatch(calculateRefinance())).toEqual({ ok: true, answered: false });
    expect(selectRefinance(offline.getState())).toMatchObject({ calculating: false, answered: null });
    expect(selectRefinance(offline.getState()).error).toBeTruthy();
  });
});
