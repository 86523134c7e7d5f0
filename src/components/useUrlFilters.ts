import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsWithFilter, urlFiltersOf, type UrlFilterSpec } from '../../machines/records/urlFilters.ts';

interface Filterable {
  setFilter(key: string, value: string | null): void;
}

/**
 * A records list's filters kept in the URL (machines/records/urlFilters.ts): the list's view with a
 * `setFilter` that writes the address for the filters `spec` names (a new history entry, so back
 * undoes it) and the list's machine for the others. The machine follows the address: on the first
 * render and on every change of it (a link, back / forward). `spec` must be a module constant.
 */
export function useUrlFilters<V extends Filterable>(view: V, spec: UrlFilterSpec): V {
  const [params, setParams] = useSearchParams();
  // One string per set of values, so the effect runs when the address changes and not on every render.
  const wanted = JSON.stringify(urlFiltersOf(params, spec));
  // The view's intents are new functions whenever its values change (useView): only the address syncs.
  const latest = useRef(view.setFilter);
  useLayoutEffect(() => {
    latest.current = view.setFilter;
  });
  useEffect(() => {
    for (const [key, value] of Object.entries(JSON.parse(wanted) as Record<string, string | null>)) latest.current(key, value);
  }, [wanted]);
  const setFilter = useCallback(
    (key: string, value: string | null) => {
      if (Object.hasOwn(spec, key)) setParams((current) => paramsWithFilter(current, spec, key, value));
      else latest.current(key, value);
    },
    [spec, setParams],
  );
  return useMemo(() => ({ ...view, setFilter }), [view, setFilter]);
}
