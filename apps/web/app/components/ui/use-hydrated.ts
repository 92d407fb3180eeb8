import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and during hydration, true afterwards: for browser-only state. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
