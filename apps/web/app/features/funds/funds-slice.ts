import type { FundItem } from '@pusula/core/contract/fund-item.ts';
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store.ts';
import { type FundPage, type FundSource, PAGE_SIZE, type SortKey } from './fund-types.ts';
import { errorBody, fetchFundPage, searchFundList } from './funds-client.ts';

/** docs/requirements/market-and-funds.md#fund-tables and #fund-search-and-sort (the line goes on "and section 4 (search and sort)": drop that too) (fund list fields plus loading and error) and section 4 (search and sort). */
export interface FundListState extends FundPage {
  loading: boolean;
  /** The server's error body of the last failed page load (null when none). */
  error: { message?: string } | null;
  sortField: SortKey | null;
  searchTerm: string;
  searching: boolean;
  /** Results of the current search; null when not searching. */
  searchResults: FundItem[] | null;
  requestId: string | null;
  searchRequestId: string | null;
}

export const initialFundListState: FundListState = {
  items: [],
  pageNumber: 1,
  pageSize: PAGE_SIZE,
  totalPages: 0,
  totalCount: 0,
  hasNextPage: false,
  hasPreviousPage: false,
  loading: false,
  error: null,
  sortField: null,
  searchTerm: '',
  searching: false,
  searchResults: null,
  isSample: false,
  asOf: null,
  stale: false,
  requestId: null,
  searchRequestId: null,
};

/** Each list's slice name, also its key in the store. */
const SLICE_NAMES = { Tefas: 'tefas', Befas: 'befas' } as const;

function createFundsSlice(source: FundSource) {
  const name = SLICE_NAMES[source];

  const loadPage = createAsyncThunk<
    Awaited<ReturnType<typeof fetchFundPage>>,
    { pageNumber: number; sortField: SortKey | null },
    { rejectValue: { message?: string } }
  >(`${name}/loadPage`, async ({ pageNumber, sortField }, { rejectWithValue }) => {
    try {
      return await fetchFundPage(source, pageNumber, PAGE_SIZE, sortField);
    } catch (error) {
      return rejectWithValue(errorBody(error));
    }
  });

  /** Search failures are logged and give an empty list (docs/requirements/market-and-funds.md#fund-calls). */
  const search = createAsyncThunk(`${name}/search`, async (term: string) => {
    try {
      return (await searchFundList(source, term)).items;
    } catch (error) {
      console.warn(`${source} search failed`, errorBody(error));
      return [] as FundItem[];
    }
  });

  const slice = createSlice({
    name,
    initialState: initialFundListState,
    reducers: {
      /** Typing: an empty text ends the search (the caller reloads page 1 without sort). */
      searchTermChanged(state, action: PayloadAction<string>) {
        state.searchTerm = action.payload;
        if (action.payload.trim() === '') {
          state.searchResults = null;
          state.searching = false;
          state.searchRequestId = null;
        }
      },
      /** Closing the modal: search, results and sort cleared (the caller reloads page 1). */
      reset(state) {
        state.searchTerm = '';
        state.searchResults = null;
        state.searching = false;
        state.searchRequestId = null;
        state.sortField = null;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(loadPage.pending, (state, action) => {
          state.loading = true;
          state.error = null;
          state.sortField = action.meta.arg.sortField;
          state.requestId = action.meta.requestId;
        })
        .addCase(loadPage.fulfilled, (state, action) => {
          if (state.requestId !== action.meta.requestId) return;
          Object.assign(state, {
            items: action.payload.items,
            pageNumber: action.payload.pageNumber,
            pageSize: action.payload.pageSize,
            totalPages: action.payload.totalPages,
            totalCount: action.payload.totalCount,
            hasNextPage: action.payload.hasNextPage,
            hasPreviousPage: action.payload.hasPreviousPage,
            isSample: action.payload.isSample,
            asOf: action.payload.asOf,
            stale: action.payload.stale,
            loading: false,
            requestId: null,
          });
        })
        .addCase(loadPage.rejected, (state, action) => {
          if (state.requestId !== action.meta.requestId) return;
          state.loading = false;
          state.requestId = null;
          state.items = [];
          state.error = action.payload ?? {};
        })
        .addCase(search.pending, (state, action) => {
          state.searching = true;
          state.sortField = null;
          state.searchRequestId = action.meta.requestId;
        })
        .addCase(search.fulfilled, (state, action) => {
          if (state.searchRequestId !== action.meta.requestId) return;
          state.searching = false;
          state.searchRequestId = null;
          state.searchResults = action.payload;
        });
    },
  });

  // This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md).
  const injected = slice.injectInto(rootReducer);
  return {
    reducer: slice.reducer,
    select: injected.selectSlice,
    actions: { ...slice.actions, loadPage, search },
  };
}

export const tefas = createFundsSlice('Tefas');
export const befas = createFundsSlice('Befas');
export const tefasReducer = tefas.reducer;
export const befasReducer = befas.reducer;
export type FundsSliceApi = typeof tefas;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices {
    tefas: FundListState;
    befas: FundListState;
  }
}
