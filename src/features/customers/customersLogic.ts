import { assign, fromPromise } from 'xstate';
import {
  customerDetailMachine,
  customerFormMachine,
  customersListMachine,
  type Customer,
  type CustomerField,
  type CustomerSortColumn,
  type SaveCustomerRequest,
} from '../../../machines/customers/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The 'Clientes' list with the app's effect: one page of GET /clientes per query. */
export function provideCustomersList(deps: AppDeps) {
  return customersListMachine.provide({ actors: { loadPage: fromApi(deps.api.listCustomers) } });
}

/** 'Exportar': every customer the current query matches, not just the page on screen. */
export const allCustomersOf = (deps: AppDeps) => (query: ListQuery<CustomerSortColumn>): Promise<Customer[]> =>
  fetchAllRows(deps.api.listCustomers, query);

/** A customer's detail (GET /clientes/{id}); its 'Historial' is the shared panel's. */
export function provideCustomerDetail(deps: AppDeps) {
  return customerDetailMachine.provide({ actors: { loadCustomer: fromApi(deps.api.getCustomer) } });
}

/** The screen kit's navigation gate, plus "focus this field" handed over by the page (its inputs' ids). */
export function createFormGate() {
  let focus: (field: CustomerField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: CustomerField) => void) {
      focus = focusField;
    },
    focus(field: CustomerField) {
      focus(field);
    },
  };
}

export type FormGate = ReturnType<typeof createFormGate>;

/** The save as the API slice takes it: POST with the submission's key, or PUT with the version. */
const saveWith = (deps: AppDeps) => (request: SaveCustomerRequest, signal?: AbortSignal): Promise<Customer> =>
  request.kind === 'create'
    ? deps.api.createCustomer({ input: request.input, idempotencyKey: request.idempotencyKey }, signal)
    : deps.api.updateCustomer({ id: request.id, update: request.update }, signal);

/**
 * The customer form with the app's effects: the save and reload calls, a fresh idempotency key per
 * submission (`newKey`, `crypto.randomUUID()` in the browser), the catalogue's 'Guardado
 * correctamente.' alert, focus and the held navigation through the page's gate.
 */
export function provideCustomerForm(deps: AppDeps, gate: FormGate, newKey: () => string = () => crypto.randomUUID()) {
  const save = saveWith(deps);
  return customerFormMachine.provide({
    actors: {
      saveCustomer: fromPromise<Customer, SaveCustomerRequest>(({ input, signal }) => save(input, signal)),
      loadCustomer: fromApi(deps.api.getCustomer),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, field) => gate.focus(field),
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      proceedNavigation: () => gate.proceed(),
      cancelNavigation: () => gate.stay(),
    },
  });
}
