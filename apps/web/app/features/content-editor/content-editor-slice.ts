import type { CampaignAdmin, CampaignEdit, GuideAdmin, GuideEdit } from '@pusula/core/contract/content.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failureMessages } from '../../lib/api-client/failure-messages.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { rootReducer } from '../../store/store.ts';

/** A campaign's edit body as it stands, with `active` possibly turned (the store never pulls in zod). */
export function campaignEditOf(campaign: CampaignAdmin, active = campaign.active): CampaignEdit {
  return { image: campaign.image, link: campaign.link, active, texts: campaign.texts };
}

/** Which dialog is open: a campaign (null id: a new one) or a guide (by its Turkish slug). */
export type ContentModal = { type: 'campaign'; id: number | null } | { type: 'guide'; slug: string };

export interface ContentEditorState {
  campaigns: CampaignAdmin[];
  guides: GuideAdmin[];
  loadingCampaigns: boolean;
  loadingGuides: boolean;
  /** A failed load or row action, shown above the tables. */
  error: string | null;
  saving: boolean;
  /** The server's messages for the last failed save, shown in the open dialog. */
  formErrors: string[];
  modal: ContentModal | null;
  /** The campaign whose activation or move is under way (its buttons wait). */
  busyId: number | null;
}

export const initialContentEditorState: ContentEditorState = {
  campaigns: [],
  guides: [],
  loadingCampaigns: false,
  loadingGuides: false,
  error: null,
  saving: false,
  formErrors: [],
  modal: null,
  busyId: null,
};

/** The ids in their order once `id` has moved one place up (-1) or down (+1); null at an edge. */
export function movedOrder(ids: readonly number[], id: number, offset: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

type Rejectable = { rejectValue: string[] };
type WithState = Rejectable & { state: { contentEditor?: ContentEditorState } };

export const fetchCampaigns = createAppAsyncThunk<CampaignAdmin[], void, Rejectable>(
  'contentEditor/campaigns',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<{ data: CampaignAdmin[] }>('/campaigns/admin')).data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'cms:errors.loadFailed'));
    }
  },
);

export const fetchGuides = createAppAsyncThunk<GuideAdmin[], void, Rejectable>(
  'contentEditor/guides',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<{ data: GuideAdmin[] }>('/guides/admin')).data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'cms:errors.loadFailed'));
    }
  },
);

/** Adds (POST) or changes (PUT) a campaign; answers the saved campaign. */
export const saveCampaign = createAppAsyncThunk<
  CampaignAdmin,
  { id: number | null; edit: CampaignEdit },
  Rejectable
>('contentEditor/saveCampaign', async ({ id, edit }, { rejectWithValue, extra }) => {
  try {
    const response =
      id === null
        ? await extra.api.post<{ data: CampaignAdmin }>('/campaigns/admin', edit)
        : await extra.api.put<{ data: CampaignAdmin }>(`/campaigns/admin/${id}`, edit);
    return response.data.data;
  } catch (error) {
    return rejectWithValue(failureMessages(error, 'cms:errors.saveFailed'));
  }
});

/** Puts a campaign on the site or takes it off (the same PUT with `active` turned). */
export const setCampaignActive = createAppAsyncThunk<
  CampaignAdmin,
  { campaign: CampaignAdmin; active: boolean },
  Rejectable
>('contentEditor/setActive', async ({ campaign, active }, { rejectWithValue, extra }) => {
  try {
    const body = campaignEditOf(campaign, active);
    return (await extra.api.put<{ data: CampaignAdmin }>(`/campaigns/admin/${campaign.id}`, body)).data.data;
  } catch (error) {
    return rejectWithValue(failureMessages(error, 'cms:errors.saveFailed'));
  }
});

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

/** Saves a guide's texts; the answer carries the content as the server sanitised it. */
export const saveGuide = createAppAsyncThunk<GuideAdmin, { slug: string; edit: GuideEdit }, Rejectable>(
  'contentEditor/saveGuide',
  async ({ slug, edit }, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.put<{ data: GuideAdmin }>(`/guides/admin/${encodeURIComponent(slug)}`, edit))
        .data.data;
    } catch (error) {
      return rejectWithValue(failureMessages(error, 'cms:errors.saveFailed'));
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
