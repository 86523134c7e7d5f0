/**
 * Adapted from tests/locations/locationsList.ui-paths.test.tsx (the same records-list machine). The
 * deliveries screen (/entregas) through the UI: the first page loading, the table (twelve
 * deliveries, two pages), none at all, refused (403: no access, no retry), failed (500:
 * 'Reintentar'); and, with the table shown, the search box (one request once typing pauses 300 ms:
 * the fake clock), the sortable headers, the 'Estado' filter and the page buttons, each asking the
 * server again while the previous rows stay, marked busy. Every GET /entregas is held until a step
 * answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { ariaSortOf, connectRecordsList, isNarrowed, SEARCH_DEBOUNCE_MS, type RecordsListEvent } from '../../machines/records/index.ts';
import { deliveriesListMachine, type Delivery, type DeliverySortColumn } from '../../machines/deliveries/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import type { EventFixtures } from '../utils/fixtures.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { TWELVE_DELIVERIES } from './deliveries.fixtures.ts';
import { DELIVERIES_SEARCH_PAUSED as SEARCH_PAUSED } from './deliveries.pathFixtures.ts';

type List = SnapshotFrom<typeof deliveriesListMachine>;
type ListModelEvent =
  | RecordsListEvent<DeliverySortColumn>
  | DoneActorEvent<ListPage<Delivery>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof SEARCH_PAUSED };

/** What the server does with GET /entregas, in memory: search the number and the names, sort, the status filter. */
const DELIVERY_RULES: InMemoryListOptions<Delivery, DeliverySortColumn> = {
  searchIn: (delivery) => `${delivery.id} ${delivery.sender_name}`,
  columns: {
    id: (a, b) => a.id - b.id,
    business_date: (a, b) => a.business_date.localeCompare(b.business_date),
    declared_amount: (a, b) => a.declared_amount - b.declared_amount,
    status: (a, b) => a.status.localeCompare(b.status),
  },
  filters: { status: (delivery, value) => delivery.status === value },
  id: (delivery) => delivery.id,
};
const twelvePage = (query: ListQuery<DeliverySortColumn>) => pageOf(TWELVE_DELIVERIES, query, DELIVERY_RULES);

const heldLists = new WeakMap<object, Held<ListPage<Delivery>, [ListQuery<DeliverySortColumn>, AbortSignal?]>>();
function heldDeliveriesApi() {
  const held = new Held<ListPage<Delivery>, [ListQuery<DeliverySortColumn>, AbortSignal?]>('listDeliveries');
  heldLists.set(held.call, held);
  return { listDeliveries: held.call };
}

