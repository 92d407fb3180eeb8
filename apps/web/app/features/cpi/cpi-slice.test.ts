import { PUBLISHED_CPI } from '@pusula/core/cpi/cpi-published.ts';
import { cpiSeries } from '@pusula/core/cpi/cpi-series.ts';
import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import { indexMonths, renewalMonths } from './cpi-months.ts';
import {
  cpiReducer,
  inflationAmountTyped,
  inflationCalculated,
  inflationMonthChosen,
  inflationNominalTyped,
  loadCpi,
  rentAmountTyped,
  rentCalculated,
  rentMonthChosen,
} from './cpi-slice.ts';

const answer = {
  points: PUBLISHED_CPI.map((point) => ({ ...point, source: 'tuik' as const })),
  link: 3183.2291666666674,
  latest: '2026-01',
};
const loaded = () => cpiReducer(undefined, loadCpi.fulfilled(answer, 'r1'));

describe('cpi slice', () => {
  it('defaults after the load: renewal in the month after the latest figure, inflation over the last year', () => {
    const state = loaded();
    expect(state.status).toBe('ready');
    expect(state.rent.month).toBe('2026-02');
    expect(state.inflation).toMatchObject({ from: '2025-01', to: '2026-01' });
  });

  it('rent: 30.000 TL typed in Turkish, February 2026 → 40.194 TL (Hisse.net 03.02.2026)', () => {
    let state = cpiReducer(loaded(), rentAmountTyped({ text: '30.000', locale: 'tr' }));
    state = cpiReducer(state, rentCalculated());
    expect(state.rent.result).toMatchObject({ ratePercent: 33.98, newRent: 40_194 });
    state = cpiReducer(state, rentMonthChosen('2026-01'));
    expect(state.rent.result).toBeNull();
  });

  it('rent: refuses an empty amount, a bad month and a month without a figure', () => {
    let state = cpiReducer(loaded(), rentAmountTyped({ text: '', locale: 'tr' }));
    expect(cpiReducer(state, rentCalculated()).rent.error).toBe('invalidAmount');
    state = cpiReducer(loaded(), rentMonthChosen('2026-13'));
    expect(cpiReducer(state, rentCalculated()).rent.error).toBe('invalidMonth');
    state = cpiReducer(loaded(), rentMonthChosen('2026-06'));
    expect(cpiReducer(state, rentCalculated()).rent).toMatchObject({ error: 'noFigure', result: null });
    state = cpiReducer(loaded(), rentAmountTyped({ text: '999999999999', locale: 'tr' }));
    expect(state.rent.error).toBe('maxAmount');
  });

  it('rent before the series is loaded has no figure (the page waits for the load)', () => {
    const state = cpiReducer(cpiReducer(undefined, rentMonthChosen('2026-01')), rentCalculated());
    expect(state.rent.error).toBe('noFigure');
  });

  it('inflation with a nominal return gives the real return', () => {
    let state = cpiReducer(loaded(), inflationAmountTyped({ text: '100', locale: 'tr' }));
    state = cpiReducer(state, inflationNominalTyped({ text: '40', locale: 'tr' }));
    state = cpiReducer(state, inflationCalculated());
    expect(state.inflation.result).toMatchObject({ value: 130.65, changePercent: 30.65, realReturn: 7.16 });
    state = cpiReducer(state, inflationMonthChosen({ which: 'from', month: '2026-01' }));
    state = cpiReducer(state, inflationNominalTyped({ text: 'abc', locale: 'tr' }));
    state = cpiReducer(state, inflationCalculated());
    expect(state.inflation.result).toMatchObject({ value: 100, changePercent: 0, realReturn: null });
  });

  it('keeps only a plausible nominal return as typed (12,5 → 12.5; long text cut)', () => {
    let state = cpiReducer(loaded(), inflationNominalTyped({ text: '12,5', locale: 'tr' }));
    expect(state.inflation.nominal).toBe('12.5');
    state = cpiReducer(state, inflationNominalTyped({ text: '1'.repeat(5000), locale: 'tr' }));
    expect(state.inflation.nominal).toBe('12.5');
  });
});

describe('cpi months', () => {
  const series = cpiSeries(PUBLISHED_CPI);
  it('lists renewal months July 2024 – May 2026 and every index month, newest first', () => {
    const renewals = renewalMonths(series);
    expect([renewals[0], renewals.at(-1), renewals.length]).toEqual(['2026-05', '2024-07', 23]);
    const months = indexMonths(series);
    expect([months[0], months.at(-1), months.length]).toEqual(['2026-04', '2022-01', 52]);
  });

  it('names a month in the page language', () => {
    expect(monthLabel('2026-01', 'tr')).toBe('Ocak 2026');
    expect(monthLabel('2026-01', 'en')).toBe('January 2026');
  });
});
