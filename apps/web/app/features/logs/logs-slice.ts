import type { LogLevel, LogPage } from '@pusula/core/contract/logs.ts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { rootReducer } from '../../store/store.ts';

export type LevelFilter = '' | LogLevel;

export interface LogsState extends LogPage {
  level: LevelFilter;
  search: string;
  loading: boolean;
  error: string | null;
}

/** docs/requirements/accounts-and-admin.md#system-logs log list (page 1, 15 a page). */
export const initialLogsState: LogsState = {
  logs: [],
  totalCount: 0,
  pageNumber: 1,
  pageSize: 15,
  totalPages: 0,
  hasPreviousPage: false,
  hasNextPage: false,
  level: '',
  search: '',
  loading: false,
  error: null,
};

export const NETWORK_ERROR = 'NETWORK_ERROR';

export const fetchLogs = createAppAsyncThunk<
  LogPage,
  { pageNumber: number; level: LevelFilter; search: string },
  { state: { adminLogs?: LogsState }; rejectValue: string }
>('adminLogs/fetch', async ({ pageNumber, level, search }, { getState, rejectWithValue, extra }) => {
  try {
    const params = {
      pageNumber,
      pageSize: selectAdminLogs(getState()).pageSize,
      level: level || undefined,
      search: search || undefined,
    };
    return (await extra.api.get<LogPage>('/Logs', { params })).data;
  } catch (error) {
    // docs/requirements/accounts-and-admin.md#system-logs: code NETWORK_ERROR on a connection error, else the fallback text.
    if (error instanceof ApiError && error.status === undefined) return rejectWithValue(NETWORK_ERROR);
    return rejectWithValue(error instanceof ApiError ? error.message : i18n.t('admin:logs.fetchFailed'));
  }
});

const logsSlice = createSlice({
  name: 'adminLogs',
  initialState: initialLogsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLogs.pending, (state, action) => {
        state.loading = true;
        state.error = null;
        state.level = action.meta.arg.level;
        state.search = action.meta.arg.search;
      })
      .addCase(fetchLogs.fulfilled, (state, action) => {
        Object.assign(state, action.payload);
        state.loading = false;
      })
      .addCase(fetchLogs.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? null;
      });
  },
});

export const logsReducer = logsSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = logsSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectAdminLogs = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof logsSlice> {}
}
