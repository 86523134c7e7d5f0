import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialPeriodOf, periodSyncOf, type AnalyticsInput, type AnalyticsView, type Period } from '../../../machines/analytics/index.ts';
import { paramsWithFilter, PERIOD_URL_FILTERS, urlFiltersOf } from '../../../machines/records/index.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';

const periodOf = (from: string | null, to: string | null): Period | null => (from === null || to === null ? null : { from, to });

/** The machine's input when the page mounts: the address's period, if it can be checked already (`initialPeriodOf`). */
export function useInitialPeriod(): AnalyticsInput {
  const [params] = useSearchParams();
  const { businessDate } = useActiveLocation();
  const [input] = useState(() => {
    const { from, to } = urlFiltersOf(params, PERIOD_URL_FILTERS);
    return { period: initialPeriodOf(periodOf(from, to), businessDate) };
  });
  return input;
}

/** The period of 'Analítica' kept in the page's address (machines/analytics/periodInUrl.ts). */
export function usePeriodInUrl(view: AnalyticsView) {
  const [params, setParams] = useSearchParams();
  const url = urlFiltersOf(params, PERIOD_URL_FILTERS);
  const [urlFrom, urlTo] = [url.from, url.to];
  const [heldFrom, heldTo] = [view.period?.from ?? null, view.period?.to ?? null];
  const latest = useRef(view.choosePeriod);
  useLayoutEffect(() => {
    latest.current = view.choosePeriod;
  });
  const before = useRef<Period | null>(null);
  useEffect(() => {
    const held = periodOf(heldFrom, heldTo);
    const sync = periodSyncOf(periodOf(urlFrom, urlTo), held, before.current);
    before.current = held;
    if (sync?.do === 'choose') latest.current(sync.period.from, sync.period.to);
    else if (sync?.do === 'write') {
      const { from, to } = sync.period;
      setParams((current) => paramsWithFilter(paramsWithFilter(current, PERIOD_URL_FILTERS, 'from', from), PERIOD_URL_FILTERS, 'to', to), { replace: sync.replace });
    }
  }, [urlFrom, urlTo, heldFrom, heldTo, setParams]);
}
