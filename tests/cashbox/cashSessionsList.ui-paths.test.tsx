/**
 * Adapted from tests/customers/customersList.ui-paths.test.tsx (the same records-list machine). 'Sesiones anteriores' on the 'Caja' page (/caja) through the UI, on the records-list machine: the first page
 * loading, the table (twelve accounts, two pages), no accounts at all, refused (403: no access, no
 * retry), failed (500: 'Reintentar', which keeps the error on screen while it runs); and, with
 * the table shown, the search box (one request once typing pauses 300 ms: the fake clock), the
 * sortable headers, the 'Estado' filter and 'Página anterior' / 'Página siguiente', each asking
 * the server again while the previous rows stay, marked busy. Every GET /caja/sesiones is held until a
 * step answers it; the answer may be a clamped page, which the screen then shows. The clock is
 * fake (`setTimeout`), so assertions query synchronously or wait with the kit's `eventually`.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ariaSortOf, connectRecordsList, isNarrowed, SEARCH_DEBOUNCE_MS } from '../../machines/records/index.ts';
import { cashSessionsListMachine, type CashSession as Customer, type CashSessionSortColumn as CustomerSortColumn } from '../../machines/cashbox/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CASH_SESSIONS_SEARCH_PAUSED as SEARCH_PAUSED, TWELVE_SESSIONS as TWELVE_CUSTOMERS } from './cashSessionsList.pathFixtures.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';

type StaffList = SnapshotFrom<typeof cashSessionsListMachine>;
type StaffSortColumn = CustomerSortColumn;
type StaffListModelEvent =
  | RecordsListEvent<CustomerSortColumn>
  | DoneActorEvent<ListPage<Customer>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof SEARCH_PAUSED };

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /caja/sesiones, in memory: search box and user, sort, the status filter. */
const CUSTOMER_RULES: InMemoryListOptions<Customer, CustomerSortColumn> = {
  searchIn: (session) => `${session.box_name} ${session.opened_by_name}`,
  columns: {
    opened_at: (a, b) => collator.compare(a.opened_at, b.opened_at),
    box_name: (a, b) => collator.compare(a.box_name, b.box_name),
    difference: (a, b) => (a.difference ?? 0) - (b.difference ?? 0),
  },
  filters: { status: (customer, value) => customer.status === value },
  id: (customer) => customer.id,
};
const TWELVE_USERS = TWELVE_CUSTOMERS;
const twelveUsersPage = (query: ListQuery<CustomerSortColumn>) => pageOf(TWELVE_CUSTOMERS, query, CUSTOMER_RULES);

const heldLists = new WeakMap<object, Held<ListPage<Customer>, [ListQuery<CustomerSortColumn>, AbortSignal?]>>();
function heldCustomersApi() {
  const held = new Held<ListPage<Customer>, [ListQuery<CustomerSortColumn>, AbortSignal?]>('listCashSessions');
  heldLists.set(held.call, held);
  return { listCashSessions: held.call, currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }) };
}

function listStaffOf(ui: UiRun) {
  const answer = ui.deps.api.listCashSessions.getMockImplementation();
  const held = answer ? heldLists.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldCustomersApi()');
  return held;
}
const firstQuery = { q: '', sort: { column: null, direction: 'ascending' }, page: 1, pageSize: 10, filters: {} } as const;

