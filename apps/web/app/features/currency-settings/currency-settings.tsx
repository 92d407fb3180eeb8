import { sanitizeSelection, TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { CurrencySettingsModal } from './currency-settings-modal.tsx';
import { selectionChanged } from './selection-slice.ts';
import { readStoredSelection, saveSelection } from './selection-storage.ts';

/**
 * Always mounted by the app shell: restores `selectedCurrencies` after hydration, checks it against the
 * codes the server offers (invalid codes dropped, default when none remain), renders the modal when open.
 */
export function CurrencySettings() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.currencySettingsOpen);
  const codes = useAppSelector((state) => state.currencySelection.codes);
  const quotes = useAppSelector((state) => state.ticker.quotes);
  const fromServer = useAppSelector((state) => state.ticker.status === 'ready' && !state.ticker.fallback);

  // The stored choice, as far as it can be read before the server's codes are known.
  useEffect(() => {
    const stored = readStoredSelection();
    if (Array.isArray(stored) && stored.length > 0) {
      dispatch(selectionChanged(sanitizeSelection(stored, TICKER_CODES)));
    }
  }, [dispatch]);

  // Once the server's codes are known: keep only what it offers, and save the result.
  useEffect(() => {
    if (!fromServer) return;
    const offered = quotes.filter((quote) => quote.value > 0).map((quote) => quote.code);
    const stored = readStoredSelection();
    const valid = sanitizeSelection(stored, offered);
    dispatch(selectionChanged(valid));
    if (JSON.stringify(stored) !== JSON.stringify(valid)) saveSelection(valid);
  }, [dispatch, fromServer, quotes]);

  return open ? <CurrencySettingsModal selected={codes} /> : null;
}
