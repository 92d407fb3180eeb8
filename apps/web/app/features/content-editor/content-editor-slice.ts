import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failureMessages } from '../../lib/api-client/failure-messages.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';
import {
  type ContentEditorState,
  type ContentModal,
  initialContentEditorState,
  movedOrder,
} from './content-editor-state.ts';
import {
  fetchCampaigns,
  fetchGuides,
  type Rejectable,
  saveCampaign,
  saveGuide,
  setCampaignActive,
} from './content-editor-thunks.ts';

type WithState = Rejectable & { state: { contentEditor?: ContentEditorState } };

// Here, not in content-editor-thunks.ts: it reads this slice through `selectContentEditor` below, which
// needs the slice and so its thunks (an import cycle otherwise).
/** Moves a campaign one place; the whole order goes to the server, which answers every campaign. */
export const moveCampaign = createAppAsyncThunk<CampaignAdmin[], { id: number; offset: -1 | 1 }, WithState>(
  'contentEditor/move',
  async ({ id, offset }, { getState, rejectWithValue, extra }) => {
    const ids = movedOrder(
      selectContentEditor(getState()).campaigns.map((campaign) => campaign.id),
      id,
      offset,
    );
    if (!ids) return rejectWithValue([]);
    try {
      return (await extra.api.put<{ data: CampaignAdmin[] }>('/campaigns/admin/order', { ids })).data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'cms:errors.moveFailed'));
    }
  },
);

const bySortOrder = (a: CampaignAdmin, b: CampaignAdmin) => a.sortOrder - b.sortOrder || a.id - b.id;

function upsertCampaign(list: CampaignAdmin[], saved: CampaignAdmin): CampaignAdmin[] {
  const others = list.filter((campaign) => campaign.id !== saved.id);
  return [...others, saved].sort(bySortOrder);
}

const contentEditorSlice = createSlice({
  name: 'contentEditor',
  initialState: initialContentEditorState,
  reducers: {
    contentModalOpened(state, action: PayloadAction<ContentModal>) {
      state.modal = action.payload;
      state.formErrors = [];
    },
    contentModalClosed(state) {
      state.modal = null;
      state.formErrors = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCampaigns.pending, (state) => {
        state.loadingCampaigns = true;
        state.error = null;
      })
      .addCase(fetchCampaigns.fulfilled, (state, action) => {
        state.loadingCampaigns = false;
        state.campaigns = [...action.payload].sort(bySortOrder);
      })
      .addCase(fetchCampaigns.rejected, (state, action) => {
        state.loadingCampaigns = false;
        state.error = action.payload?.join('\n') ?? null;
      })
      .addCase(fetchGuides.pending, (state) => {
        state.loadingGuides = true;
        state.error = null;
      })
      .addCase(fetchGuides.fulfilled, (state, action) => {
        state.loadingGuides = false;
        state.guides = action.payload;
      })
      .addCase(fetchGuides.rejected, (state, action) => {
        state.loadingGuides = false;
        state.error = action.payload?.join('\n') ?? null;
      })
      .addCase(saveCampaign.fulfilled, (state, action) => {
        state.saving = false;
        state.modal = null;
        state.campaigns = upsertCampaign(state.campaigns, action.payload);
      })
      // The guide dialog stays open: it shows the saved (sanitised) version.
      .addCase(saveGuide.fulfilled, (state, action) => {
        state.saving = false;
        state.guides = state.guides.map((guide) => (guide.id === action.payload.id ? action.payload : guide));
      })
      .addCase(setCampaignActive.fulfilled, (state, action) => {
        state.busyId = null;
        state.campaigns = upsertCampaign(state.campaigns, action.payload);
      })
      .addCase(moveCampaign.fulfilled, (state, action) => {
        state.busyId = null;
        state.campaigns = [...action.payload].sort(bySortOrder);
      });
    for (const thunk of [saveCampaign, saveGuide]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.saving = true;
          state.formErrors = [];
        })
        .addCase(thunk.rejected, (state, action) => {
          state.saving = false;
          state.formErrors = action.payload ?? [];
        });
    }
    for (const thunk of [setCampaignActive, moveCampaign]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state.busyId = 'campaign' in action.meta.arg ? action.meta.arg.campaign.id : action.meta.arg.id;
          state.error = null;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.busyId = null;
          const messages = action.payload ?? [];
          state.error = messages.length > 0 ? messages.join('\n') : null;
        });
    }
  },
});

export const { contentModalOpened, contentModalClosed } = contentEditorSlice.actions;
export const contentEditorReducer = contentEditorSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = contentEditorSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectContentEditor = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof contentEditorSlice> {}
}
