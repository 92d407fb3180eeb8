import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failureMessages } from '../../lib/api-client/failure-messages.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import type { EditorBank, EditorModal, OfferFields, OfferHistory, OfferKind } from './offers-editor-types.ts';

export interface OffersEditorState {
  banks: EditorBank[];
  /** The bank's `name` (the API's key), null before the banks have loaded. */
  selectedBank: string | null;
  /** Every row (current and retired) of the selected bank's offers. */
  history: OfferHistory | null;
  loading: boolean;
  saving: boolean;
  /** A failed load, shown above the tables. */
  error: string | null;
  /** The server's messages for the last failed save or retire, shown in the open modal. */
  formErrors: string[];
  modal: EditorModal | null;
  /** Key of the confirmation of the last successful change (announced in a status line). */
  notice: 'loans:editor.saved' | 'loans:editor.retired' | null;
}

export const initialOffersEditorState: OffersEditorState = {
  banks: [],
  selectedBank: null,
  history: null,
  loading: false,
  saving: false,
  error: null,
  formErrors: [],
  modal: null,
  notice: null,
};

type Rejectable = { rejectValue: string[] };
const base = { loan: '/offers/loans', deposit: '/offers/deposits' } as const;

export const fetchEditorBanks = createAppAsyncThunk<EditorBank[], void, Rejectable>(
  'offersEditor/banks',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<{ data: EditorBank[] }>('/offers/banks')).data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'offers:errors.banksFailed'));
    }
  },
);

export const fetchOfferHistory = createAppAsyncThunk<OfferHistory, string, Rejectable>(
  'offersEditor/history',
  async (bankName, { rejectWithValue, extra }) => {
    try {
      const url = `/offers/history/${encodeURIComponent(bankName)}`;
      return (await extra.api.get<{ data: OfferHistory }>(url)).data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'offers:errors.historyFailed'));
    }
  },
);

export interface SaveOfferArgs {
  kind: OfferKind;
  bankName: string;
  /** The offer changed; absent for a new offer. */
  id?: number;
  fields: OfferFields;
}

/** Adds (POST) or changes (PUT) an offer, then reloads the bank's offers and history. */
export const saveOffer = createAppAsyncThunk<number, SaveOfferArgs, Rejectable>(
  'offersEditor/save',
  async ({ kind, bankName, id, fields }, { dispatch, rejectWithValue, extra }) => {
    try {
      let saved: { data: { id: number } };
      if (id === undefined) {
        saved = (await extra.api.post<{ data: { id: number } }>(base[kind], { bankName, ...fields })).data;
      } else {
        // The type of a loan offer is fixed; PUT takes the other fields.
        const { loanType: _type, ...change } = fields as OfferFields & { loanType?: string };
        saved = (await extra.api.put<{ data: { id: number } }>(`${base[kind]}/${id}`, change)).data;
      }
      await dispatch(fetchOfferHistory(bankName));
      return saved.data.id;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'offers:errors.saveFailed'));
    }
  },
);

/** Retires (DELETE) an offer: it leaves the search results and stays in the history. */
export const retireOffer = createAppAsyncThunk<
  number,
  { kind: OfferKind; bankName: string; id: number },
  Rejectable
>('offersEditor/retire', async ({ kind, bankName, id }, { dispatch, rejectWithValue, extra }) => {
  try {
    await extra.api.delete(`${base[kind]}/${id}`);
    await dispatch(fetchOfferHistory(bankName));
    return id;
  } catch (error) {
    return rejectWithValue(failureMessages(error, 'offers:errors.retireFailed'));
  }
});

const offersEditorSlice = createSlice({
  name: 'offersEditor',
  initialState: initialOffersEditorState,
  reducers: {
    bankSelected(state, action: PayloadAction<string>) {
      if (state.selectedBank === action.payload) return;
      state.selectedBank = action.payload;
      state.history = null;
      state.notice = null;
      state.error = null;
    },
    offerModalOpened(state, action: PayloadAction<EditorModal>) {
      state.modal = action.payload;
      state.formErrors = [];
      state.notice = null;
    },
    offerModalClosed(state) {
      state.modal = null;
      state.formErrors = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEditorBanks.pending, (state) => {
        state.error = null;
      })
      .addCase(fetchEditorBanks.fulfilled, (state, action) => {
        state.banks = action.payload;
        const known = action.payload.some((bank) => bank.name === state.selectedBank);
        if (!known) {
          state.selectedBank = action.payload[0]?.name ?? null;
          state.history = null;
        }
      })
      .addCase(fetchEditorBanks.rejected, (state, action) => {
        state.error = action.payload?.join('\n') ?? null;
      })
      .addCase(fetchOfferHistory.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      // An answer for a bank no longer selected (the editor moved on) is dropped.
      .addCase(fetchOfferHistory.fulfilled, (state, action) => {
        if (action.meta.arg !== state.selectedBank) return;
        state.loading = false;
        state.history = action.payload;
      })
      .addCase(fetchOfferHistory.rejected, (state, action) => {
        if (action.meta.arg !== state.selectedBank) return;
        state.loading = false;
        state.error = action.payload?.join('\n') ?? null;
      })
      .addCase(saveOffer.fulfilled, (state) => {
        state.saving = false;
        state.modal = null;
        state.notice = 'loans:editor.saved';
      })
      .addCase(retireOffer.fulfilled, (state) => {
        state.saving = false;
        state.modal = null;
        state.notice = 'loans:editor.retired';
      });
    for (const thunk of [saveOffer, retireOffer]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.saving = true;
          state.formErrors = [];
          state.notice = null;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.saving = false;
          state.formErrors = action.payload ?? [];
        });
    }
  },
});

export const { bankSelected, offerModalOpened, offerModalClosed } = offersEditorSlice.actions;
export const offersEditorReducer = offersEditorSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = offersEditorSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectOffersEditor = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof offersEditorSlice> {}
}
