import { assign, fromPromise } from 'xstate';
import { debtFormMachine, type CreateDebtRequest, type DebtDetail, type DebtFormField } from '../../../machines/debts/index.ts';
import type { PickedCustomer } from '../../../machines/records/customerPick.ts';
import type { AppDeps } from '../../app/deps.ts';
import { searchCustomersWith } from '../../lib/customerSearch.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The screen kit's navigation gate, plus "focus this field" handed over by the page. */
export function createDebtFormGate() {
  let focus: (field: DebtFormField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: DebtFormField) => void) {
      focus = focusField;
    },
    focus(field: DebtFormField) {
      focus(field);
    },
  };
}

export type DebtFormGate = ReturnType<typeof createDebtFormGate>;

/**
 * 'Nueva deuda' / 'Nuevo honorario' with the app's effects: the customer search, POST /deudas or
 * /honorarios with the submission's key (`newKey`, `crypto.randomUUID()` in the browser),
 * 'Guardado correctamente.', focus and the held navigation through the page's gate.
 */
export function provideDebtForm(deps: AppDeps, gate: DebtFormGate, newKey: () => string = () => crypto.randomUUID()) {
  const search = searchCustomersWith(deps);
  return debtFormMachine.provide({
    actors: {
      createDebt: fromPromise<DebtDetail, CreateDebtRequest>(({ input: { kind, input, idempotencyKey }, signal }) => deps.api.createDebt(kind, { input, idempotencyKey }, signal)),
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
