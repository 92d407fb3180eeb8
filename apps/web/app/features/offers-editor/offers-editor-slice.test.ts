import offersTexts from '@pusula/core/i18n/locales/tr/offers.json';
import { describe, expect, it } from 'vitest';
import { failureMessages } from '../../lib/api-client/failure-messages.ts';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import {
  bankSelected,
  fetchEditorBanks,
  fetchOfferHistory,
  initialOffersEditorState,
  offerModalClosed,
  offerModalOpened,
  offersEditorReducer,
  retireOffer,
  saveOffer,
} from './offers-editor-slice.ts';
import type { EditorBank, OfferHistory } from './offers-editor-types.ts';

const bank = (name: string, sortOrder: number): EditorBank => ({
  id: sortOrder,
  name,
  displayName: name,
  isParticipation: false,
  sortOrder,
});
const banks = [bank('Ziraat', 1), bank('Garanti', 3)];
const history: OfferHistory = { loans: [], deposits: [] };

// The console brings these texts (loadConsoleTexts) before its pages render.
addTurkishTexts({ offers: offersTexts });

describe('offers editor state', () => {
  it('selects the first bank once the banks arrive, and keeps a choice the list still has', () => {
    const loaded = offersEditorReducer(initialOffersEditorState, {
      type: fetchEditorBanks.fulfilled.type,
      payload: banks,
    });
    expect(loaded.selectedBank).toBe('Ziraat');
    const chosen = offersEditorReducer(loaded, bankSelected('Garanti'));
    expect(chosen).toMatchObject({ selectedBank: 'Garanti', history: null });
    const again = offersEditorReducer(chosen, { type: fetchEditorBanks.fulfilled.type, payload: banks });
    expect(again.selectedBank).toBe('Garanti');
  });

  it('drops a history answer for a bank the editor has left (the slower answer never wins)', () => {
    const state = { ...initialOffersEditorState, banks, selectedBank: 'Garanti', loading: true };
    const stale = offersEditorReducer(state, {
      type: fetchOfferHistory.fulfilled.type,
      payload: history,
      meta: { arg: 'Ziraat' },
    });
    expect(stale.history).toBeNull();
    const fresh = offersEditorReducer(state, {
      type: fetchOfferHistory.fulfilled.type,
      payload: history,
      meta: { arg: 'Garanti' },
    });
    expect(fresh).toMatchObject({ history, loading: false });
  });

  it("keeps the modal open with the server's reasons when a save fails; success closes it with a notice", () => {
    const open = offersEditorReducer(
      { ...initialOffersEditorState, selectedBank: 'Garanti' },
      offerModalOpened({ type: 'edit', kind: 'loan', offerId: 7 }),
    );
    const pending = offersEditorReducer(open, { type: saveOffer.pending.type });
    expect(pending.saving).toBe(true);
    const failed = offersEditorReducer(pending, {
      type: saveOffer.rejected.type,
      payload: ['Oran 0 ile 500 arasında olmalıdır.'],
    });
    expect(failed).toMatchObject({
      saving: false,
      modal: { type: 'edit', kind: 'loan', offerId: 7 },
      formErrors: ['Oran 0 ile 500 arasında olmalıdır.'],
    });
    const saved = offersEditorReducer(failed, { type: saveOffer.fulfilled.type, payload: 8 });
    expect(saved).toMatchObject({ saving: false, modal: null, notice: 'loans:editor.saved' });
    const retired = offersEditorReducer(
      offersEditorReducer(saved, offerModalOpened({ type: 'retire', kind: 'deposit', offerId: 3 })),
      { type: retireOffer.fulfilled.type, payload: 3 },
    );
    expect(retired).toMatchObject({ modal: null, notice: 'loans:editor.retired' });
  });

  it('closing a modal clears its errors', () => {
    const failed = {
      ...initialOffersEditorState,
      modal: { type: 'add', kind: 'deposit' } as const,
      formErrors: ['x'],
    };
    expect(offersEditorReducer(failed, offerModalClosed())).toMatchObject({ modal: null, formErrors: [] });
  });

  it("reads the server's errors list, else its message", () => {
    const both = new ApiError('joined', 400, { message: 'Geçersiz istek.', errors: ['a', 'b'] });
    expect(failureMessages(both, 'offers:errors.saveFailed')).toEqual(['a', 'b']);
    const plain = new ApiError('Sunucu hatası.', 500, { message: 'Sunucu hatası.' });
    expect(failureMessages(plain, 'offers:errors.saveFailed')).toEqual(['Sunucu hatası.']);
    expect(failureMessages(new Error('boom'), 'offers:errors.saveFailed')).toEqual(['Teklif kaydedilemedi.']);
  });
});
