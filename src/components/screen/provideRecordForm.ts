import { assign, fromPromise } from 'xstate';
import type { PickedCustomer } from '../../../machines/records/customerPick.ts';
import type { RecordFormMachine } from '../../../machines/records/recordForm.machine.ts';
import type { RecordFormField, RecordFormTypes, RecordSaveRequest } from '../../../machines/records/recordForm.types.ts';
import type { AppDeps } from '../../app/deps.ts';
import { CATALOGUE } from '../../i18n/messages.ts';
import { searchCustomersWith } from '../../lib/customerSearch.ts';
import type { FormGate } from '../formGate.ts';

/**
 * A record form ('Nuevo préstamo', 'Nuevo alquiler', 'Nueva deuda'…) with the app's effects: the
 * customer search, the area's POST (`save`) with the submission's key (`newKey`,
 * `crypto.randomUUID()` in the browser), 'Guardado correctamente.', focus and the held navigation
 * through the page's gate.
 */
export function provideRecordForm<T extends RecordFormTypes>(
  machine: RecordFormMachine<T>,
  deps: AppDeps,
  gate: FormGate<RecordFormField<T>>,
  save: (request: RecordSaveRequest<T['body']>, signal: AbortSignal) => Promise<T['saved']>,
  newKey: () => string = () => crypto.randomUUID(),
) {
  const search = searchCustomersWith(deps);
  return machine.provide({
    actors: {
      saveRecord: fromPromise<T['saved'], RecordSaveRequest<T['body']>>(({ input, signal }) => save(input, signal)),
      searchCustomers: fromPromise<PickedCustomer[], string>(({ input, signal }) => search(input, signal)),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, { field }) => gate.focus(field),
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      proceedNavigation: () => gate.proceed(),
      cancelNavigation: () => gate.stay(),
    },
  });
}
