/**
 * The 'Usuarios' screen (/usuarios) through the UI: the list loading, loaded (twelve accounts, two
 * pages), empty, refused (403: no access, no retry), failed (500, no answer: 'Reintentar'; 401:
 * the session ends), retried; and, once loaded, the search field, the sortable column headers and
 * the 'Página anterior' / 'Página siguiente' buttons. Every GET /usuarios is held until a step
 * answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  ariaSortOf,
  selectCanGoToPage,
  selectPage,
  staffListMachine,
  type UserSortColumn,
} from '../../machines/staff/index.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { TWELVE_USERS, type StaffListModelEvent } from './staffList.fixtures.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { TEXT } from '../paths/gestures.ts';
import { businessOf, heldBusinessApi } from '../paths/businessCalls.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';


const listUsersOf = (ui: UiRun) => businessOf(ui).listUsers;

// --- Fixtures -----------------------------------------------------------------------------------

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    // Four of the twelve accounts have the role 'Cajero': one page.
    cashiers: { type: 'search.changed', search: 'cajero' },
    nothing: { type: 'search.changed', search: 'zzz' },
    cleared: { type: 'search.changed', search: '' },
  },
  'sort.changed': {
    Nombre: { type: 'sort.changed', column: 'name' },
    Habilitado: { type: 'sort.changed', column: 'enabled' },
  },
  'page.changed': {
    next: { type: 'page.changed', page: 2 },
    previous: { type: 'page.changed', page: 1 },
  },
  'xstate.done.actor.loadUsers': {
    twelve: doneEvent('loadUsers', TWELVE_USERS),
    none: doneEvent('loadUsers', []),
  },
  'xstate.error.actor.loadUsers': {
    '403': errorEvent('loadUsers', { kind: 'status', status: 403 }),
    '500': errorEvent('loadUsers', { kind: 'status', status: 500 }),
    network: errorEvent('loadUsers', { kind: 'network' }),
    '401': errorEvent('loadUsers', { kind: 'status', status: 401 }),
  },
} satisfies EventFixtures<StaffListModelEvent>;

// --- What the user sees -------------------------------------------------------------------------

const COLUMNS: Record<UserSortColumn, string> = { username: 'Usuario', name: 'Nombre', r_nombre: 'Rol', enabled: 'Habilitado' };
const NO_MATCH = 'Ningún usuario coincide con la búsqueda.';

const pageTitle = () => screen.findByRole('heading', { level: 1, name: 'Usuarios' });
const table = () => screen.getByRole('table', { name: /^Cuentas del personal/ });
const header = (label: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' }) as HTMLInputElement;
const pagination = () => screen.getByRole('navigation', { name: 'Paginación de usuarios' });
const pageButton = (name: 'Página anterior' | 'Página siguiente') => within(pagination()).getByRole('button', { name }) as HTMLButtonElement;
const errorTitle = () => screen.queryByRole('heading', { name: 'No se pudo cargar la lista de usuarios' });
const retryButton = () => screen.queryByRole('button', { name: /^(Reintentar|Reintentando…)$/ }) as HTMLButtonElement | null;

/** The user names in the table's body, in order (one row header per account). */
function shownUsernames(): string[] {
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.flatMap((row) => within(row).queryAllByRole('rowheader').map((cell) => cell.textContent ?? ''));
}

/** The count under the search field, as the Spanish catalog words it. */
function countText(total: number): string {
  if (total === 0) return NO_MATCH;
  return total === 1 ? '1 usuario encontrado.' : `${total} usuarios encontrados.`;
}

const alertsOf = (ui: UiRun) => ui.deps.alerts.map(({ icon, title, text }) => `${icon}: ${title} / ${text}`);

/** Nothing of the other outcomes is on screen. */
function onlyOutcome(shown: 'loading' | 'table' | 'empty' | 'forbidden' | 'error'): void {
  expect(screen.queryByText('Cargando usuarios…') !== null, 'loading status').toBe(shown === 'loading');
  expect(screen.queryByRole('table') !== null, 'table').toBe(shown === 'table');
  expect(screen.queryByRole('heading', { name: 'No hay usuarios' }) !== null, 'empty message').toBe(shown === 'empty');
  expect(screen.queryByRole('heading', { name: 'Sin acceso' }) !== null, 'no-access message').toBe(shown === 'forbidden');
  expect(errorTitle() !== null, 'error message').toBe(shown === 'error');
}

