/**
 * Adapted from tests/cashMovements/cashMovementsList.ui-paths.test.tsx (the same records-list
 * machine). 'Movimientos de entrega' (/movimientos_entrega) through the UI: the first load, thirty
 * delivery movements (two pages of 25), none, refused (403), failed (500); with the table shown,
 * the search (a delivery's number or a name), the sortable headers, the 'Estado' filter and the
 * pages. Every GET /movimientos_entrega is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { connectDeliveryMovements, deliveryMovementsListMachine, type DeliveryMovement, type DeliveryMovementPage, type DeliveryMovementSortColumn } from '../../machines/cashMovements/index.ts';
import { ariaSortOf, isNarrowed, SEARCH_DEBOUNCE_MS, type RecordsListEvent } from '../../machines/records/index.ts';
import { emptyQuery, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { deliveryPageOf, THIRTY_DELIVERY_MOVEMENTS } from './cashMovements.fixtures.ts';
import { DELIVERY_SEARCH_PAUSED as SEARCH_PAUSED } from './cashMovements.pathFixtures.ts';

type List = SnapshotFrom<typeof deliveryMovementsListMachine>;
type ModelEvent = RecordsListEvent<DeliveryMovementSortColumn> | DoneActorEvent<ListPage<DeliveryMovement>, 'loadPage'> | ErrorActorEvent<unknown, 'loadPage'> | { type: typeof SEARCH_PAUSED };

const first = emptyQuery<DeliveryMovementSortColumn>(25);
const sixty = (query: ListQuery<DeliveryMovementSortColumn>) => deliveryPageOf(THIRTY_DELIVERY_MOVEMENTS, query);

const heldLists = new WeakMap<object, Held<DeliveryMovementPage, [ListQuery<DeliveryMovementSortColumn>, AbortSignal?]>>();
function heldDeliveryApi() {
  const held = new Held<DeliveryMovementPage, [ListQuery<DeliveryMovementSortColumn>, AbortSignal?]>('listDeliveryMovements');
  heldLists.set(held.call, held);
  return { listDeliveryMovements: held.call };
}
function listOf(ui: UiRun) {
  const answer = ui.deps.api.listDeliveryMovements.getMockImplementation();
  const held = answer ? heldLists.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldDeliveryApi()');
  return held;
}

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    lucia: { type: 'search.changed', search: 'lucía' },
    cleared: { type: 'search.changed', search: '' },
  },
  'sort.changed': {
    Importe: { type: 'sort.changed', column: 'amount' },
    Entrega: { type: 'sort.changed', column: 'delivery_id' },
  },
  'page.changed': {
    next: { type: 'page.changed', page: 2 },
    previous: { type: 'page.changed', page: 1 },
  },
  'filter.changed': {
    Recibida: { type: 'filter.changed', key: 'status', value: 'received' },
    Todos: { type: 'filter.changed', key: 'status', value: '' },
  },
  [SEARCH_PAUSED]: { default: { type: SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    'page 1 of 30': doneEvent('loadPage', sixty(first)),
    'page 2 of 30': doneEvent('loadPage', sixty({ ...first, page: 2 })),
    lucia: doneEvent('loadPage', sixty({ ...first, q: 'lucía' })),
    none: doneEvent('loadPage', sixty({ ...first, q: 'zzz' })),
  },
  'xstate.error.actor.loadPage': {
    '403': errorEvent('loadPage', { kind: 'status', status: 403 }),
    '500': errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<ModelEvent>;

const COLUMNS: Partial<Record<DeliveryMovementSortColumn, string>> = { business_date: 'Fecha', amount: 'Importe', delivery_id: 'Entrega' };
const NO_MATCH = 'Ningún movimiento de entrega coincide con el filtro.';
const TYPE_OPTION: Readonly<Record<string, string>> = { '': 'Todos', received: 'Recibida' };

const viewOf = (state: List) => connectDeliveryMovements(state, () => {});
const table = () => screen.getByRole('table', { name: /^Movimientos de las entregas/ });
const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar movimientos de entrega' }) as HTMLInputElement;
const typeFilter = () => screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement;
const pagination = () => screen.getByRole('navigation', { name: 'Paginación de movimientos de entrega' });
const pageButton = (name: 'Página anterior' | 'Página siguiente') => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
const errorTitle = () => screen.queryByRole('heading', { name: 'No se pudo cargar la lista de movimientos de entrega' });
const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;

/** The movement numbers in the table's body, in order (one row header per movement). */
function shownNumbers(): string[] {
  return within(table()).getAllByRole('row').slice(1).flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
}
const countText = (total: number) => (total === 0 ? NO_MATCH : total === 1 ? '1 movimiento de entrega encontrado.' : `${total} movimientos de entrega encontrados.`);

function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
  expect(screen.queryByText('Cargando movimientos de entrega…') !== null, 'loading status').toBe(shown === 'loading');
  expect(screen.queryByRole('table') !== null, 'table').toBe(shown === 'table');
  expect(screen.queryByRole('heading', { name: 'No hay movimientos de entrega' }) !== null, 'empty message').toBe(shown === 'empty');
  expect(screen.queryByRole('heading', { name: 'Sin acceso' }) !== null, 'no-access message').toBe(shown === 'forbidden');
  expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
}

const runningRequests = (ui: UiRun) => listOf(ui).calls.filter((call) => !call.settled && !call.args[1]?.aborted);