// --- Fixtures -----------------------------------------------------------------------------------

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    // Four of the twelve accounts have the role 'Cajero': one page.
    cashiers: { type: 'search.changed', search: 'Lucía' },
    cleared: { type: 'search.changed', search: '' },
  },
  'sort.changed': {
    Fecha: { type: 'sort.changed', column: 'opened_at' },
    Diferencia: { type: 'sort.changed', column: 'difference' },
  },
  'page.changed': {
    next: { type: 'page.changed', page: 2 },
    previous: { type: 'page.changed', page: 1 },
  },
  'filter.changed': {
    Cerradas: { type: 'filter.changed', key: 'status', value: 'closed' },
    Todos: { type: 'filter.changed', key: 'status', value: '' },
  },
  [SEARCH_PAUSED]: { default: { type: SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    'page 1 of 12': doneEvent('loadPage', twelveUsersPage(firstQuery)),
    'page 2 of 12': doneEvent('loadPage', twelveUsersPage({ ...firstQuery, page: 2 })),
    cashiers: doneEvent('loadPage', twelveUsersPage({ ...firstQuery, q: 'Lucía' })),
    none: doneEvent('loadPage', twelveUsersPage({ ...firstQuery, q: 'zzz' })),
  },
  'xstate.error.actor.loadPage': {
    '403': errorEvent('loadPage', { kind: 'status', status: 403 }),
    '500': errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<StaffListModelEvent>;

// --- What the user sees -------------------------------------------------------------------------

const COLUMNS: Partial<Record<StaffSortColumn, string>> = { opened_at: 'Fecha', box_name: 'Caja', difference: 'Diferencia' };
const NO_MATCH = 'Ninguna sesión coincide.';
const FILTER_OPTION = { '': 'Todos', open: 'Abierta', closing: 'Esperando aprobación', closed: 'Cerrada' } as const;

const viewOf = (state: StaffList) => connectRecordsList(state, () => {});
const table = () => screen.getByRole('table', { name: /^Sesiones anteriores/ });
const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar sesiones' }) as HTMLInputElement;
const stateFilter = () => screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement;
const pagination = () => screen.getByRole('navigation', { name: 'Paginación de sesiones' });
const pageButton = (name: 'Página anterior' | 'Página siguiente') => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
const errorTitle = () => screen.queryByRole('heading', { name: 'No se pudieron cargar las sesiones' });
const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;

/** The user names in the table's body, in order (one row header per account). */
function shownUsernames(): string[] {
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
}

/** The count under the search field, as the Spanish catalog words it. */
function countText(total: number): string {
  if (total === 0) return NO_MATCH;
  return total === 1 ? '1 sesión.' : `${total} sesiones.`;
}

/** Nothing of the other outcomes is on screen. */
function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
  expect(screen.queryByText('Cargando sesiones…') !== null, 'loading status').toBe(shown === 'loading');
  expect(screen.queryByRole('table', { name: /^Sesiones anteriores/ }) !== null, 'table').toBe(shown === 'table');
  expect(screen.queryByText('Todavía no hay sesiones de caja.') !== null, 'empty message').toBe(shown === 'empty');
  expect(screen.queryByText('Su rol no permite ver las sesiones de caja.') !== null, 'no-access message').toBe(shown === 'forbidden');
  expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
}

/** The requests still waiting for an answer that nobody aborted: at most the current one. */
const runningRequests = (ui: UiRun) => listStaffOf(ui).calls.filter((call) => !call.settled && !call.args[1]?.aborted);

/** The table as the model says: rows of the last answer, the query's search, filter, sort and page, busy or not. */
function showsTable(state: StaffList): void {
  const view = viewOf(state);
  onlyOutcome('table');
  expect(table().getAttribute('aria-busy'), 'busy').toBe(String(view.busy));
  expect(searchBox().value).toBe(view.search);
  expect(stateFilter().value).toBe(view.filters.status ?? '');
  expect(stateFilter().selectedOptions[0]?.textContent).toBe(FILTER_OPTION[(view.filters.status ?? '') as keyof typeof FILTER_OPTION]);
  const count = screen.getAllByText(countText(view.total)).filter((element) => element.getAttribute('role') === 'status');
  expect(count, 'the count under the search field').toHaveLength(1);
  if (view.rows.length === 0) expect(within(table()).getByText(NO_MATCH).tagName).toBe('TD');
  expect(shownUsernames()).toEqual(view.rows.map((session) => session.business_date));
  // Only the sorting column says a direction; the caption says it to screen readers.
  for (const [column, label] of Object.entries(COLUMNS) as [StaffSortColumn, string][]) {
    expect(header(label).getAttribute('aria-sort'), label).toBe(ariaSortOf(view.sort, column));
  }
  const caption = table().querySelector('caption')?.textContent ?? '';
  if (view.sort.column === null) expect(caption).toContain('Pulse un encabezado para ordenar.');
  else expect(caption).toContain(`Ordenada por ${COLUMNS[view.sort.column]}, ${view.sort.direction === 'ascending' ? 'ascendente' : 'descendente'}.`);
  expect(within(pagination()).getByText(`Página ${view.page} de ${view.pageCount}`)).toBeTruthy();
  expect(pageButton('Página anterior').disabled).toBe(!state.can({ type: 'page.changed', page: view.page - 1 }));
  expect(pageButton('Página siguiente').disabled).toBe(!state.can({ type: 'page.changed', page: view.page + 1 }));
  expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
}

/** The table's controls are on screen (not the first load, an error or a refusal). */
const tableShown = (state: StaffList) => viewOf(state).face === 'table';

defineUiPaths<typeof cashSessionsListMachine, StaffListModelEvent>({
  machine: cashSessionsListMachine,
  name: 'cash sessions list',
  // The signed-in administrator of signedInStorage() opens 'Usuarios' (the role's start page).
  setup: () => ({ route: '/caja', fakeTimers: true, deps: { storage: signedInStorage(), api: heldCustomersApi() } }),
  events,
  executors: {
    'list.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'search.changed': ({ event }) => {
      fireEvent.change(searchBox(), { target: { value: event.search } });
    },
    [SEARCH_PAUSED]: async ({ ui }) => {
      const asked = listStaffOf(ui).calls.length;
      await ui.advanceTimers(SEARCH_DEBOUNCE_MS - 1);
      expect(listStaffOf(ui).calls, 'no request before typing pauses 300 ms').toHaveLength(asked);
      await ui.advanceTimers(1);
    },
    'sort.changed': ({ event }) => {
      fireEvent.click(within(header(COLUMNS[event.column] ?? '')).getByRole('button'));
    },
    'page.changed': ({ variant }) => {
      fireEvent.click(pageButton(variant === 'next' ? 'Página siguiente' : 'Página anterior'));
    },
    'filter.changed': ({ event }) => {
      fireEvent.change(stateFilter(), { target: { value: event.value ?? '' } });
    },
    'xstate.done.actor.loadPage': ({ event, ui }) => listStaffOf(ui).resolve(event.output),
    'xstate.error.actor.loadPage': ({ event, ui }) => listStaffOf(ui).reject(event.error),
  },
  preconditions: {
    // The search field, the headers, the filter and the pages are part of the table only.
    'search.changed': (state, event) => tableShown(state) && event.search !== state.context.query.q,
    'sort.changed': (state) => tableShown(state),
    'filter.changed': (state) => tableShown(state),
    // 'Página siguiente' / 'Página anterior' go one page on, one page back, within the pages there are.
    'page.changed': (state, event, variant) => {
      const view = viewOf(state);
      return tableShown(state) && event.page === (variant === 'next' ? view.page + 1 : view.page - 1);
    },
    // The server never answers a later page than asked (it may clamp to an earlier one); it has
    // no accounts at all only before any were shown, and none matching only a narrowed query.
    'xstate.done.actor.loadPage': (state, event, variant) => {
      const { query, page } = state.context;
      if (variant === 'none') return page === null || isNarrowed(query);
      return event.output.page <= query.page && (page === null || page.total > 0);
    },
  },
  // Paging, a clamped answer, sorting both ways, a search typed and paused, the filter.
  journeys: [
    {
      events: [
        'xstate.done.actor.loadPage(page 1 of 12)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(page 2 of 12)',
        'sort.changed(Fecha)',
        'sort.changed(Fecha)',
        'xstate.done.actor.loadPage(page 1 of 12)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(cashiers)',
        'search.changed(cashiers)',
        `${SEARCH_PAUSED}`,
      ],
    },
  ],
  states: {
    list: ({ state, ui }) => {
      // Whatever the list is doing, at most one request runs: a newer query aborted the stale one.
      const running = runningRequests(ui);
      if (state.matches({ list: 'loading' })) {
        expect(running, 'one GET /caja/sesiones running').toHaveLength(1);
        expect(running[0]?.args[0], 'asked with the current query').toEqual(state.context.query);
        expect(running[0]?.args[1]).toBeInstanceOf(AbortSignal);
      } else {
        expect(running, 'no GET /caja/sesiones running').toHaveLength(0);
      }
    },
    'list.loading': async ({ state }) => {
      const view = viewOf(state);
      if (view.face === 'loading') {
        // The page's chunk may still be rendering: wait in real time (the clock is fake).
        await eventually(() => screen.queryByText('Cargando sesiones…') ?? undefined, () => 'the loading status of the past sessions');
        expect(screen.getByText('Cargando sesiones…').getAttribute('role')).toBe('status');
        onlyOutcome('loading');
      } else if (view.face === 'error') {
        // 'Reintentar' runs: the error stays readable, the button shows progress.
        onlyOutcome('error');
        const button = retryButton();
        expect(button?.textContent).toBe('Reintentando…');
        expect(button?.disabled).toBe(true);
        expect(button?.getAttribute('aria-busy')).toBe('true');
      } else {
        // A newer page is on its way: the previous rows stay, marked busy.
        showsTable(state);
      }
    },
    'list.debouncing': ({ state }) => showsTable(state),
    'list.ready': ({ state, previous, event }) => {
      const view = viewOf(state);
      if (view.face === 'empty') {
        onlyOutcome('empty');
        expect(screen.getByText('Todavía no hay sesiones de caja.')).toBeTruthy();
        expect(screen.queryByRole('searchbox')).toBeNull();
        return;
      }
      showsTable(state);
      if (event.type === 'xstate.done.actor.loadPage' && previous?.context.page === null && view.total === 12) {
        // The first answer: the server's order, ten a page.
        expect(shownUsernames()).toEqual(TWELVE_USERS.slice(0, 10).map((session) => session.business_date));
        expect(screen.getByText('12 sesiones.')).toBeTruthy();
      }
      if (event.type === 'xstate.done.actor.loadPage' && previous && event.output.page < previous.context.query.page) {
        // A clamped answer: the page the server used is the one shown.
        expect(within(pagination()).getByText(`Página ${event.output.page} de ${view.pageCount}`)).toBeTruthy();
      }
    },
    'failed.forbidden': () => {
      onlyOutcome('forbidden');
      expect(screen.getByText('Su rol no permite ver las sesiones de caja.').getAttribute('role')).toBe('alert');
      // Final: asking again would get the same answer.
      expect(retryButton()).toBeNull();
    },
    'failed.unavailable': ({ ui }) => {
      onlyOutcome('error');
      expect(screen.getByText('Compruebe la conexión e intente nuevamente.').getAttribute('role')).toBe('alert');
      const button = retryButton();
      expect(button?.textContent).toBe('Reintentar');
      expect(button?.disabled).toBe(false);
      // Not busy: the kit's <LoadState> leaves aria-busy out rather than writing "false".
      expect(button?.hasAttribute('aria-busy')).toBe(false);
      expect(ui.deps.alerts, 'no alert: the message is on the page').toEqual([]);
    },
  },
});
