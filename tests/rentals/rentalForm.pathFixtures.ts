import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { RentalDetail, RentalInput } from '../../machines/rentals/index.ts';
import type { RecordSaveRequest } from '../../machines/records/recordForm.types.ts';
import { rentalFormMachine, type PickedCustomer, type RentalFormEvent } from '../../machines/rentals/rentalForm.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { ANA, BLOCKED, DRAFT_RENTAL } from './rentalForm.fixtures.ts';

export { RENTAL_FORM_INPUT } from './rentalForm.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedRentalForm = rentalFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertRentalForm = keyedRentalForm.provide({
  actors: { saveRecord: neverSettles<RentalDetail, RecordSaveRequest<RentalInput>>(), searchCustomers: neverSettles<PickedCustomer[], string>() },
});

export type RentalFormModelEvent =
  | RentalFormEvent
  | DoneActorEvent<RentalDetail, 'saveRecord'>
  | ErrorActorEvent<unknown, 'saveRecord'>
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>;

export const rentalFormFixtures = {
  'field.changed': {
    property: { type: 'field.changed', field: 'property', value: 'Local 3' },
    rent: { type: 'field.changed', field: 'rent', value: '150000' },
    // A second rent: after a failed or refused submission, a change is a new intent.
    otherRent: { type: 'field.changed', field: 'rent', value: '160000' },
  },
  'customer.searched': { ana: { type: 'customer.searched', search: 'ana' } },
  'customer.picked': { ana: { type: 'customer.picked', customer: ANA }, blocked: { type: 'customer.picked', customer: BLOCKED } },
  'customer.cleared': { default: { type: 'customer.cleared' } },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveRecord': { saved: doneEvent('saveRecord', DRAFT_RENTAL) },
  'xstate.error.actor.saveRecord': {
    customerBlocked: errorEvent('saveRecord', { kind: 'status', status: 422, code: 'customerBlocked' }),
    timeout: errorEvent('saveRecord', { kind: 'timeout' }),
  },
  'xstate.done.actor.searchCustomers': { found: doneEvent('searchCustomers', [ANA, BLOCKED]) },
  'xstate.error.actor.searchCustomers': { network: errorEvent('searchCustomers', { kind: 'network' }) },
} satisfies EventFixtures<RentalFormModelEvent>;
