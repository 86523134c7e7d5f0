import { assign, fromPromise, setup } from 'xstate';
import { nextSort } from './staffList.query.ts';
import type { StaffUser, UsersFailure, StaffListContext, StaffListEvent, UsersQuery } from './staffList.types.ts';

const initialQuery: UsersQuery = { search: '', sort: { column: null, direction: 'ascending' }, page: 1 };

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const failure = error as { kind?: unknown; status?: unknown };
  return failure.kind === 'status' && typeof failure.status === 'number' ? failure.status : null;
}

/** 403: this role may not list accounts; 401: the token is no longer valid; anything else. */
export function usersFailureOf(error: unknown): UsersFailure {
  const status = statusOf(error);
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthorized';
  return 'unavailable';
}

/**
 * The 'Usuarios' screen: the staff accounts, searchable, sortable and paged.
 *
 * - `fetching.loading`: the list is requested; the table area shows a loading status.
 * - `loaded`: the table with its search field, sortable headers, pages and 'Exportar'.
 * - `empty`: the server has no accounts to show: a short explanation instead of the table.
 * - `failed.forbidden`: 403, the role may not see accounts: a clear 'no access' message, no retry.
 * - `failed.error`: any other failure: an error message with 'Reintentar'. A 401 also ends the
 *   session (the token is no longer valid), as the photo upload does.
 * - `fetching.retrying`: 'Reintentar' was pressed: the error stays readable while the list loads
 *   again (the same request, so the same outcomes).
 *
 * The query (search text, sort, page) lives in context and survives reloads; the rows the table
 * shows are derived by selectors (filter, sort, page), never stored.
 */
export const staffListMachine = setup({
  types: {
    context: {} as StaffListContext,
    events: {} as StaffListEvent,
  },
  actors: {
    loadUsers: fromPromise<StaffUser[]>(async () => {
      throw new Error('staffList: the "loadUsers" effect must be provided by the app');
    }),
  },
  actions: {
    assignUsers: assign((_, users: StaffUser[]) => ({ users, failure: null })),
    assignFailure: assign((_, failure: UsersFailure) => ({ failure })),
    assignSearch: assign(({ context, event }) =>
      event.type === 'search.changed' ? { query: { ...context.query, search: event.search, page: 1 } } : {}),
    assignSort: assign(({ context, event }) =>
      event.type === 'sort.changed' ? { query: { ...context.query, sort: nextSort(context.query.sort, event.column), page: 1 } } : {}),
    assignPage: assign(({ context, event }) =>
      event.type === 'page.changed' ? { query: { ...context.query, page: Math.max(1, Math.trunc(event.page)) } } : {}),
    /** Tells the session the token is no longer valid (it signs out and says why). */
    reportSessionExpired: () => {},
  },
  guards: {
    hasUsers: (_, users: StaffUser[]) => users.length > 0,
    isForbidden: (_, params: { error: unknown }) => usersFailureOf(params.error) === 'forbidden',
    isUnauthorized: (_, params: { error: unknown }) => usersFailureOf(params.error) === 'unauthorized',
    isValidPage: ({ event }) => event.type === 'page.changed' && Number.isInteger(event.page) && event.page >= 1,
  },
}).createMachine({
  id: 'staffList',
  initial: 'fetching',
  context: { users: [], query: initialQuery, failure: null },
  // The query may change at any time, even while the list loads: it is applied when it arrives.
  on: {
    'search.changed': { actions: 'assignSearch' },
    'sort.changed': { actions: 'assignSort' },
  },
  states: {
    // One request, two faces: the first load shows a loading status, a retry keeps the error
    // readable while it runs. Either way the answer decides the next state the same way.
    fetching: {
      initial: 'loading',
      tags: ['busy'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: [
          {
            guard: { type: 'hasUsers', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'assignUsers', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'assignUsers', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.forbidden',
            actions: { type: 'assignFailure', params: 'forbidden' as const },
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.error',
            actions: [{ type: 'assignFailure', params: 'unauthorized' as const }, 'reportSessionExpired'],
          },
          { target: 'failed.error', actions: { type: 'assignFailure', params: 'unavailable' as const } },
        ],
      },
      states: {
        loading: {},
        retrying: {},
      },
    },
    loaded: {
      on: {
        'page.changed': { guard: 'isValidPage', actions: 'assignPage' },
      },
    },
    empty: {},
    failed: {
      initial: 'error',
      states: {
        forbidden: {},
        error: {
          on: { 'list.retried': '#staffList.fetching.retrying' },
        },
      },
    },
  },
});
