import { assign, fromPromise } from 'xstate';
import { rentalsListMachine, type RentalDetail, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import { rentalFormMachine, type CreateRentalRequest, type PickedCustomer, type RentalFormField } from '../../../machines/rentals/rentalForm.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createFormGate } from '../../components/formGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';
import { searchCustomersWith } from '../../lib/customerSearch.ts';

/** The 'Alquileres' list with the app's effect: one page of GET /alquileres per query. */
export function provideRentalsList(deps: AppDeps) {
  return rentalsListMachine.provide({ actors: { loadPage: fromApi(deps.api.listRentals) } });
}

/** 'Exportar': every contract the current query matches, not just the page on screen. */
export const allRentalsOf = (deps: AppDeps) => (query: ListQuery<RentalListSortColumn>): Promise<RentalListRow[]> => fetchAllRows(deps.api.listRentals, query);

/** 'Nuevo alquiler''s gate: the held navigation, and the focus handed over by the page. */
export const createRentalFormGate = () => createFormGate<RentalFormField>();
export type RentalFormGate = ReturnType<typeof createRentalFormGate>;

/**
 * 'Nuevo alquiler' with the app's effects: the tenant search, POST /alquileres with the
 * submission's key (`newKey`, `crypto.randomUUID()` in the browser), 'Guardado correctamente.',
 * focus and the held navigation through the page's gate.
 */
export function provideRentalForm(deps: AppDeps, gate: RentalFormGate, newKey: () => string = () => crypto.randomUUID()) {
  const search = searchCustomersWith(deps);
  return rentalFormMachine.provide({
    actors: {
      createRental: fromPromise<RentalDetail, CreateRentalRequest>(({ input, signal }) => deps.api.createRental(input, signal)),
      searchCustomers: fromPromise<PickedCustomer[], string>(({ input, signal }) => search(input, signal)),
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
