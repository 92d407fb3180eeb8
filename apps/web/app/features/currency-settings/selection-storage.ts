import { parseStoredSelection, SELECTION_STORAGE_KEY } from '@pusula/core/market/ticker-codes.ts';

/** The stored selection as read (not yet checked against the codes on offer). */
export function readStoredSelection(): unknown {
  try {
    return parseStoredSelection(window.localStorage.getItem(SELECTION_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Saves the selection at once (spec section 4). The one seam for the accounts issue: saving to the
 * signed-in user's account belongs here too (a failed save is only logged, spec section 7).
 */
export function saveSelection(codes: readonly string[]): void {
  try {
    window.localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(codes));
  } catch (error) {
    console.warn('currency selection not saved', error);
  }
}
