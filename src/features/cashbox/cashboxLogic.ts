import { assign, fromPromise } from 'xstate';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import { cashboxMachine, cashSessionsListMachine, type CashSession, type CashSessionSortColumn, type CashboxOverview, type CashField, type CashRequest, type CashSessionDetail } from '../../../machines/cashbox/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/**
 * The 'Caja' page with the app's effects: GET /caja, the session's writes (each with the key the
 * machine made for the intent: a retry resends it), a fresh key per submission (`newKey`,
 * `crypto.randomUUID()` in the browser), 'Guardado correctamente.' (and `onSaved`: the page reloads
 * 'Sesiones anteriores') and the focus of a refused field.
 */
export function provideCashbox(deps: AppDeps, focus: (field: CashField) => void, onSaved: () => void = () => {}, newKey: () => string = () => crypto.randomUUID()) {
  return cashboxMachine.provide({
    actors: {
      loadOverview: fromPromise<CashboxOverview>(({ signal }) => deps.api.getCashbox(undefined, signal)),
      submitCash: fromPromise<CashSessionDetail, CashRequest>(({ input, signal }) => deps.api.submitCash(input, signal)),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, field) => focus(field),
      notifySaved: () => {
        onSaved();
        void deps.alert('success', CATALOGUE.saved);
      },
    },
  });
}

/** 'Sesiones anteriores' with the app's effect: one page of GET /caja/sesiones per query. */
export function provideCashSessionsList(deps: AppDeps) {
  return cashSessionsListMachine.provide({ actors: { loadPage: fromPromise<ListPage<CashSession>, ListQuery<CashSessionSortColumn>>(({ input, signal }) => deps.api.listCashSessions(input, signal)) } });
}

/** 'Exportar': every session the current query matches, not just the page on screen. */
export const allCashSessionsOf = (deps: AppDeps) => (query: ListQuery<CashSessionSortColumn>): Promise<CashSession[]> => fetchAllRows(deps.api.listCashSessions, query);
