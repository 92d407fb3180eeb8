import { parseStoredSelection, SELECTION_STORAGE_KEY } from '@pusula/core/market/ticker-codes.ts';

/** The stored selection as read (not yet checked against the codes on offer). */
export function readStoredSelection(): unknown {
  try {
    return parseStoredSelection(window.localStorage.getItem(SELECTION_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Saves the selection to browser storage at once (docs/requirements/market-and-funds.md#currency-settings); account-selection.ts does the account. */
export function saveSelection(codes: readonly string[]): void {
  try {
    window.localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(codes));
  } catch (error) {
    console.warn('currency selection not saved', error);
  }
}