function listOf(ui: UiRun) {
  const answer = ui.deps.api.listDeliveries.getMockImplementation();
  const held = answer ? heldLists.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldDeliveriesApi()');
  return held;
}
const firstQuery = { q: '', sort: { column: null, direction: 'ascending' }, page: 1, pageSize: 10, filters: {} } as const;
/** A cashier: sees every delivery, receives them. */
const CASHIER = signedInStorage({ id: '2', inicio: 'entregas', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero', r_permisos: ['delivery.view', 'delivery.receive'] }) });

// --- Fixtures -----------------------------------------------------------------------------------

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    // One of the twelve deliveries is N° 105.
    cashiers: { type: 'search.changed', search: '105' },
    cleared: { type: 'search.changed', search: '' },
  },
  'sort.changed': {
    Declarado: { type: 'sort.changed', column: 'declared_amount' },
    Numero: { type: 'sort.changed', column: 'id' },
  },
  'page.changed': {
    next: { type: 'page.changed', page: 2 },
    previous: { type: 'page.changed', page: 1 },
  },
  'filter.changed': {
    Pendiente: { type: 'filter.changed', key: 'status', value: 'pending' },
    Todos: { type: 'filter.changed', key: 'status', value: '' },
  },
  [SEARCH_PAUSED]: { default: { type: SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    'page 1 of 12': doneEvent('loadPage', twelvePage(firstQuery)),
    'page 2 of 12': doneEvent('loadPage', twelvePage({ ...firstQuery, page: 2 })),
    cashiers: doneEvent('loadPage', twelvePage({ ...firstQuery, q: '105' })),
    none: doneEvent('loadPage', twelvePage({ ...firstQuery, q: 'zzz' })),
  },
  'xstate.error.actor.loadPage': {
    '403': errorEvent('loadPage', { kind: 'status', status: 403 }),
    '500': errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<ListModelEvent>;

// --- What the user sees -------------------------------------------------------------------------

const COLUMNS: Partial<Record<DeliverySortColumn, string>> = { declared_amount: 'Declarado', id: 'N°', business_date: 'Fecha', status: 'Estado' };
const NO_MATCH = 'Ninguna entrega coincide con la búsqueda.';
const STATUS_OPTIONS: Record<string, string> = { '': 'Todos', pending: 'Pendiente', received: 'Recibida', disputed: 'Con diferencia', resolved: 'Resuelta', cancelled: 'Cancelada' };
const filterOption = (value: string) => STATUS_OPTIONS[value];

const viewOf = (state: List) => connectRecordsList(state, () => {});
const table = () => screen.getByRole('table', { name: /^Entregas de efectivo/ });
const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar entregas' }) as HTMLInputElement;
const stateFilter = () => screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement;
const pagination = () => screen.getByRole('navigation', { name: 'Paginación de entregas' });
const pageButton = (name: 'Página anterior' | 'Página siguiente') => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
const errorTitle = () => screen.queryByRole('heading', { name: 'No se pudo cargar la lista de entregas' });
const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;

/** The deliveries' numbers in the table's body, in order (one row header per delivery). */
function shownUsernames(): string[] {
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
}

/** The count under the search field, as the Spanish catalog words it. */
function countText(total: number): string {
  if (total === 0) return NO_MATCH;
  return total === 1 ? '1 entrega encontrada.' : `${total} entregas encontradas.`;
}

/** Nothing of the other outcomes is on screen. */
function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
  expect(screen.queryByText('Cargando entregas…') !== null, 'loading status').toBe(shown === 'loading');
  expect(screen.queryByRole('table') !== null, 'table').toBe(shown === 'table');
  expect(screen.queryByRole('heading', { name: 'No hay entregas' }) !== null, 'empty message').toBe(shown === 'empty');
  expect(screen.queryByRole('heading', { name: 'Sin acceso' }) !== null, 'no-access message').toBe(shown === 'forbidden');
  expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
}

/** The requests still waiting for an answer that nobody aborted: at most the current one. */
const runningRequests = (ui: UiRun) => listOf(ui).calls.filter((call) => !call.settled && !call.args[1]?.aborted);

/** The table as the model says: rows of the last answer, the query's search, filter, sort and page, busy or not. */
function showsTable(state: List): void {
  const view = viewOf(state);
  onlyOutcome('table');
  expect(table().getAttribute('aria-busy'), 'busy').toBe(String(view.busy));
  expect(searchBox().value).toBe(view.search);
  expect(stateFilter().value).toBe(view.filters.status ?? '');
  expect(stateFilter().selectedOptions[0]?.textContent).toBe(filterOption(view.filters.status ?? ''));
  const count = screen.getAllByText(countText(view.total)).filter((element) => element.getAttribute('role') === 'status');
  expect(count, 'the count under the search field').toHaveLength(1);
  if (view.rows.length === 0) expect(within(table()).getByText(NO_MATCH).tagName).toBe('TD');
  expect(shownUsernames()).toEqual(view.rows.map((delivery) => String(delivery.id)));
  // Only the sorting column says a direction; the caption says it to screen readers.
  for (const [column, label] of Object.entries(COLUMNS) as [DeliverySortColumn, string][]) {
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
const tableShown = (state: List) => viewOf(state).face === 'table';

defineUiPaths<typeof deliveriesListMachine, ListModelEvent>({
  machine: deliveriesListMachine,
  name: 'deliveries list',
  setup: () => ({ route: '/entregas', fakeTimers: true, deps: { storage: CASHIER, api: heldDeliveriesApi() } }),
  events,
  executors: {
    'list.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'search.changed': ({ event }) => {
      fireEvent.change(searchBox(), { target: { value: event.search } });
    },
    [SEARCH_PAUSED]: async ({ ui }) => {
      const asked = listOf(ui).calls.length;
      await ui.advanceTimers(SEARCH_DEBOUNCE_MS - 1);
      expect(listOf(ui).calls, 'no request before typing pauses 300 ms').toHaveLength(asked);
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
    'xstate.done.actor.loadPage': ({ event, ui }) => listOf(ui).resolve(event.output),
    'xstate.error.actor.loadPage': ({ event, ui }) => listOf(ui).reject(event.error),
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
        'sort.changed(Declarado)',
        'sort.changed(Declarado)',
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
        expect(running, 'one GET /entregas running').toHaveLength(1);
        expect(running[0]?.args[0], 'asked with the current query').toEqual(state.context.query);
        expect(running[0]?.args[1]).toBeInstanceOf(AbortSignal);
      } else {
        expect(running, 'no GET /entregas running').toHaveLength(0);
      }
    },
    'list.loading': async ({ state }) => {
      const view = viewOf(state);
      if (view.face === 'loading') {
        // The page's chunk may still be rendering: wait in real time (the clock is fake).
        await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Entregas de efectivo' }) ?? undefined, () => 'the page heading');
        expect(screen.getByText('Cargando entregas…').getAttribute('role')).toBe('status');
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
        expect(screen.getByText('Todavía no hay entregas de efectivo.')).toBeTruthy();
        expect(screen.queryByRole('searchbox')).toBeNull();
        return;
      }
      showsTable(state);
      if (event.type === 'xstate.done.actor.loadPage' && previous?.context.page === null && view.total === 12) {
        // The first answer: the server's order, ten a page.
        expect(shownUsernames()).toEqual(TWELVE_DELIVERIES.slice(0, 10).map((delivery) => String(delivery.id)));
        expect(screen.getByText('12 entregas encontradas.')).toBeTruthy();
      }
      if (event.type === 'xstate.done.actor.loadPage' && previous && event.output.page < previous.context.query.page) {
        // A clamped answer: the page the server used is the one shown.
        expect(within(pagination()).getByText(`Página ${event.output.page} de ${view.pageCount}`)).toBeTruthy();
      }
    },
    'failed.forbidden': () => {
      onlyOutcome('forbidden');
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Sin acceso' })).toBeTruthy();
      expect(alert.textContent).toContain('Su rol no permite ver las entregas.');
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
