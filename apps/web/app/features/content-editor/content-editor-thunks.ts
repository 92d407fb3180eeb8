import type { CampaignAdmin, CampaignEdit, GuideAdmin, GuideEdit } from '@pusula/core/contract/content.ts';
import { failureMessages } from '../../lib/api-client/failure-messages.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { campaignEditOf } from './content-editor-state.ts';

// The content editor's requests; moving a campaign, which reads the slice, is in content-editor-slice.ts.

export type Rejectable = { rejectValue: string[] };

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
