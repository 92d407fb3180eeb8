import type { ContactMessageItem, ContactMessagePage } from '@pusula/core/contract/contact.ts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import type { ParseKeys } from '../../lib/i18n/keys.ts';
import { rootReducer } from '../../store/store.ts';

export const INBOX_PAGE_SIZE = 15;

export interface InboxState
  extends Pick<ContactMessagePage, 'items' | 'totalCount' | 'pageNumber' | 'totalPages'> {
  /** Whether the server sends the messages on by mail (null before the first answer). */
  mailEnabled: boolean | null;
  loading: boolean;
  error: string | null;
  /** Messages whose handled mark is being saved (their buttons wait). */
  updating: number[];
}

export const initialInboxState: InboxState = {
  items: [],
  totalCount: 0,
  pageNumber: 1,
  totalPages: 0,
  mailEnabled: null,
  loading: false,
  error: null,
  updating: [],
};

function failureText(error: unknown, fallbackKey: ParseKeys): string {
  return error instanceof ApiError ? error.message : i18n.t(fallbackKey);
}

/** One page of the messages, newest first, 15 a page. */
export const fetchMessages = createAppAsyncThunk<ContactMessagePage, number, { rejectValue: string }>(
  'contactInbox/fetch',
  async (pageNumber, { rejectWithValue, extra }) => {
    try {
      const params = { pageNumber, pageSize: INBOX_PAGE_SIZE };
      return (await extra.api.get<{ data: ContactMessagePage }>('/ContactMessages', { params })).data.data;
    } catch (error) {
      return rejectWithValue(failureText(error, 'cms:inbox.loadFailed'));
    }
  },
);

/** Marks a message handled (or not); the row changes once the server has answered. */
export const setMessageHandled = createAppAsyncThunk<
  ContactMessageItem,
  { id: number; handled: boolean },
  { rejectValue: string }
>('contactInbox/handled', async ({ id, handled }, { rejectWithValue, extra }) => {
  try {
    return (await extra.api.put<{ data: ContactMessageItem }>(`/ContactMessages/${id}/handled`, { handled }))
      .data.data;
  } catch (error) {
    return rejectWithValue(failureText(error, 'cms:inbox.handledFailed'));
  }
});

const inboxSlice = createSlice({
  name: 'contactInbox',
  initialState: initialInboxState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMessages.pending, (state, action) => {
        state.loading = true;
        state.error = null;
        state.pageNumber = action.meta.arg;
      })
      .addCase(fetchMessages.fulfilled, (state, action) => {
        // A slower answer for a page the editor has left is dropped.
        if (action.meta.arg !== state.pageNumber) return;
        const { items, totalCount, pageNumber, totalPages, mailEnabled } = action.payload;
        Object.assign(state, { items, totalCount, pageNumber, totalPages, mailEnabled, loading: false });
      })
      .addCase(fetchMessages.rejected, (state, action) => {
        if (action.meta.arg !== state.pageNumber) return;
        state.loading = false;
        state.error = action.payload ?? null;
      })
      .addCase(setMessageHandled.pending, (state, action) => {
        state.updating.push(action.meta.arg.id);
      })
      .addCase(setMessageHandled.fulfilled, (state, action) => {
        state.updating = state.updating.filter((id) => id !== action.meta.arg.id);
        state.items = state.items.map((item) => (item.id === action.payload.id ? action.payload : item));
      })
      .addCase(setMessageHandled.rejected, (state, action) => {
        state.updating = state.updating.filter((id) => id !== action.meta.arg.id);
      });
  },
});

export const contactInboxReducer = inboxSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = inboxSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectContactInbox = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}
