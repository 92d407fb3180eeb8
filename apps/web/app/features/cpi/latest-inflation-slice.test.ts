import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import {
  initialLatestInflationState,
  latestInflationReducer,
  loadLatestInflation,
} from './latest-inflation-slice.ts';

const answer = { month: '2026-02', annualChangePercent: 31.53, twelveMonthAverageChangePercent: 33.39 };

describe('latest inflation slice (GET /api/cpi/latest)', () => {
  it('keeps the answer once loaded, and a failed load leaves no figure', () => {
    const loading = latestInflationReducer(initialLatestInflationState, loadLatestInflation.pending('r1'));
    expect(loading).toEqual({ data: null, status: 'loading' });
    const ready = latestInflationReducer(loading, loadLatestInflation.fulfilled(answer, 'r1'));
    expect(ready).toEqual({ data: answer, status: 'ready' });
    const failed = latestInflationReducer(
      initialLatestInflationState,
      loadLatestInflation.rejected(new Error('offline'), 'r2'),
    );
    expect(failed).toEqual({ data: null, status: 'failed' });
  });

  it('an answer without a month stays null (no month has a yearly change yet)', () => {
    const state = latestInflationReducer(
      initialLatestInflationState,
      loadLatestInflation.fulfilled(null, 'r1'),
    );
    expect(state).toEqual({ data: null, status: 'ready' });
  });

  it('labels the month in the page language', () => {
    expect(monthLabel('2026-02', 'tr')).toBe('Şubat 2026');
    expect(monthLabel('2026-02', 'en')).toBe('February 2026');
  });
});
