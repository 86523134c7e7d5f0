import { rentalsListMachine, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import { rentalFormMachine, type RentalFormField } from '../../../machines/rentals/rentalForm.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { FormGate } from '../../components/formGate.ts';
import { provideRecordForm } from '../../components/screen/provideRecordForm.ts';

/** The 'Alquileres' list with the app's effect: one page of GET /alquileres per query. */
export function provideRentalsList(deps: AppDeps) {
  return rentalsListMachine.provide({ actors: { loadPage: fromApi(deps.api.listRentals) } });
}

/** 'Exportar': every contract the current query matches, not just the page on screen. */
export const allRentalsOf = (deps: AppDeps) => (query: ListQuery<RentalListSortColumn>): Promise<RentalListRow[]> => fetchAllRows(deps.api.listRentals, query);

/** The form's gate (src/components/formGate.ts), made by the page (useRecordFormPage). */
export type RentalFormGate = FormGate<RentalFormField>;

/** 'Nuevo alquiler' with the app's effects (src/components/screen/provideRecordForm.ts): its POST is /alquileres. */
export const provideRentalForm = (deps: AppDeps, gate: RentalFormGate, newKey?: () => string) =>
  provideRecordForm(rentalFormMachine, deps, gate, ({ body, idempotencyKey }, signal) => deps.api.createRental({ rental: body, idempotencyKey }, signal), newKey);