defineUiPaths<typeof staffListMachine, StaffListModelEvent>({
  machine: staffListMachine,
  name: 'users list',
  // The signed-in administrator of signedInStorage() opens 'Usuarios' (the role's start page).
  setup: () => ({ route: '/usuarios', deps: { storage: signedInStorage(), api: heldBusinessApi() } }),
  events,
  executors: {
    'list.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'search.changed': ({ event }) => {
      fireEvent.change(searchBox(), { target: { value: event.search } });
    },
    'sort.changed': ({ event }) => {
      fireEvent.click(within(header(COLUMNS[event.column])).getByRole('button'));
    },
    'page.changed': ({ variant }) => {
      fireEvent.click(pageButton(variant === 'next' ? 'Página siguiente' : 'Página anterior'));
    },
    'xstate.done.actor.loadUsers': ({ event, ui }) => listUsersOf(ui).resolve(event.output),
    'xstate.error.actor.loadUsers': ({ event, ui }) => listUsersOf(ui).reject(event.error),
  },
  preconditions: {
    // The search field, the headers and the pages are part of the loaded table only.
    'search.changed': (state, event) => state.matches('loaded') && event.search !== state.context.query.search,
    'sort.changed': (state) => state.matches('loaded'),
    // 'Página siguiente' / 'Página anterior' go one page on, one page back, within the pages there are.
    'page.changed': (state, event, variant) => {
      const current = selectPage(state).page;
      return state.matches('loaded') && event.page === (variant === 'next' ? current + 1 : current - 1) && selectCanGoToPage(state, event.page);
    },
  },
  // Sorting and searching go back to the first page; a second click on a header flips its direction.
  journeys: [
    {
      events: [
        'xstate.done.actor.loadUsers(twelve)',
        'page.changed(next)',
        'sort.changed(Nombre)',
        'sort.changed(Nombre)',
        'page.changed(next)',
        'search.changed(cashiers)',
      ],
    },
  ],
  // A 401 ends the session: the page, and this list with it, is gone.
  endsPath: (event) => event.type === 'xstate.error.actor.loadUsers' && (event.error as { status?: number }).status === 401,
  states: {
    'fetching.loading': async ({ ui }) => {
      expect(await pageTitle()).toBeTruthy();
      expect(screen.getByText('Cargando usuarios…').getAttribute('role')).toBe('status');
      onlyOutcome('loading');
      const calls = listUsersOf(ui).calls;
      expect(calls, 'one GET /usuarios').toHaveLength(1);
      expect(calls[0]?.args[0]).toBeInstanceOf(AbortSignal);
    },
    'fetching.retrying': ({ ui }) => {
      // The error stays readable while the same request runs again; the button shows progress.
      onlyOutcome('error');
      const button = retryButton();
      expect(button?.textContent).toBe('Reintentando…');
      expect(button?.disabled).toBe(true);
      expect(button?.getAttribute('aria-busy')).toBe('true');
      expect(listUsersOf(ui).calls.filter((call) => !call.settled), 'one request running').toHaveLength(1);
    },
    loaded: ({ state, previous, event }) => {
      onlyOutcome('table');
      const { query } = state.context;
      const page = selectPage(state);
      expect(searchBox().value).toBe(query.search);
      const count = screen.getAllByText(countText(page.total)).filter((element) => element.getAttribute('role') === 'status');
      expect(count, 'the count under the search field').toHaveLength(1);
      if (page.rows.length === 0) {
        expect(within(table()).getByText(NO_MATCH).tagName).toBe('TD');
      }
      expect(shownUsernames()).toEqual(page.rows.map((user) => user.username));
      // Only the sorting column says a direction; the caption says it to screen readers.
      for (const [column, label] of Object.entries(COLUMNS) as [UserSortColumn, string][]) {
        expect(header(label).getAttribute('aria-sort'), label).toBe(ariaSortOf(query.sort, column));
      }
      const caption = table().querySelector('caption')?.textContent ?? '';
      if (query.sort.column === null) expect(caption).toContain('Pulse un encabezado para ordenar.');
      else expect(caption).toContain(`Ordenada por ${COLUMNS[query.sort.column]}, ${query.sort.direction === 'ascending' ? 'ascendente' : 'descendente'}.`);
      expect(within(pagination()).getByText(`Página ${page.page} de ${page.pageCount}`)).toBeTruthy();
      expect(pageButton('Página anterior').disabled).toBe(page.page === 1);
      expect(pageButton('Página siguiente').disabled).toBe(page.page === page.pageCount);
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
      if (event.type === 'xstate.done.actor.loadUsers' && previous?.matches({ fetching: 'loading' })) {
        // The first answer: the server's order, ten a page.
        expect(shownUsernames()).toEqual(TWELVE_USERS.slice(0, 10).map((user) => user.username));
        expect(screen.getByText('12 usuarios encontrados.')).toBeTruthy();
      }
    },
    empty: () => {
      onlyOutcome('empty');
      expect(screen.getByText('Todavía no hay cuentas del personal para mostrar.')).toBeTruthy();
      expect(screen.queryByRole('searchbox')).toBeNull();
    },
    'failed.forbidden': () => {
      onlyOutcome('forbidden');
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Sin acceso' })).toBeTruthy();
      expect(alert.textContent).toContain('Solo los administradores pueden ver las cuentas del personal.');
      // Final: asking again would get the same answer.
      expect(retryButton()).toBeNull();
    },
    'failed.error': async ({ state, ui }) => {
      if (state.context.failure === 'unauthorized') {
        // The token is no longer valid: the session ends, says why, and the login page shows.
        expect(alertsOf(ui).at(-1)).toBe('warning: Sesión terminada / Tu sesión ha caducado. Inicia sesión de nuevo.');
        expect(await screen.findByPlaceholderText(TEXT.userPlaceholder)).toBeTruthy();
        expect(ui.path()).toBe('/');
        expect(ui.deps.storage.get('token')).toBeNull();
        expect(errorTitle()).toBeNull();
        return;
      }
      onlyOutcome('error');
      expect(screen.getByText('Compruebe la conexión e intente nuevamente.').getAttribute('role')).toBe('alert');
      const button = retryButton();
      expect(button?.textContent).toBe('Reintentar');
      expect(button?.disabled).toBe(false);
      expect(button?.getAttribute('aria-busy')).toBe('false');
      expect(alertsOf(ui), 'no alert: the message is on the page').toEqual([]);
    },
  },
});
