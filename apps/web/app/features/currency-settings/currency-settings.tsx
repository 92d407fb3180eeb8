import { sanitizeSelection, TICKER_CODES } from '@pusula/core/market/ticker-codes.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { loadAccountSelection, saveAccountSelection } from './account-selection.ts';
import type { TickerQuotes } from './currency-settings-modal.tsx';
import { selectCurrencySelection, selectionChanged } from './selection-slice.ts';
import { readStoredSelection, saveSelection } from './selection-storage.ts';

// The dialog and its drag-and-drop (dnd-kit) load when it first opens, not with every page (docs/decisions/0009-start-and-first-load.md).
const CurrencySettingsModal = lazy(() =>
  import('./currency-settings-modal.tsx').then((module) => ({ default: module.CurrencySettingsModal })),
);

// The ticker's slice is the home page's (injected by the ticker's module): elsewhere there are no quotes to offer.
const NO_QUOTES: TickerQuotes = [];
/**
 * Always mounted by the app shell: restores `selectedCurrencies` after hydration, checks it against the
 * codes the server offers (invalid codes dropped, default when none remain), renders the modal when open.
 * Signed in, the account's saved selection wins over the browser's; an account with none yet adopts the
 * browser's. Anonymous visitors keep it in browser storage only.
 */
export function CurrencySettings() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.currencySettingsOpen);
  const codes = useAppSelector((state) => selectCurrencySelection(state).codes);
  const quotes = useAppSelector((state) => state.ticker?.quotes ?? NO_QUOTES);
  const fromServer = useAppSelector((state) => state.ticker?.status === 'ready' && !state.ticker.fallback);
  const signedIn = useAppSelector((state) => state.auth?.isAuthenticated === true);
  const [accountLoads, setAccountLoads] = useState(0);
  const current = useRef(codes);
  current.current = codes;

  // The stored choice, as far as it can be read before the server's codes are known.
  useEffect(() => {
    const stored = readStoredSelection();
    if (Array.isArray(stored) && stored.length > 0) {
      dispatch(selectionChanged(sanitizeSelection(stored, TICKER_CODES)));
    }
  }, [dispatch]);

  // Signed in: the account's selection, copied to the browser; none yet: the account takes the browser's.
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void loadAccountSelection().then((saved) => {
      if (cancelled) return;
      if (saved && saved.length > 0) {
        saveSelection(saved);
        dispatch(selectionChanged(sanitizeSelection(saved, TICKER_CODES)));
        setAccountLoads((n) => n + 1);
      } else {
        saveAccountSelection(current.current);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, signedIn]);

  // Once the server's codes are known: keep only what it offers, and save the result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: accountLoads re-runs it after an account load
  useEffect(() => {
    if (!fromServer) return;
    const offered = quotes.filter((quote) => quote.value > 0).map((quote) => quote.code);
    const stored = readStoredSelection();
    const valid = sanitizeSelection(stored, offered);
    dispatch(selectionChanged(valid));
    if (JSON.stringify(stored) !== JSON.stringify(valid)) {
      saveSelection(valid);
      if (signedIn) saveAccountSelection(valid);
    }
  }, [dispatch, fromServer, quotes, accountLoads, signedIn]);

  return open ? (
    <Suspense fallback={null}>
      <CurrencySettingsModal selected={codes} quotes={quotes} />
    </Suspense>
  ) : null;
}
