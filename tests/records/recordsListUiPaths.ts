/**
 * The UI path suite of a records list (tests/<area>/<area>List.ui-paths.test.tsx), shared by every
 * area built on `createRecordsListMachine`: the list machine's model paths driven through the real
 * page. An area's suite only says what is its own (route, API call, rows and how the server
 * answers them, columns, filter, Spanish texts); the gestures, the preconditions, the journey and
 * what the user must see in every state are the same for all, because the machine and the
 * components (<RecordsListBody>, <DataTable>, <Pagination>, <LoadState>, <SpreadsheetExport>) are.
 *
 * What the paths walk: the first page loading, the table (twelve rows, two pages), no rows at all,
 * refused (403: no access, no retry), failed (500: 'Reintentar', which keeps the error on screen
 * while it runs); and, with the table shown, the search box (one request once typing pauses 300 ms:
 * the fake clock), the sortable headers, the filter and 'Página anterior' / 'Página siguiente',
 * each asking the server again while the previous rows stay, marked busy. Every list request is
 * held until a step answers it; the answer may be a clamped page, which the screen then shows. The
 * clock is fake (`setTimeout`), so assertions query synchronously or wait with the kit's
 * `eventually`.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ariaSortOf, connectRecordsList, isNarrowed, SEARCH_DEBOUNCE_MS, type RecordsListMachine } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import { defineUiPaths, type Executor, type UiRun } from '../paths/kit.ts';
import type { PlannedPath } from '../paths/plan.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { pageOf, type InMemoryListOptions } from './inMemoryList.ts';
import { pausedFixture, searchPausedOf, type RecordsListModelEvent, type SearchPaused } from './recordsListPaths.ts';

/**
 * The `SofiaApi` calls that answer one page of `Row`s sorted by `K`: `'listCustomers'`, … or, for
 * one list of several kinds, `(kind, query, signal)`: `'listPayments'` (its `kind` is the config's).
 */
export type ListCallName<Row, K extends string> = {
  [M in keyof SofiaApi]: SofiaApi[M] extends (query: ListQuery<K>, signal?: AbortSignal) => Promise<ListPage<Row>>
    ? M
    : SofiaApi[M] extends (kind: never, query: ListQuery<K>, signal?: AbortSignal) => Promise<ListPage<Row>>
      ? M
      : never;
}[keyof SofiaApi];

/** The Spanish texts of an area's list screen (the catalog's source language). */
export interface RecordsListTexts {
  /** The page's level-1 heading, e.g. 'Clientes'. */
  heading: string;
  /** How the table's accessible name begins (its caption), e.g. 'Clientes del negocio'. */
  table: string;
  searchBox: string;
  pagination: string;
  /** The first load's status, e.g. 'Cargando clientes…'. */
  loading: string;
  /** The heading shown when there are no rows at all (none in a section), and the text under it (if the page has one). */
  empty?: string;
  emptyText?: string | RegExp;
  /** The count when a search matches nothing (also the table's only cell then). */
  noMatch: string;
  /** The count under the search field for `total` > 0 rows: '1 cliente encontrado.', … */
  count: (total: number) => string;
  /** The error's heading when the page could not be loaded. */
  loadError: string;
  /** What 403 says under 'Sin acceso'. */
  forbidden: string;
}

export interface RecordsListUiConfig<Row, K extends string> {
  machine: RecordsListMachine<Row, K>;
  /** Shown in the describe blocks, e.g. 'customers list'. */
  name: string;
  /** Where the signed-in user opens the list. */
  route: string;
  /** Who is signed in (default: the administrator of signedInStorage()), for a list another role works in. */
  storage?: () => Record<string, string>;
  /** The API call the page loads its rows with; every call is held until a step answers it. */
  listCall: ListCallName<Row, K>;
  /** For a `(kind, query, signal)` call: the kind the screen asks for (its query and signal follow it). */
  listKind?: string;
  /** The request as the failure messages name it, e.g. 'GET /clientes'. */
  request: string;
  /** Twelve rows (two pages of ten) and how the server searches, sorts and filters them. */
  rows: readonly Row[];
  rules: InMemoryListOptions<Row, K>;
  /** How the server answers a query, when its answers carry more than the page (the ledger's totals). */
  answerOf?: (rows: readonly Row[], query: ListQuery<K>) => ListPage<Row>;
  /** What else the table shows, checked wherever it is on screen (the totals over it, links in it). */
  showsTable?: (rows: readonly Row[]) => void;
  /** A row's header cell (its name), in the order the table shows them. */
  rowHeader: (row: Row) => string;
  /** A search that narrows the rows to one page. */
  search: string;
  /** The sortable headers on screen, by label. */
  columns: Partial<Record<K, string>>;
  /** Two sortable columns: the journey sorts by the first both ways, the other paths may use the second. */
  sortBy: readonly [K, K];
  /** The filter: its label, the key it sets, a value that narrows, each option's text ('' is 'Todos'). */
  filter: { label: string; key: string; value: string; option: (value: string) => string | undefined };
  texts: RecordsListTexts;
  /** Other calls the page makes besides the list (answered at once), e.g. the location of 'Caja'. */
  otherApi?: () => Partial<SofiaApi>;
  /**
   * The list is one section of a bigger page ('Sesiones anteriores' on 'Caja'): no 'Sin acceso' or
   * empty heading of its own (its texts say it), and other tables may be on the page.
   */
  section?: boolean;
}

