import { recordDetailMachine } from '../records/recordDetail.machine.ts';
import type { ActionInput, ActionInputErrors } from '../records/recordDetail.types.ts';
import type { RentalDetail } from './rental.schema.ts';
import { RENTAL_ACTION_REFUSALS, rentalInputErrors, type RentalAction } from './rentalActions.ts';

/** What the dialog lacks before it is sent (rentalActions.ts): nothing to check until the contract is loaded. */
export const rentalInputErrorsOf = (action: RentalAction, input: ActionInput, rental: RentalDetail | null): ActionInputErrors =>
  rental === null ? {} : rentalInputErrors(action, input, rental);

/**
 * A contract's page (/alquileres/{id}) on the record page kit (machines/records/recordDetail.machine.ts
 * says how it behaves): 'Firmar contrato', 'Descartar borrador', 'Renovar' (a new end date, after
 * the current one, closing a whole period), 'Finalizar', 'Rescindir' (a date within the contract
 * and a reason), 'Liquidar depósito'; the contract's refusals (RENTAL_ACTION_REFUSALS) each have
 * their own text. Its actions take dates, so its chart hears 'date.changed'.
 */
export const rentalDetailMachine = recordDetailMachine<RentalDetail, RentalAction>({
  id: 'rentalDetail',
  refusals: RENTAL_ACTION_REFUSALS,
  inputErrorsOf: rentalInputErrorsOf,
  takesDate: true,
});
