import { api } from '../../lib/api-client/api.ts';

interface AccountSettings {
  selectedCurrencies: string[] | null;
}

/**
 * The signed-in user's saved ticker selection (GET /api/Users/settings): null when none was saved yet
 * or the request failed. Quiet: a failure is only logged (docs/requirements/market-and-funds.md#currency-settings), never a toast.
 */
export async function loadAccountSelection(): Promise<string[] | null> {
  try {
    const response = await api.get<AccountSettings>('/Users/settings', { quiet: true });
    return response.data.selectedCurrencies;
  } catch {
    return null;
  }
}

/** Saves the selection to the signed-in user's account; a failure is only logged by the client. */
export function saveAccountSelection(codes: readonly string[]): void {
  api.put('/Users/settings', { selectedCurrencies: codes }, { quiet: true }).catch(() => undefined);
}
