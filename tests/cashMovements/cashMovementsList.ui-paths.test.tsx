/**
 * Adapted from tests/customers/customersList.ui-paths.test.tsx (the same records-list machine).
 * 'Movimientos' (/movimientos) through the UI: the first load, the ledger (sixty movements, two
 * pages of fifty), no movements at all, refused (403), failed (500: 'Reintentar'); with the table
 * shown, the concept search (one request once typing pauses 300 ms: the fake clock), the sortable
 * headers, the 'Tipo' filter and the pages, each asking the server again while the previous rows
 * stay, marked busy; and the totals of the whole filter over the table. Every GET /movimientos is
 * held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import { cashMovementsListMachine, connectCashMovements, type MovementPage, type MovementSortColumn } from '../../machines/cashMovements/index.ts';
import { ariaSortOf, isNarrowed, SEARCH_DEBOUNCE_MS, type RecordsListEvent } from '../../machines/records/index.ts';
import { emptyQuery, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { movementPageOf, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';
import { MOVEMENTS_SEARCH_PAUSED as SEARCH_PAUSED } from './cashMovements.pathFixtures.ts';

type List = SnapshotFrom<typeof cashMovementsListMachine>;
type ModelEvent = RecordsListEvent<MovementSortColumn> | DoneActorEvent<ListPage<Movement>, 'loadPage'> | ErrorActorEvent<unknown, 'loadPage'> | { type: typeof SEARCH_PAUSED };

const first = emptyQuery<MovementSortColumn>(50);
const sixty = (query: ListQuery<MovementSortColumn>) => movementPageOf(SIXTY_MOVEMENTS, query);

const heldLists = new WeakMap<object, Held<MovementPage, [ListQuery<MovementSortColumn>, AbortSignal?]>>();
function heldMovementsApi() {
  const held = new Held<MovementPage, [ListQuery<MovementSortColumn>, AbortSignal?]>('listMovements');
  heldLists.set(held.call, held);
  return { listMovements: held.call };
}
function listOf(ui: UiRun) {
  const answer = ui.deps.api.listMovements.getMockImplementation();
  const held = answer ? heldLists.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldMovementsApi()');
  return held;
}

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    venta: { type: 'search.changed', search: 'Venta' },
    cleared: { type: 'search.changed', search: '' },
  },
  'sort.changed': {
    Fecha: { type: 'sort.changed', column: 'business_date' },
    Tipo: { type: 'sort.changed', column: 'type' },
  },
  'page.changed': {
    next: { type: 'page.changed', page: 2 },
    previous: { type: 'page.changed', page: 1 },
  },
  'filter.changed': {
    Egreso: { type: 'filter.changed', key: 'type', value: 'expense' },
    Todos: { type: 'filter.changed', key: 'type', value: '' },
  },
  [SEARCH_PAUSED]: { default: { type: SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    'page 1 of 60': doneEvent('loadPage', sixty(first)),
    'page 2 of 60': doneEvent('loadPage', sixty({ ...first, page: 2 })),
    venta: doneEvent('loadPage', sixty({ ...first, q: 'Venta' })),
    none: doneEvent('loadPage', sixty({ ...first, q: 'zzz' })),
  },
  'xstate.error.actor.loadPage': {
    '403': errorEvent('loadPage', { kind: 'status', status: 403 }),
    '500': errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<ModelEvent>;

const COLUMNS: Partial<Record<MovementSortColumn, string>> = { business_date: 'Fecha', type: 'Tipo' };
const NO_MATCH = 'Ningún movimiento coincide con el filtro.';
const TYPE_OPTION: Readonly<Record<string, string>> = { '': 'Todos', expense: 'Egreso' };

const viewOf = (state: List) => connectCashMovements(state, () => {});
const table = () => screen.getByRole('table', { name: /^Movimientos de caja/ });
const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar movimientos' }) as HTMLInputElement;
const typeFilter = () => screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement;
const pagination = () => screen.getByRole('navigation', { name: 'Paginación de movimientos' });
const pageButton = (name: 'Página anterior' | 'Página siguiente') => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
const errorTitle = () => screen.queryByRole('heading', { name: 'No se pudo cargar la lista de movimientos' });
const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;

/** The movement numbers in the table's body, in order (one row header per movement). */
function shownNumbers(): string[] {
  return within(table()).getAllByRole('row').slice(1).flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
}
const countText = (total: number) => (total === 0 ? NO_MATCH : total === 1 ? '1 movimiento encontrado.' : `${total} movimientos encontrados.`);

function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
  expect(screen.queryByText('Cargando movimientos…') !== null, 'loading status').toBe(shown === 'loading');
  expect(screen.queryByRole('table') !== null, 'table').toBe(shown === 'table');
  expect(screen.queryByRole('heading', { name: 'No hay movimientos' }) !== null, 'empty message').toBe(shown === 'empty');
  expect(screen.queryByRole('heading', { name: 'Sin acceso' }) !== null, 'no-access message').toBe(shown === 'forbidden');
  expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
}

