import { useEffect, useState } from 'react';

type Fallback = typeof import('./fund-fallback.ts');

let loaded: Fallback | undefined;
const load = () =>
  import('./fund-fallback.ts').then((module) => {
    loaded = module;
    return module;
  });

/**
 * The built-in fallback funds (docs/requirements/market-and-funds.md#fund-fallback), loaded only once
 * the API has failed: they are shown on failure only, so they stay out of the page's first load
 * (docs/decisions/0009-start-and-first-load.md). Undefined until `needed` and loaded.
 */
export function useFundFallback(needed: boolean): Fallback | undefined {
  const [fallback, setFallback] = useState<Fallback | undefined>(loaded);
  useEffect(() => {
    if (!needed || fallback) return;
    let live = true;
    void load().then((module) => {
      if (live) setFallback(module);
    });
    return () => {
      live = false;
    };
  }, [needed, fallback]);
  return needed ? fallback : undefined;
}
