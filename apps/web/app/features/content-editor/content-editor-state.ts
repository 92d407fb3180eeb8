import type { CampaignAdmin, CampaignEdit, GuideAdmin } from '@pusula/core/contract/content.ts';

/** A campaign's edit body as it stands, with `active` possibly turned (the store never pulls in zod). */
export function campaignEditOf(campaign: CampaignAdmin, active = campaign.active): CampaignEdit {
  return { image: campaign.image, link: campaign.link, active, texts: campaign.texts };
}

/** Which dialog is open: a campaign (null id: a new one) or a guide (by its Turkish slug). */
export type ContentModal = { type: 'campaign'; id: number | null } | { type: 'guide'; slug: string };

/** The content editor's state (its slice: content-editor-slice.ts). */
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