const runningRequests = (ui: UiRun) => listOf(ui).calls.filter((call) => !call.settled && !call.args[1]?.aborted);

function showsTable(state: List): void {
  const view = viewOf(state);
  onlyOutcome('table');
  expect(table().getAttribute('aria-busy'), 'busy').toBe(String(view.busy));
  expect(searchBox().value).toBe(view.search);
  expect(typeFilter().value).toBe(view.filters.type ?? '');
  expect(typeFilter().selectedOptions[0]?.textContent).toBe(TYPE_OPTION[view.filters.type ?? '']);
  const count = screen.getAllByText(countText(view.total)).filter((element) => element.getAttribute('role') === 'status');
  expect(count, 'the count').toHaveLength(1);
  if (view.rows.length === 0) expect(within(table()).getByText(NO_MATCH).tagName).toBe('TD');
  expect(shownNumbers()).toEqual(view.rows.map((m) => String(m.id)));
  // The totals of the whole filter, over the table (the location's currency is unknown here: '…').
  const totals = document.querySelector('[role="group"][aria-label="Totales del filtro"]') as HTMLElement | null;
  expect(totals, 'the totals of the filter').not.toBeNull();
  expect(within(totals as HTMLElement).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total entradas', 'Total salidas', 'Neto']);
  for (const [column, label] of Object.entries(COLUMNS) as [MovementSortColumn, string][]) {
    expect(header(label).getAttribute('aria-sort'), label).toBe(ariaSortOf(view.sort, column));
  }
  expect(within(pagination()).getByText(`Página ${view.page} de ${view.pageCount}`)).toBeTruthy();
  expect(pageButton('Página anterior').disabled).toBe(!state.can({ type: 'page.changed', page: view.page - 1 }));
  expect(pageButton('Página siguiente').disabled).toBe(!state.can({ type: 'page.changed', page: view.page + 1 }));
  expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  // The pair is linked both ways wherever it is on screen.
  if (view.rows.some((m) => m.id === 21)) expect(table().textContent).toContain('Revierte N° 20');
  if (view.rows.some((m) => m.id === 20)) expect(table().textContent).toContain('Revertido por N° 21');
}

const tableShown = (state: List) => viewOf(state).face === 'table';

defineUiPaths<typeof cashMovementsListMachine, ModelEvent>({
  machine: cashMovementsListMachine,
  name: 'cash movements list',
  setup: () => ({ route: '/movimientos', fakeTimers: true, deps: { storage: signedInStorage(), api: heldMovementsApi() } }),
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
    'xstate.done.actor.loadPage': ({ event, ui }) => listOf(ui).resolve(event.output as MovementPage),
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
        'xstate.done.actor.loadPage(page 1 of 60)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(page 2 of 60)',
        'sort.changed(Fecha)',
        'sort.changed(Fecha)',
        'xstate.done.actor.loadPage(page 1 of 60)',
        'page.changed(next)',
        'xstate.done.actor.loadPage(venta)',
        'search.changed(venta)',
        `${SEARCH_PAUSED}`,
      ],
    },
  ],
  states: {
    list: ({ state, ui }) => {
      const running = runningRequests(ui);
      if (state.matches({ list: 'loading' })) {
        expect(running, 'one GET /movimientos running').toHaveLength(1);
        expect(running[0]?.args[0], 'asked with the current query').toEqual(state.context.query);
      } else {
        expect(running, 'no GET /movimientos running').toHaveLength(0);
      }
    },
    'list.loading': async ({ state }) => {
      const view = viewOf(state);
      if (view.face === 'loading') {
        await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Movimientos' }) ?? undefined, () => "the 'Movimientos' heading");
        expect(screen.getByText('Cargando movimientos…').getAttribute('role')).toBe('status');
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
        expect(screen.getByText('Todavía no entró ni salió dinero de ninguna caja.')).toBeTruthy();
        return;
      }
      showsTable(state);
      if (event.type === 'xstate.done.actor.loadPage' && previous?.context.page === null && view.total === 60) {
        // Newest first, fifty a page.
        expect(shownNumbers()).toEqual(SIXTY_MOVEMENTS.slice(0, 50).map((m) => String(m.id)));
      }
    },
    'failed.forbidden': () => {
      onlyOutcome('forbidden');
      expect(screen.getByRole('alert').textContent).toContain('Su rol no permite ver los movimientos de caja.');
      expect(retryButton()).toBeNull();
    },
    'failed.unavailable': ({ ui }) => {
      onlyOutcome('error');
      expect(retryButton()?.textContent).toBe('Reintentar');
      expect(ui.deps.alerts).toEqual([]);
    },
  },
});