function showsTable(state: List): void {
  const view = viewOf(state);
  onlyOutcome('table');
  expect(table().getAttribute('aria-busy'), 'busy').toBe(String(view.busy));
  expect(searchBox().value).toBe(view.search);
  expect(typeFilter().value).toBe(view.filters.status ?? '');
  expect(typeFilter().selectedOptions[0]?.textContent).toBe(TYPE_OPTION[view.filters.status ?? '']);
  const count = screen.getAllByText(countText(view.total)).filter((element) => element.getAttribute('role') === 'status');
  expect(count, 'the count').toHaveLength(1);
  if (view.rows.length === 0) expect(within(table()).getByText(NO_MATCH).tagName).toBe('TD');
  expect(shownNumbers()).toEqual(view.rows.map((m) => String(m.id)));
  // Each row names its delivery (linked to 'Entregas') and the delivery's status, translated.
  for (const row of view.rows) expect(within(table()).getAllByRole('link', { name: `Entrega N° ${row.delivery_id}` }).length).toBeGreaterThan(0);
  for (const [column, label] of Object.entries(COLUMNS) as [DeliveryMovementSortColumn, string][]) {
    expect(header(label).getAttribute('aria-sort'), label).toBe(ariaSortOf(view.sort, column));
  }
  expect(within(pagination()).getByText(`Página ${view.page} de ${view.pageCount}`)).toBeTruthy();
  expect(pageButton('Página anterior').disabled).toBe(!state.can({ type: 'page.changed', page: view.page - 1 }));
  expect(pageButton('Página siguiente').disabled).toBe(!state.can({ type: 'page.changed', page: view.page + 1 }));
  expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  if (view.rows.some((m) => m.status === 'disputed')) expect(table().textContent).toContain('En disputa');
}

const tableShown = (state: List) => viewOf(state).face === 'table';

defineUiPaths<typeof deliveryMovementsListMachine, ModelEvent>({
  machine: deliveryMovementsListMachine,
  name: 'delivery movements list',
  setup: () => ({ route: '/movimientos_entrega', fakeTimers: true, deps: { storage: signedInStorage(), api: heldDeliveryApi() } }),
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
      fireEvent.change(typeFilter(), { target: { value: event.value ?? '' } });
    },
    'xstate.done.actor.loadPage': ({ event, ui }) => listOf(ui).resolve(event.output as DeliveryMovementPage),
    'xstate.error.actor.loadPage': ({ event, ui }) => listOf(ui).reject(event.error),
  },
  preconditions: {
    'search.changed': (state, event) => tableShown(state) && event.search !== state.context.query.q,
    'sort.changed': (state) => tableShown(state),
    'filter.changed': (state) => tableShown(state),
    'page.changed': (state, event, variant) => {
      const view = viewOf(state);
      return tableShown(state) && event.page === (variant === 'next' ? view.page + 1 : view.page - 1);
    },
    'xstate.done.actor.loadPage': (state, event, variant) => {
      const { query, page } = state.context;
      if (variant === 'none') return page === null || isNarrowed(query);
      return event.output.page <= query.page && (page === null || page.total > 0);
    },
  },
  journeys: [
    {
      events: [
        'xstate.done.actor.loadPage(page 1 of 30)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(page 2 of 30)',
        'sort.changed(Importe)',
        'sort.changed(Importe)',
        'xstate.done.actor.loadPage(page 1 of 30)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(lucia)',
        'search.changed(lucia)',
        `${SEARCH_PAUSED}`,
      ],
    },
  ],
  states: {
    list: ({ state, ui }) => {
      const running = runningRequests(ui);
      if (state.matches({ list: 'loading' })) {
        expect(running, 'one GET /movimientos_entrega running').toHaveLength(1);
        expect(running[0]?.args[0], 'asked with the current query').toEqual(state.context.query);
      } else {
        expect(running, 'no GET /movimientos_entrega running').toHaveLength(0);
      }
    },
    'list.loading': async ({ state }) => {
      const view = viewOf(state);
      if (view.face === 'loading') {
        await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Movimientos de entrega' }) ?? undefined, () => "the 'Movimientos de entrega' heading");
        expect(screen.getByText('Cargando movimientos de entrega…').getAttribute('role')).toBe('status');
        onlyOutcome('loading');
      } else if (view.face === 'error') {
        onlyOutcome('error');
        expect(retryButton()?.textContent).toBe('Reintentando…');
        expect(retryButton()?.disabled).toBe(true);
      } else {
        showsTable(state);
      }
    },
    'list.debouncing': ({ state }) => showsTable(state),
    'list.ready': ({ state, previous, event }) => {
      const view = viewOf(state);
      if (view.face === 'empty') {
        onlyOutcome('empty');
        expect(screen.getByText('Todavía no se recibió ninguna entrega.')).toBeTruthy();
        return;
      }
      showsTable(state);
      if (event.type === 'xstate.done.actor.loadPage' && previous?.context.page === null && view.total === 30) {
        // Newest first, 25 a page.
        expect(shownNumbers()).toEqual(THIRTY_DELIVERY_MOVEMENTS.slice(0, 25).map((m) => String(m.id)));
      }
    },
    'failed.forbidden': () => {
      onlyOutcome('forbidden');
      expect(screen.getByRole('alert').textContent).toContain('Su rol no permite ver los movimientos de entrega.');
      expect(retryButton()).toBeNull();
    },
    'failed.unavailable': ({ ui }) => {
      onlyOutcome('error');
      expect(retryButton()?.textContent).toBe('Reintentar');
      expect(ui.deps.alerts).toEqual([]);
    },
  },
});
