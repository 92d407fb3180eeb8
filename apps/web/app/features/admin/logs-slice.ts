import { createSlice } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

export interface LogEntry {
  id: number;
  level: 'info' | 'warn' | 'error';
  event: string;
  message: string;
  userName: string | null;
  method: string | null;
  path: string | null;
  statusCode: number | null;
  durationMs: number | null;
  ip: string | null;
  createdAt: string;
}

export type LevelFilter = '' | 'info' | 'warn' | 'error';

export interface LogsState {
  logs: LogEntry[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  level: LevelFilter;
  search: string;
  loading: boolean;
  error: string | null;
}

/** Spec section 3 log list (page 1, 15 a page). */
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

type Page = Pick<
  LogsState,
  'logs' | 'totalCount' | 'pageNumber' | 'pageSize' | 'totalPages' | 'hasPreviousPage' | 'hasNextPage'
>;

export const fetchLogs = createAppAsyncThunk<
  Page,
  { pageNumber: number; level: LevelFilter; search: string },
  { state: { adminLogs: LogsState }; rejectValue: string }
>('adminLogs/fetch', async ({ pageNumber, level, search }, { getState, rejectWithValue, extra }) => {
  try {
    const params = {
      pageNumber,
      pageSize: getState().adminLogs.pageSize,
      level: level || undefined,
      search: search || undefined,
    };
    return (await extra.api.get<Page>('/Logs', { params })).data;
  } catch (error) {
    // Spec section 8: code NETWORK_ERROR on a connection error, else the fallback text.
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
