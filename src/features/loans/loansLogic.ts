import { assign, fromPromise } from 'xstate';
import {
  loanDetailMachine,
  loanFormMachine,
  loansListMachine,
  type ApplyRequest,
  type LoanDetail,
  type LoanFormField,
  type LoanListRow,
  type LoanSortColumn,
  type PickedCustomer,
} from '../../../machines/loans/loanScreens.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The 'Préstamos' list with the app's effect: one page of GET /prestamos per query. */
export function provideLoansList(deps: AppDeps) {
  return loansListMachine.provide({ actors: { loadPage: fromApi(deps.api.listLoans) } });
}

/** 'Exportar': every loan the current query matches, not just the page on screen. */
export const allLoansOf = (deps: AppDeps) => (query: ListQuery<LoanSortColumn>): Promise<LoanListRow[]> => fetchAllRows(deps.api.listLoans, query);

/** How many customers one search of 'Cliente' lists. */
export const CUSTOMER_SEARCH_SIZE = 8;

/** The customer search of 'Nuevo préstamo': GET /clientes?q, as the picker shows them. */
const searchCustomersWith = (deps: AppDeps) => async (search: string, signal?: AbortSignal): Promise<PickedCustomer[]> => {
  const page = await deps.api.listCustomers({ q: search, sort: { column: 'name', direction: 'ascending' }, page: 1, pageSize: CUSTOMER_SEARCH_SIZE, filters: {} }, signal);
  return page.items.map((customer) => ({ id: customer.id, name: customer.name, document: customer.document_number, blocked: customer.status === 'blocked' }));
};

/** The screen kit's navigation gate, plus "focus this field" handed over by the page. */
export function createLoanFormGate() {
  let focus: (field: LoanFormField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: LoanFormField) => void) {
      focus = focusField;
    },
    focus(field: LoanFormField) {
      focus(field);
    },
  };
}

export type LoanFormGate = ReturnType<typeof createLoanFormGate>;

/**
 * 'Nuevo préstamo' with the app's effects: the customer search, POST /prestamos with the
 * submission's key (`newKey`, `crypto.randomUUID()` in the browser), 'Guardado correctamente.',
 * focus and the held navigation through the page's gate.
 */
export function provideLoanForm(deps: AppDeps, gate: LoanFormGate, newKey: () => string = () => crypto.randomUUID()) {
  const search = searchCustomersWith(deps);
  return loanFormMachine.provide({
    actors: {
      applyForLoan: fromPromise<LoanDetail, ApplyRequest>(({ input, signal }) => deps.api.applyForLoan(input, signal)),
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

/** A loan's page: GET /prestamos/{id}, its actions (each with the intent's key), 'Éxito' when one went through. */
export function provideLoanDetail(deps: AppDeps, onDone: () => void = () => {}, newKey: () => string = () => crypto.randomUUID()) {
  return loanDetailMachine.provide({
    actors: {
      loadRecord: fromApi(deps.api.getLoan),
      runAction: fromApi(deps.api.runLoanAction),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      notifyDone: () => {
        onDone();
        void deps.alert('success', CATALOGUE.saved);
      },
    },
  });
}
