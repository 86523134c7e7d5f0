import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import { DEFAULT_PAGE_SIZE, emptyQuery, pageCountOf, type ListPage, type ListQuery } from './listQuery.ts';
import { nextSort, withFilter } from './recordsList.rules.ts';
import type { RecordsListContext, RecordsListEvent, RecordsListFailure, RecordsListOptions } from './recordsList.types.ts';

/** How long typing must pause before the search is sent: one request per search, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** 403: this role may not see these records (final); anything else can be retried. */
export const listFailureOf = (error: unknown): RecordsListFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

/** The machines this factory made: one chart under many ids. */
const madeHere = new WeakSet<AnyStateMachine>();

/**
 * Whether `machine` is one of this factory's lists (as created, not `.provide`d): their chart is
 * one, whose model paths are proven once (tests/records/recordsList.paths.test.ts) and counted
 * for each of them by scripts/coverage-states.ts (docs/testing.md).
 */
export const isRecordsListMachine = (machine: AnyStateMachine): boolean => madeHere.has(machine);

/**
 * One records list (staff, loans, a ledger…) whose query runs on the server: the screen asks for
 * one page at a time with the search, sort, page and filters in context, and shows what comes back.
 * Each area creates its own with `createRecordsListMachine<Row, SortColumn>({ id, pageSize })`, so
 * charts, coverage and the inspector name it after the area.
 *
 * - `list.loading`: a page is requested with the current query. The first time nothing is shown
 *   but a loading status; afterwards the previous rows stay, marked busy. A newer query restarts the
 *   request (the stale one is aborted).
 * - `list.debouncing`: the search text changed; the previous rows stay, marked busy, until typing
 *   pauses for 300 ms, then the page loads once.
 * - `list.ready`: the page the server answered (it may have clamped the page number: the query
 *   takes the page it used), with its search, sortable headers, filters and pages.
 * - `failed.unavailable`: the page could not be loaded: an error with 'Reintentar'. Retrying loads
 *   the same query again; the error stays readable until the answer.
 * - `failed.forbidden`: 403, this role may not see these records: a clear "no access", no retry.
 */
export function createRecordsListMachine<Row, K extends string>({ id, pageSize = DEFAULT_PAGE_SIZE }: RecordsListOptions) {
  const machine = setup({
    types: {
      context: {} as RecordsListContext<Row, K>,
      events: {} as RecordsListEvent<K>,
    },
    actors: {
      loadPage: fromPromise<ListPage<Row>, ListQuery<K>>(async () => {
        throw new Error(`${id}: the "loadPage" effect must be provided by the app`);
      }),
    },
    delays: {
      searchDebounce: SEARCH_DEBOUNCE_MS,
    },
    actions: {
      assignSearch: assign(({ context, event }) =>
        event.type === 'search.changed' ? { query: { ...context.query, q: event.search, page: 1 } } : {}),
      assignSort: assign(({ context, event }) =>
        event.type === 'sort.changed' ? { query: { ...context.query, sort: nextSort(context.query.sort, event.column), page: 1 } } : {}),
      assignPageNumber: assign(({ context, event }) =>
        event.type === 'page.changed' ? { query: { ...context.query, page: event.page } } : {}),
      assignFilter: assign(({ context, event }) =>
        event.type === 'filter.changed'
          ? { query: { ...context.query, filters: withFilter(context.query.filters, event.key, event.value), page: 1 } }
          : {}),
      /** The server's answer; a clamped page number becomes the query's. */
      assignLoaded: assign(({ context }, page: ListPage<Row>) => ({ page, query: { ...context.query, page: page.page }, failure: null })),
      assignFailure: assign((_, failure: RecordsListFailure) => ({ failure })),
    },
    guards: {
      isForbidden: (_, params: { error: unknown }) => listFailureOf(params.error) === 'forbidden',
      /** Another page that exists (as far as the last answer knows); the server clamps anyway. */
      isAnotherPage: ({ context, event }) => {
        if (event.type !== 'page.changed') return false;
        const { page } = event;
        const last = context.page === null ? Infinity : pageCountOf(context.page.total, context.query.pageSize);
        return Number.isInteger(page) && page >= 1 && page <= last && page !== context.query.page;
      },
      changesFilter: ({ context, event }) =>
        event.type === 'filter.changed' && (context.query.filters[event.key] ?? '') !== (event.value ?? ''),
    },
  }).createMachine({
    id,
    initial: 'list',
    context: { query: emptyQuery<K>(pageSize), page: null, failure: null },
    states: {
      list: {
        initial: 'loading',
        // A query change leaves whichever child is active (so a running request is aborted, a
        // running pause restarts) and enters the one that loads or waits.
        on: {
          'search.changed': { target: '.debouncing', actions: 'assignSearch' },
          'sort.changed': { target: '.loading', actions: 'assignSort' },
          'page.changed': { guard: 'isAnotherPage', target: '.loading', actions: 'assignPageNumber' },
          'filter.changed': { guard: 'changesFilter', target: '.loading', actions: 'assignFilter' },
        },
        states: {
          loading: {
            tags: ['busy'],
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => context.query,
              onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
              onError: [
                {
                  guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                  target: `#${id}.failed.forbidden`,
                  actions: { type: 'assignFailure', params: 'forbidden' as const },
                },
                { target: `#${id}.failed.unavailable`, actions: { type: 'assignFailure', params: 'unavailable' as const } },
              ],
            },
          },
          debouncing: {
            tags: ['busy'],
            after: { searchDebounce: 'loading' },
          },
          ready: {},
        },
      },
      failed: {
        initial: 'unavailable',
        states: {
          unavailable: {
            on: { 'list.retried': `#${id}.list.loading` },
          },
          forbidden: { type: 'final' },
        },
      },
    },
  });
  madeHere.add(machine);
  return machine;
}

export type RecordsListMachine<Row, K extends string> = ReturnType<typeof createRecordsListMachine<Row, K>>;
