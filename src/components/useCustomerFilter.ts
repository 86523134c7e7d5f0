import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { connectCustomerFilter } from '../../machines/records/customerFilter.connect.ts';
import { CUSTOMER_PARAM, customerParamOf } from '../../machines/records/customerFilter.machine.ts';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { paramsWithFilter, type UrlFilterSpec } from '../../machines/records/urlFilters.ts';
import { provideCustomerFilter } from '../lib/customerFilterLogic.ts';
import { useScreenActor } from './screen/useScreenActor.ts';
import { useView } from './screen/useView.ts';

/** `?cliente`, written the way every list's URL filter is (its id is read by `customerParamOf`). */
const CUSTOMER_URL_FILTER: UrlFilterSpec = { customer: { param: CUSTOMER_PARAM, accepts: (value) => customerParamOf(value) !== null } };

/**
 * A records list's filter by customer, kept in the URL (`?cliente=<id>`, its one source: the
 * customer's page links there, back and forward restore it): the list's `key` filter and the
 * `<CustomerFilter>` control both follow it. Picking or clearing writes the URL.
 */
export function useCustomerFilter(setFilter: (key: string, value: string | null) => void, key: string) {
  const [params, setParams] = useSearchParams();
  const customerId = customerParamOf(params.get(CUSTOMER_PARAM));
  const actor = useScreenActor((sofia) => provideCustomerFilter(sofia.deps));
  const view = useView(actor, connectCustomerFilter);
  const { sync, pick, clearCustomer } = view;
  // Only a change of the URL syncs. The intents are new functions whenever their view's values
  // change (useView), and re-sending the URL then would undo a pick the URL has not caught up with.
  const latest = useRef({ setFilter, sync });
  useLayoutEffect(() => {
    latest.current = { setFilter, sync };
  });
  useEffect(() => {
    latest.current.setFilter(key, customerId === null ? null : String(customerId));
    latest.current.sync(customerId);
  }, [customerId, key]);
  const onPick = useCallback(
    (customer: PickedCustomer) => {
      pick(customer);
      setParams((current) => paramsWithFilter(current, CUSTOMER_URL_FILTER, 'customer', String(customer.id)));
    },
    [pick, setParams],
  );
  const onClear = useCallback(() => {
    clearCustomer();
    setParams((current) => paramsWithFilter(current, CUSTOMER_URL_FILTER, 'customer', null));
  }, [clearCustomer, setParams]);
  return { view, onPick, onClear };
}
