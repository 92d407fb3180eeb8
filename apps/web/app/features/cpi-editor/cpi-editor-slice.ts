import type { CpiAnswer, CpiRow } from '@pusula/core/contract/cpi.ts';
import type { CpiBase } from '@pusula/core/cpi/cpi-series.ts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { rootReducer } from '../../store/store.ts';

/** The console's CPI months (docs/requirements/api.md#endpoints: GET /cpi, PUT and DELETE /cpi/{base}/{month}). */
export interface CpiEditorState {
  rows: CpiRow[];
  loading: boolean;
  saving: boolean;
  /** The server's message of the last failed call, in the page language. */
  error: string | null;
}

export const initialCpiEditorState: CpiEditorState = { rows: [], loading: false, saving: false, error: null };

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : i18n.t('cms:cpi.failed', { defaultValue: 'Error' });

export const fetchCpiRows = createAppAsyncThunk<CpiRow[], void, { rejectValue: string }>(
  'cpiEditor/fetch',
  async (_arg, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<{ data: CpiAnswer }>('/cpi')).data.data.points;
    } catch (error) {
      return rejectWithValue(failure(error));
    }
  },
);

export const saveCpiRow = createAppAsyncThunk<
  CpiRow,
  { base: CpiBase; month: string; value: number },
  { rejectValue: string }
>('cpiEditor/save', async ({ base, month, value }, { rejectWithValue, extra }) => {
  try {
    return (await extra.api.put<{ data: CpiRow }>(`/cpi/${base}/${encodeURIComponent(month)}`, { value }))
      .data.data;
  } catch (error) {
    return rejectWithValue(failure(error));
  }
});

export const removeCpiRow = createAppAsyncThunk<
  { base: CpiBase; month: string },
  { base: CpiBase; month: string },
  { rejectValue: string }
>('cpiEditor/remove', async (row, { rejectWithValue, extra }) => {
  try {
    await extra.api.delete(`/cpi/${row.base}/${encodeURIComponent(row.month)}`);
    return row;
  } catch (error) {
    return rejectWithValue(failure(error));
  }
});

const same = (a: { base: string; month: string }, b: { base: string; month: string }) =>
  a.base === b.base && a.month === b.month;

const cpiEditorSlice = createSlice({
  name: 'cpiEditor',
  initialState: initialCpiEditorState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCpiRows.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchCpiRows.fulfilled, (state, action) => {
        state.loading = false;
        state.rows = action.payload;
      })
      .addCase(fetchCpiRows.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? null;
      })
      .addCase(saveCpiRow.pending, (state) => {
        state.saving = true;
        state.error = null;
      })
      .addCase(saveCpiRow.fulfilled, (state, action) => {
        state.saving = false;
        const rows = state.rows.filter((row) => !same(row, action.payload));
        rows.push(action.payload);
        state.rows = rows.sort((a, b) =>
          a.month === b.month ? a.base.localeCompare(b.base) : a.month.localeCompare(b.month),
        );
      })
      .addCase(saveCpiRow.rejected, (state, action) => {
        state.saving = false;
        state.error = action.payload ?? null;
      })
      .addCase(removeCpiRow.fulfilled, (state, action) => {
        state.rows = state.rows.filter((row) => !same(row, action.payload));
      })
      .addCase(removeCpiRow.rejected, (state, action) => {
        state.error = action.payload ?? null;
      });
  },
});

export const cpiEditorReducer = cpiEditorSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = cpiEditorSlice.injectInto(rootReducer);
export const selectCpiEditor = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof cpiEditorSlice> {}
}
