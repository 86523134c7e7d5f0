import { assign } from 'xstate';
import {
  loanDetailMachine,
  loanFormMachine,
  loansListMachine,
  payoffQuoteMachine,
  type LoanFormField,
  type LoanListRow,
  type LoanSortColumn,
} from '../../../machines/loans/loanScreens.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { FormGate } from '../../components/formGate.ts';
import { provideRecordForm } from '../../components/screen/provideRecordForm.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The 'Préstamos' list with the app's effect: one page of GET /prestamos per query. */
export function provideLoansList(deps: AppDeps) {
  return loansListMachine.provide({ actors: { loadPage: fromApi(deps.api.listLoans) } });
}

/** 'Exportar': every loan the current query matches, not just the page on screen. */
export const allLoansOf = (deps: AppDeps) => (query: ListQuery<LoanSortColumn>): Promise<LoanListRow[]> => fetchAllRows(deps.api.listLoans, query);

/** The form's gate (src/components/formGate.ts), made by the page (useRecordFormPage). */
export type LoanFormGate = FormGate<LoanFormField>;

/** 'Nuevo préstamo' with the app's effects (src/components/screen/provideRecordForm.ts): its POST is /prestamos. */
export const provideLoanForm = (deps: AppDeps, gate: LoanFormGate, newKey?: () => string) =>
  provideRecordForm(loanFormMachine, deps, gate, ({ body, idempotencyKey }, signal) => deps.api.applyForLoan({ application: body, idempotencyKey }, signal), newKey);

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

/** 'Cotizar a otra fecha' on 'Cancelación anticipada': GET /prestamos/{id}/liquidacion?fecha=. */
export const providePayoffQuote = (deps: AppDeps) => payoffQuoteMachine.provide({ actors: { quotePayoff: fromApi(deps.api.quotePayoff) } });