type ListSnapshot<Row, K extends string> = SnapshotFrom<RecordsListMachine<Row, K>>;
type ListModelEvent<Row, K extends string> = RecordsListModelEvent<Row, K>;
type HeldList<Row> = Held<ListPage<Row>, unknown[]>;

/** Each run's held list call, found again through the answer the run's fake API was given. */
const heldLists = new WeakMap<object, unknown>();

const PREVIOUS = 'Página anterior';
const NEXT = 'Página siguiente';

/** Declares the area's list UI path suite (see the file's comment); returns the planned paths. */
export function defineRecordsListUiPaths<Row, K extends string>(config: RecordsListUiConfig<Row, K>): PlannedPath[] {
  const { machine, texts, filter, columns } = config;
  const SEARCH_PAUSED = searchPausedOf(machine);
  const labelOf = (column: K) => columns[column] ?? column;
  const optionOf = (value: string) => filter.option(value) ?? value;
  // The query the page asks first (the actor is not started: nothing runs).
  const firstQuery = createActor(machine).getSnapshot().context.query;
  const answer = (query: Partial<ListQuery<K>>) => doneEvent('loadPage', (config.answerOf ?? ((rows, query) => pageOf(rows, query, config.rules)))(config.rows, { ...firstQuery, ...query }));

  // Where the query and the signal stand in the call's arguments (after the kind of a kind's list).
  const at = config.listKind === undefined ? 0 : 1;
  const queryOf = (args: readonly unknown[]) => args[at];
  const signalOf = (args: readonly unknown[]) => args[at + 1] as AbortSignal | undefined;

  function heldListApi(): Partial<SofiaApi> {
    const held: HeldList<Row> = new Held(config.listCall);
    heldLists.set(held.call, held);
    return { [config.listCall]: held.call };
  }
  function listOf(ui: UiRun): HeldList<Row> {
    const call = ui.deps.api[config.listCall].getMockImplementation() as object | undefined;
    // Only heldListApi() puts values in: the held call of this suite's rows.
    const held = (call ? heldLists.get(call) : undefined) as HeldList<Row> | undefined;
    if (!held) throw new Error(`this run was not set up with a held ${config.listCall}`);
    return held;
  }

  // --- Fixtures ---------------------------------------------------------------------------------

  const [sortFirst, sortSecond] = config.sortBy;
  const own = {
    'list.retried': { default: { type: 'list.retried' } },
    'search.changed': {
      narrowed: { type: 'search.changed', search: config.search },
      cleared: { type: 'search.changed', search: '' },
    },
    'sort.changed': {
      [labelOf(sortFirst)]: { type: 'sort.changed', column: sortFirst },
      [labelOf(sortSecond)]: { type: 'sort.changed', column: sortSecond },
    },
    'page.changed': {
      next: { type: 'page.changed', page: 2 },
      previous: { type: 'page.changed', page: 1 },
    },
    'filter.changed': {
      [optionOf(filter.value)]: { type: 'filter.changed', key: filter.key, value: filter.value },
      [optionOf('')]: { type: 'filter.changed', key: filter.key, value: '' },
    },
    'xstate.done.actor.loadPage': {
      'page 1 of 12': answer({}),
      'page 2 of 12': answer({ page: 2 }),
      narrowed: answer({ q: config.search }),
      none: answer({ q: 'zzz' }),
    },
    'xstate.error.actor.loadPage': {
      '403': errorEvent('loadPage', { kind: 'status', status: 403 }),
      '500': errorEvent('loadPage', { kind: 'status', status: 500 }),
    },
  } satisfies EventFixtures<Exclude<ListModelEvent<Row, K>, { type: SearchPaused }>>;
  const events = { ...own, ...pausedFixture(SEARCH_PAUSED) } satisfies EventFixtures<ListModelEvent<Row, K>>;

  // --- What the user sees -----------------------------------------------------------------------

  const viewOf = (state: ListSnapshot<Row, K>) => connectRecordsList(state, () => {});
  const table = () => screen.getByRole('table', { name: new RegExp(`^${texts.table}`) });
  const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
  const searchBox = () => screen.getByRole('searchbox', { name: texts.searchBox }) as HTMLInputElement;
  const filterBox = () => screen.getByRole('combobox', { name: filter.label }) as HTMLSelectElement;
  const pagination = () => screen.getByRole('navigation', { name: texts.pagination });
  const pageButton = (name: typeof PREVIOUS | typeof NEXT) => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
  const errorTitle = () => screen.queryByRole('heading', { name: texts.loadError });
  const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;
  const countText = (total: number) => (total === 0 ? texts.noMatch : texts.count(total));

  /** The row headers in the table's body, in order (one per row). */
  function shownRows(): string[] {
    const rows = within(table()).getAllByRole('row').slice(1);
    return rows.flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
  }

  /** Nothing of the other outcomes is on screen. */
  function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
    expect(screen.queryByText(texts.loading) !== null, 'loading status').toBe(shown === 'loading');
    const anyTable = config.section ? screen.queryByRole('table', { name: new RegExp(`^${texts.table}`) }) : screen.queryByRole('table');
    expect(anyTable !== null, 'table').toBe(shown === 'table');
    const empty = texts.empty !== undefined ? screen.queryByRole('heading', { name: texts.empty }) : texts.emptyText !== undefined ? screen.queryByText(texts.emptyText) : null;
    if (texts.empty !== undefined || texts.emptyText !== undefined) expect(empty !== null, 'empty message').toBe(shown === 'empty');
    const refused = config.section ? screen.queryByText(texts.forbidden) : screen.queryByRole('heading', { name: 'Sin acceso' });
    expect(refused !== null, 'no-access message').toBe(shown === 'forbidden');
    expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
  }

  /** The requests still waiting for an answer that nobody aborted: at most the current one. */
  const runningRequests = (ui: UiRun) => listOf(ui).calls.filter((call) => !call.settled && !signalOf(call.args)?.aborted);

  /** The table as the model says: rows of the last answer, the query's search, filter, sort and page, busy or not. */
  function showsTable(state: ListSnapshot<Row, K>): void {
    const view = viewOf(state);
    onlyOutcome('table');
    expect(table().getAttribute('aria-busy'), 'busy').toBe(String(view.busy));
    expect(searchBox().value).toBe(view.search);
    expect(filterBox().value).toBe(view.filters[filter.key] ?? '');
    expect(filterBox().selectedOptions[0]?.textContent).toBe(optionOf(view.filters[filter.key] ?? ''));
    const count = screen.getAllByText(countText(view.total)).filter((element) => element.getAttribute('role') === 'status');
    expect(count, 'the count under the search field').toHaveLength(1);
    if (view.rows.length === 0) expect(within(table()).getByText(texts.noMatch).tagName).toBe('TD');
    expect(shownRows()).toEqual(view.rows.map(config.rowHeader));
    // Only the sorting column says a direction; the caption says it to screen readers.
    for (const [column, label] of Object.entries(columns) as [K, string][]) {
      expect(header(label).getAttribute('aria-sort'), label).toBe(ariaSortOf(view.sort, column));
    }
    const caption = table().querySelector('caption')?.textContent ?? '';
    if (view.sort.column === null) expect(caption).toContain('Pulse un encabezado para ordenar.');
    else expect(caption).toContain(`Ordenada por ${labelOf(view.sort.column)}, ${view.sort.direction === 'ascending' ? 'ascendente' : 'descendente'}.`);
    expect(within(pagination()).getByText(`Página ${view.page} de ${view.pageCount}`)).toBeTruthy();
    expect(pageButton(PREVIOUS).disabled).toBe(!state.can({ type: 'page.changed', page: view.page - 1 }));
    expect(pageButton(NEXT).disabled).toBe(!state.can({ type: 'page.changed', page: view.page + 1 }));
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    config.showsTable?.(view.rows);
  }

  /** The debounce: no request until typing has paused for 300 ms, then one. */
  const waitsForThePause = {
    [SEARCH_PAUSED]: async ({ ui }) => {
      const asked = listOf(ui).calls.length;
      await ui.advanceTimers(SEARCH_DEBOUNCE_MS - 1);
      expect(listOf(ui).calls, 'no request before typing pauses 300 ms').toHaveLength(asked);
      await ui.advanceTimers(1);
    },
  } as Record<SearchPaused, Executor<{ type: SearchPaused }, ListSnapshot<Row, K>>>;

  /** The table's controls are on screen (not the first load, an error or a refusal). */
  const tableShown = (state: ListSnapshot<Row, K>) => viewOf(state).face === 'table';

  return defineUiPaths<RecordsListMachine<Row, K>, ListModelEvent<Row, K>>({
    machine,
    name: config.name,
    setup: () => ({ route: config.route, fakeTimers: true, deps: { storage: config.storage?.() ?? signedInStorage(), api: { ...config.otherApi?.(), ...heldListApi() } } }),
    events,
    executors: {
      'list.retried': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      },
      'search.changed': ({ event }) => {
        fireEvent.change(searchBox(), { target: { value: event.search } });
      },
      'sort.changed': ({ event }) => {
        fireEvent.click(within(header(labelOf(event.column))).getByRole('button'));
      },
      'page.changed': ({ variant }) => {
        fireEvent.click(pageButton(variant === 'next' ? NEXT : PREVIOUS));
      },
      'filter.changed': ({ event }) => {
        fireEvent.change(filterBox(), { target: { value: event.value ?? '' } });
      },
      'xstate.done.actor.loadPage': ({ event, ui }) => listOf(ui).resolve(event.output),
      'xstate.error.actor.loadPage': ({ event, ui }) => listOf(ui).reject(event.error),
      ...waitsForThePause,
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
      // no rows at all only before any were shown, and none matching only a narrowed query.
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
          `sort.changed(${labelOf(sortFirst)})`,
          `sort.changed(${labelOf(sortFirst)})`,
          'xstate.done.actor.loadPage(page 1 of 12)',
          'page.changed(next)',
          'xstate.done.actor.loadPage(narrowed)',
          'search.changed(narrowed)',
          SEARCH_PAUSED,
        ],
      },
    ],
    states: {
      list: ({ state, ui }) => {
        // Whatever the list is doing, at most one request runs: a newer query aborted the stale one.
        const running = runningRequests(ui);
        if (state.matches({ list: 'loading' })) {
          expect(running, `one ${config.request} running`).toHaveLength(1);
          if (config.listKind !== undefined) expect(running[0]?.args[0], 'asked for the screen’s kind').toBe(config.listKind);
          expect(queryOf(running[0]?.args ?? []), 'asked with the current query').toEqual(state.context.query);
          expect(signalOf(running[0]?.args ?? [])).toBeInstanceOf(AbortSignal);
        } else {
          expect(running, `no ${config.request} running`).toHaveLength(0);
        }
      },
      'list.loading': async ({ state }) => {
        const view = viewOf(state);
        if (view.face === 'loading') {
          // The page's chunk may still be rendering: wait in real time (the clock is fake).
          await eventually(() => screen.queryByRole('heading', { level: 1, name: texts.heading }) ?? undefined, () => `the '${texts.heading}' heading`);
          expect(screen.getByText(texts.loading).getAttribute('role')).toBe('status');
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
          if (texts.emptyText !== undefined) expect(screen.getByText(texts.emptyText)).toBeTruthy();
          expect(screen.queryByRole('searchbox')).toBeNull();
          return;
        }
        showsTable(state);
        if (event.type === 'xstate.done.actor.loadPage' && previous?.context.page === null && view.total === config.rows.length) {
          // The first answer: the server's order, one page.
          expect(shownRows()).toEqual(config.rows.slice(0, state.context.query.pageSize).map(config.rowHeader));
          expect(screen.getByText(texts.count(config.rows.length))).toBeTruthy();
        }
        if (event.type === 'xstate.done.actor.loadPage' && previous && event.output.page < previous.context.query.page) {
          // A clamped answer: the page the server used is the one shown.
          expect(within(pagination()).getByText(`Página ${event.output.page} de ${view.pageCount}`)).toBeTruthy();
        }
      },
      'failed.forbidden': () => {
        onlyOutcome('forbidden');
        if (config.section) {
          expect(screen.getByText(texts.forbidden).getAttribute('role')).toBe('alert');
          expect(retryButton()).toBeNull();
          return;
        }
        const alert = screen.getByRole('alert');
        expect(within(alert).getByRole('heading', { name: 'Sin acceso' })).toBeTruthy();
        expect(alert.textContent).toContain(texts.forbidden);
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
}
