import { useEffect } from 'react';
import { useAppDispatch } from '../../store/store.ts';
import { fetchTickerRates } from './ticker-slice.ts';

/** docs/requirements/market-and-funds.md#ticker: the ticker refreshes every 90 s. */
export const TICKER_REFRESH_MS = 90_000;

/**
 * Loads the rates on mount and every 90 s while the tab is visible; a hidden tab pauses the refresh,
 * and coming back after 90 s or more fetches at once.
 */
export function useTickerRefresh() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const load = () => {
      last = Date.now();
      void dispatch(fetchTickerRates());
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(load, TICKER_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearInterval(timer);
        timer = undefined;
        return;
      }
      if (Date.now() - last >= TICKER_REFRESH_MS) load();
      start();
    };
    load();
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch]);
}
