import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createFetchClient } from '../../lib/api-client/fetch-client.ts';
import type { ThunkExtra } from '../../lib/app-thunk.ts';
import { calculateLoan } from './loans-calculate.ts';
import {
  assetDetailsChanged,
  assetValueTyped,
  customRateTyped,
  loanAmountTyped,
  loanStateReset,
  loansReducer,
  loanTermChanged,
} from './loans-slice.ts';

/** A store whose API answers `{ data: [] }` and records each request body. */
function recordingStore() {
  const bodies: unknown[] = [];
  const answer: typeof fetch = async (_url, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } });
  };
  const extra: ThunkExtra = { api: createFetchClient({ baseURL: '', timeout: 10_000, fetch: answer }) };
  const store = configureStore({
    reducer: { loans: loansReducer },
    middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
  });
  return { store, bodies };
}

describe('asset value on the vehicle and housing forms (docs/domain-rules.md#asset-value-caps)', () => {
  it('keeps one entry per type, with kuruş, capped at the maximum', () => {
    let state = loansReducer(undefined, loanStateReset('tasit'));
    state = loansReducer(state, assetValueTyped({ text: '2.500.000,01', locale: 'tr' }));
    expect(state.assetValues.tasit).toBe('2500000.01');
    expect(state.assetValues.konut).toBe('');
    state = loansReducer(state, assetValueTyped({ text: '2000000000', locale: 'en' }));
    expect(state.assetValues.tasit).toBe('1000000000');
    expect(state.fieldErrors.assetValue).toBe('calc:asset.max');
  });

  it('sends the value with the vehicle kind, and nothing of either when the value is blank', async () => {
    const { store, bodies } = recordingStore();
    store.dispatch(loanStateReset('tasit'));
    store.dispatch(loanAmountTyped({ text: '2000000', locale: 'tr' }));
    store.dispatch(loanTermChanged('48'));
    store.dispatch(assetDetailsChanged({ vehicleKind: 'domesticElectric' }));
    expect(await store.dispatch(calculateLoan('page'))).toEqual({ ok: true });
    store.dispatch(assetValueTyped({ text: '3.000.000', locale: 'tr' }));
    expect(await store.dispatch(calculateLoan('page'))).toEqual({ ok: true });
    // The search is posted after the contract's answer schema has loaded (a lazy chunk).
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies).toEqual([
      { amount: 2_000_000, maturity: 48 },
      { amount: 2_000_000, maturity: 48, assetValue: 3_000_000, vehicleKind: 'domesticElectric' },
    ]);
  });

  it('sends the energy class and home ownership with a home value (defaults: lowest class, no)', async () => {
    const { store, bodies } = recordingStore();
    store.dispatch(loanStateReset('konut'));
    store.dispatch(loanAmountTyped({ text: '2000000', locale: 'tr' }));
    store.dispatch(loanTermChanged('120'));
    store.dispatch(assetValueTyped({ text: '4000000', locale: 'tr' }));
    await store.dispatch(calculateLoan('page'));
    store.dispatch(assetDetailsChanged({ energyClass: 'AB' }));
    store.dispatch(assetDetailsChanged({ ownsHome: true }));
    await store.dispatch(calculateLoan('page'));
    await expect.poll(() => bodies.length).toBe(2);
    const base = { amount: 2_000_000, maturity: 120, assetValue: 4_000_000 };
    expect(bodies).toEqual([
      { ...base, energyClass: 'other', ownsHome: false },
      { ...base, energyClass: 'AB', ownsHome: true },
    ]);
    // A new page resets the details to their defaults.
    const reset = loansReducer(store.getState().loans, loanStateReset('konut'));
    expect(reset.assetDetails).toEqual({ vehicleKind: 'other', energyClass: 'other', ownsHome: false });
  });

  it("shows the refusal of the kind's table as the field error and does not search", async () => {
    const { store, bodies } = recordingStore();
    store.dispatch(loanStateReset('tasit'));
    store.dispatch(assetValueTyped({ text: '3000000', locale: 'tr' }));
    const outcome = await store.dispatch(calculateLoan('page'));
    expect(outcome).toEqual({ ok: false, errors: { assetValue: 'calc:asset.vehicleRefusedGeneral' } });
    expect(store.getState().loans.fieldErrors.assetValue).toBe('calc:asset.vehicleRefusedGeneral');
    store.dispatch(assetDetailsChanged({ vehicleKind: 'domesticElectric' }));
    expect(store.getState().loans.fieldErrors.assetValue).toBeUndefined();
    store.dispatch(assetValueTyped({ text: '8000000', locale: 'tr' }));
    expect(await store.dispatch(calculateLoan('page'))).toEqual({
      ok: false,
      errors: { assetValue: 'calc:asset.vehicleRefusedElectric' },
    });
    expect(bodies).toEqual([]);
  });

  it("prices the visitor's own rate over a vehicle's cap for the largest amount and term, not the request", async () => {
    const { store } = recordingStore();
    store.dispatch(loanStateReset('tasit'));
    store.dispatch(loanAmountTyped({ text: '500000', locale: 'tr' }));
    store.dispatch(loanTermChanged('48'));
    store.dispatch(assetValueTyped({ text: '1000000', locale: 'tr' }));
    store.dispatch(customRateTyped('2'));
    await store.dispatch(calculateLoan('page'));
    const [own] = store.getState().loans.calculationResults;
    expect(own).toMatchObject({ amount: 300_000, maturity: 24 });
    expect(own?.capNotice).toMatchObject({ appliedAmount: 300_000, appliedMaturity: 24 });
  });

  it("puts the notice on the visitor's own rate as well", async () => {
    const { store } = recordingStore();
    store.dispatch(loanStateReset('konut'));
    store.dispatch(loanAmountTyped({ text: '3500000', locale: 'tr' }));
    store.dispatch(loanTermChanged('120'));
    store.dispatch(assetValueTyped({ text: '4000000', locale: 'tr' }));
    store.dispatch(customRateTyped('2,5'));
    await store.dispatch(calculateLoan('page'));
    expect(store.getState().loans.calculationResults[0]?.capNotice).toMatchObject({
      maxAmount: 2_800_000,
      maxMaturity: null,
    });
    // With the details: A–B and already a home owner → 90 % × 25 % = 900.000 TL.
    store.dispatch(assetDetailsChanged({ energyClass: 'AB' }));
    store.dispatch(assetDetailsChanged({ ownsHome: true }));
    await store.dispatch(calculateLoan('page'));
    expect(store.getState().loans.calculationResults[0]?.capNotice?.maxAmount).toBe(900_000);
  });
});
