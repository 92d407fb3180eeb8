import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { tableView } from './fund-view.tsx';
import { befas, initialFundListState, tefas } from './funds-slice.ts';

const item = (fundCode: string) => ({
  fundCode,
  fundName: `${fundCode} ALTIN FONU`,
  umbrellaFundType: 'Kıymetli Madenler Şemsiye Fonu',
  oneMonthReturn: 1,
  threeMonthReturn: 2,
  sixMonthReturn: 3,
  yearToDateReturn: 4,
  oneYearReturn: 5,
  threeYearReturn: null,
  fiveYearReturn: null,
  asOf: '2026-11-20',
});

const t = (key: string, options?: Record<string, unknown>) =>
  options?.message ? `${key}:${options.message}` : key;

describe('the fund list slices', () => {
  it('a page load clears the error, records the sort, and a stale answer is ignored', () => {
    const store = configureStore({ reducer: { tefas: tefas.reducer } });
    const first = tefas.actions.loadPage.pending('r1', { pageNumber: 1, sortField: 'oneyearreturn' });
    store.dispatch(first);
    store.dispatch(tefas.actions.loadPage.pending('r2', { pageNumber: 2, sortField: null }));
    const page = {
      items: [item('AAA')],
      pageNumber: 1,
      pageSize: 15,
      totalPages: 1,
      totalCount: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      isSample: true,
      asOf: '2026-11-20',
      stale: false,
    };
    store.dispatch(
      tefas.actions.loadPage.fulfilled(page, 'r1', { pageNumber: 1, sortField: 'oneyearreturn' }),
    );
    expect(store.getState().tefas.loading).toBe(true);
    store.dispatch(
      tefas.actions.loadPage.fulfilled({ ...page, pageNumber: 2 }, 'r2', { pageNumber: 2, sortField: null }),
    );
    expect(store.getState().tefas).toMatchObject({
      loading: false,
      pageNumber: 2,
      sortField: null,
      isSample: true,
    });
  });

  it('a failed load stores the server error body and empties the items', () => {
    const store = configureStore({ reducer: { befas: befas.reducer } });
    store.dispatch(befas.actions.loadPage.pending('r1', { pageNumber: 1, sortField: null }));
    store.dispatch(
      befas.actions.loadPage.rejected(
        null,
        'r1',
        { pageNumber: 1, sortField: null },
        { message: 'Sunucu hatası' },
      ),
    );
    expect(store.getState().befas).toMatchObject({
      loading: false,
      error: { message: 'Sunucu hatası' },
      items: [],
    });
  });

  it('starting a search clears the sort; empty text clears the results; reset clears all', () => {
    const store = configureStore({ reducer: { tefas: tefas.reducer } });
    store.dispatch(tefas.actions.loadPage.pending('r1', { pageNumber: 1, sortField: 'onemonthreturn' }));
    store.dispatch(tefas.actions.searchTermChanged('altın'));
    store.dispatch(tefas.actions.search.pending('s1', 'altın'));
    expect(store.getState().tefas).toMatchObject({ searching: true, sortField: null });
    store.dispatch(tefas.actions.search.fulfilled([item('GLD')], 's1', 'altın'));
    expect(store.getState().tefas.searchResults).toHaveLength(1);
    store.dispatch(tefas.actions.searchTermChanged('  '));
    expect(store.getState().tefas).toMatchObject({ searchResults: null, searching: false });
    store.dispatch(tefas.actions.searchTermChanged('x'));
    store.dispatch(tefas.actions.reset());
    expect(store.getState().tefas).toMatchObject({ searchTerm: '', searchResults: null, sortField: null });
  });
});

describe('display precedence: searching, no results, loading, error, rows', () => {
  const base = { ...initialFundListState, items: [item('AAA')] };
  it('follows the spec order', () => {
    const all = { ...base, searching: true, searchResults: [], loading: true, error: {} };
    expect(tableView(all, true, [], t).status).toBe('searching');
    expect(tableView({ ...all, searching: false }, true, [], t).status).toBe('noResults');
    expect(tableView({ ...all, searching: false }, false, [], t).status).toBe('loading');
    const failed = tableView({ ...all, searching: false, loading: false }, false, [item('FB1')], t);
    expect(failed).toMatchObject({
      status: 'error',
      errorText: 'funds:states.error:funds:states.errorDefault',
    });
    expect(failed.rows.map((row) => row.fundCode)).toEqual(['FB1']);
    const withMessage = tableView({ ...base, error: { message: 'Sunucu hatası' } }, false, [], t);
    expect(withMessage.errorText).toBe('funds:states.error:Sunucu hatası');
    expect(tableView(base, false, [], t)).toEqual({ status: null, rows: base.items });
    expect(tableView({ ...base, searchResults: [item('GLD')] }, true, [], t).rows[0]?.fundCode).toBe('GLD');
  });
});
