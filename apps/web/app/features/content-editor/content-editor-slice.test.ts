import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { describe, expect, it } from 'vitest';
import { contentEditorReducer, contentModalOpened, moveCampaign } from './content-editor-slice.ts';
import { campaignEditOf, initialContentEditorState, movedOrder } from './content-editor-state.ts';
import { saveCampaign, saveGuide, setCampaignActive } from './content-editor-thunks.ts';

const campaign = (id: number, sortOrder: number, active = true): CampaignAdmin => ({
  id,
  image: '/images/campaigns/a.svg',
  imageWidth: 640,
  imageHeight: 360,
  link: '/kampanyalar',
  active,
  sortOrder,
  isSample: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'admin',
  texts: {
    tr: { title: `K${id}`, description: 'Açıklama metni' },
    en: { title: `C${id}`, description: 'Description text' },
    ar: { title: `ح${id}`, description: 'نص الوصف هنا' },
  },
});

describe('content editor state', () => {
  it('moves an id one place and refuses to move past either end', () => {
    expect(movedOrder([4, 7, 9], 7, -1)).toEqual([7, 4, 9]);
    expect(movedOrder([4, 7, 9], 7, 1)).toEqual([4, 9, 7]);
    expect(movedOrder([4, 7, 9], 4, -1)).toBeNull();
    expect(movedOrder([4, 7, 9], 9, 1)).toBeNull();
    expect(movedOrder([4, 7, 9], 5, 1)).toBeNull();
  });

  it('turns a campaign on or off with the rest of it unchanged', () => {
    const row = campaign(3, 1);
    expect(campaignEditOf(row, false)).toEqual({
      image: row.image,
      link: row.link,
      active: false,
      texts: row.texts,
    });
  });

  it('closes the campaign dialog on a save and puts the saved row in its place by order', () => {
    let state = { ...initialContentEditorState, campaigns: [campaign(1, 1), campaign(2, 2)] };
    state = contentEditorReducer(state, contentModalOpened({ type: 'campaign', id: null }));
    state = contentEditorReducer(state, {
      type: saveCampaign.fulfilled.type,
      payload: campaign(5, 3),
      meta: { arg: { id: null } },
    });
    expect(state.modal).toBeNull();
    expect(state.campaigns.map((row) => row.id)).toEqual([1, 2, 5]);
    state = contentEditorReducer(state, {
      type: setCampaignActive.fulfilled.type,
      payload: campaign(2, 2, false),
    });
    expect(state.campaigns.find((row) => row.id === 2)?.active).toBe(false);
  });

  it("keeps a failed save's messages for the dialog and the typed dialog open", () => {
    let state = contentEditorReducer(
      initialContentEditorState,
      contentModalOpened({ type: 'guide', slug: 'a' }),
    );
    state = contentEditorReducer(state, { type: saveGuide.pending.type, meta: { arg: {} } });
    expect(state.saving).toBe(true);
    state = contentEditorReducer(state, { type: saveGuide.rejected.type, payload: ['texts.tr.slug: x'] });
    expect(state).toMatchObject({ saving: false, formErrors: ['texts.tr.slug: x'] });
    expect(state.modal).toEqual({ type: 'guide', slug: 'a' });
  });

  it('takes the order the server answers after a move, and frees the row', () => {
    let state = { ...initialContentEditorState, campaigns: [campaign(1, 1), campaign(2, 2)] };
    state = contentEditorReducer(state, {
      type: moveCampaign.pending.type,
      meta: { arg: { id: 2, offset: -1 } },
    });
    expect(state.busyId).toBe(2);
    state = contentEditorReducer(state, {
      type: moveCampaign.fulfilled.type,
      payload: [campaign(1, 2), campaign(2, 1)],
    });
    expect(state.campaigns.map((row) => row.id)).toEqual([2, 1]);
    expect(state.busyId).toBeNull();
  });
});
