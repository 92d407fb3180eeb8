import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { hasQueryValues, type QueryValues, readQuery, writeQuery } from './query-inputs.ts';

/** The language query (docs/requirements/site-and-pages.md#languages) survives a rewritten query. */
const KEPT = ['lang'] as const;

/**
 * A calculator page's result link (docs/requirements/site-and-pages.md#result-links). `load` runs once
 * the page has hydrated, when the query names at least one input, and whenever the visitor opens a
 * different link on the same page; it fills the form and calculates like the button. The returned
 * `publish` replaces the query with the inputs of a successful Calculate: no history entry, no scroll.
 */
export function useResultLink<Name extends string>(
  names: readonly Name[],
  load: (values: QueryValues<Name>) => void,
): (inputs: QueryValues<Name>) => void {
  const [params, setParams] = useSearchParams();
  const values = readQuery(params, names);
  // Empty values count too: `?tutar=` is a link whose amount the form must reject.
  const key = hasQueryValues(values) ? JSON.stringify(values) : '';
  // The query this page wrote itself: seeing it come back is not a new link to load.
  const written = useRef<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    if (key === '' || key === written.current) return;
    written.current = key;
    loadRef.current(valuesRef.current);
  }, [key]);

  return useCallback(
    (inputs: QueryValues<Name>) => {
      const query = writeQuery(names, inputs);
      written.current = JSON.stringify(readQuery(new URLSearchParams(query), names));
      setParams(
        (current) => {
          const next = new URLSearchParams(query);
          for (const name of KEPT) {
            const kept = current.get(name);
            if (kept !== null) next.set(name, kept);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [names, setParams],
  );
}
