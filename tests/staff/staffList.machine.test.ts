// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  filterUsers,
  nextSort,
  normalizeText,
  paginate,
  selectAriaSort,
  selectCanGoToPage,
  selectCanRetry,
  selectFailure,
  selectIsEmpty,
  selectIsForbidden,
  selectIsLoaded,
  selectIsLoading,
  selectIsRetrying,
  selectPage,
  selectResultCount,
  selectSearch,
  selectShowsError,
  selectSort,
  selectVisibleUsers,
  sortUsers,
  usersFailureOf,
  staffListMachine,
  visiblePage,
  type StaffUser,
} from '../../machines/staff/index.ts';
import { actionSpies, controlledPromise, flush } from '../utils/fakes.ts';
import { TWELVE_USERS } from './staffList.fixtures.ts';

const user = (id: number, username: string, name: string, r_nombre: string, enabled = true): StaffUser => ({
  id,
  username,
  name,
  r_nombre,
  enabled,
  perfil: null,
});

const STAFF: StaffUser[] = [
  user(1, 'admin', 'Ana Torres', 'Administrador'),
  user(2, 'cajero', 'Carlos Ruiz', 'Cajero'),
  user(3, 'cobrador', 'Lucía Gómez', 'Cobrador'),
  user(4, 'inactivo', 'Pedro Salas', 'Cajero', false),
];

function start() {
  const load = controlledPromise<StaffUser[]>();
  const effects = actionSpies(['reportSessionExpired'] as const);
  const actor = createActor(staffListMachine.provide({ actors: { loadUsers: load.logic }, actions: effects }));
  actor.start();
  return { actor, load, effects, state: () => actor.getSnapshot() };
}

async function loadedWith(users: StaffUser[]) {
  const list = start();
  list.load.last().resolve(users);
  await flush();
  return list;
}

async function failedWith(error: unknown) {
  const list = start();
  list.load.last().reject(error);
  await flush();
  return list;
}

describe('pure query functions', () => {
  it('normalizeText drops accents and case', () => {
    expect(normalizeText('Lucía GÓMEZ Ñandú')).toBe('lucia gomez nandu');
  });

  it('filterUsers matches every typed word in user name, name or role, ignoring accents and case', () => {
    expect(filterUsers(STAFF, '').map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(filterUsers(STAFF, '   ').map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(filterUsers(STAFF, 'cajero').map((u) => u.id)).toEqual([2, 4]);
    expect(filterUsers(STAFF, 'lucia').map((u) => u.id)).toEqual([3]);
    expect(filterUsers(STAFF, 'GOMEZ cobr').map((u) => u.id)).toEqual([3]);
    expect(filterUsers(STAFF, 'salas administrador')).toEqual([]);
    expect(filterUsers(STAFF, 'zzz')).toEqual([]);
  });

  it('sortUsers sorts by a column in either direction, keeping the id order for ties and without a column', () => {
    const byName = (direction: 'ascending' | 'descending') => sortUsers(STAFF, { column: 'name', direction }).map((u) => u.id);
    expect(byName('ascending')).toEqual([1, 2, 3, 4]);
    expect(byName('descending')).toEqual([4, 3, 2, 1]);
    expect(sortUsers(STAFF, { column: 'r_nombre', direction: 'ascending' }).map((u) => u.id)).toEqual([1, 2, 4, 3]);
    expect(sortUsers(STAFF, { column: 'r_nombre', direction: 'descending' }).map((u) => u.id)).toEqual([3, 2, 4, 1]);
    expect(sortUsers(STAFF, { column: 'enabled', direction: 'ascending' }).map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(sortUsers(STAFF, { column: 'enabled', direction: 'descending' }).map((u) => u.id)).toEqual([4, 1, 2, 3]);
    expect(sortUsers([...STAFF].reverse(), { column: null, direction: 'ascending' }).map((u) => u.id)).toEqual([1, 2, 3, 4]);
  });

  it('sortUsers compares like a person reads: accents and numbers', () => {
    const rows = [user(1, 'u10', 'Óscar', 'x'), user(2, 'u9', 'Oliva', 'x'), user(3, 'u1', 'Zoe', 'x')];
    expect(sortUsers(rows, { column: 'name', direction: 'ascending' }).map((u) => u.name)).toEqual(['Oliva', 'Óscar', 'Zoe']);
    expect(sortUsers(rows, { column: 'username', direction: 'ascending' }).map((u) => u.username)).toEqual(['u1', 'u9', 'u10']);
  });

  it('sortUsers does not change its input', () => {
    const input = [...STAFF].reverse();
    sortUsers(input, { column: 'name', direction: 'ascending' });
    expect(input.map((u) => u.id)).toEqual([4, 3, 2, 1]);
  });

  it('nextSort ascends a new column and flips the current one', () => {
    expect(nextSort({ column: null, direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'enabled')).toEqual({ column: 'enabled', direction: 'ascending' });
  });

  it('paginate cuts pages of ten and clamps the page into range', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(rows, 1)).toEqual({ rows: rows.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(paginate(rows, 3)).toEqual({ rows: [20, 21, 22], page: 3, pageCount: 3, total: 23 });
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate(rows, Number.NaN).page).toBe(1);
    expect(paginate([], 4)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate(rows, 2, 5).rows).toEqual([5, 6, 7, 8, 9]);
  });

  it('visiblePage filters, then sorts, then pages', () => {
    const page = visiblePage(TWELVE_USERS, { search: 'cajero', sort: { column: 'name', direction: 'descending' }, page: 1 });
    expect(page.total).toBe(4);
    expect(page.rows.map((u) => u.r_nombre)).toEqual(['Cajero', 'Cajero', 'Cajero', 'Cajero']);
    expect(page.rows.map((u) => u.name)).toEqual([...page.rows.map((u) => u.name)].sort().reverse());
  });
});

describe('fetching.loading', () => {
  it('starts loading with the default query', () => {
    const list = start();
    expect(selectIsLoading(list.state())).toBe(true);
    expect(list.load.calls).toHaveLength(1);
    expect(selectSearch(list.state())).toBe('');
    expect(selectSort(list.state())).toEqual({ column: null, direction: 'ascending' });
    expect(selectVisibleUsers(list.state())).toEqual([]);
  });

  it('keeps search and sort typed while loading and applies them when the list arrives', async () => {
    const list = start();
    list.actor.send({ type: 'search.changed', search: 'cajero' });
    list.actor.send({ type: 'sort.changed', column: 'name' });
    list.load.last().resolve(STAFF);
    await flush();
    expect(selectVisibleUsers(list.state()).map((u) => u.id)).toEqual([2, 4]);
    expect(selectAriaSort(list.state(), 'name')).toBe('ascending');
  });

  it('a list goes to loaded, an empty one to empty', async () => {
    expect(selectIsLoaded((await loadedWith(STAFF)).state())).toBe(true);
    expect(selectIsEmpty((await loadedWith([])).state())).toBe(true);
  });

  it.each([
    { status: 403, face: selectIsForbidden, failure: 'forbidden', retry: false },
    { status: 500, face: selectShowsError, failure: 'unavailable', retry: true },
    { status: 401, face: selectShowsError, failure: 'unauthorized', retry: true },
  ])('status $status shows $failure', async ({ status, face, failure, retry }) => {
    const list = await failedWith({ kind: 'status', status });
    expect(face(list.state())).toBe(true);
    expect(selectFailure(list.state())).toBe(failure);
    expect(selectCanRetry(list.state())).toBe(retry);
    expect(list.effects.reportSessionExpired).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
  });

  it.each([{ kind: 'network' }, { kind: 'timeout' }, { kind: 'invalidResponse' }, new TypeError('boom')])(
    'a failure without a status (%o) is an error that can be retried',
    async (error) => {
      const list = await failedWith(error);
      expect(list.state().value).toEqual({ failed: 'error' });
      expect(selectFailure(list.state())).toBe('unavailable');
    },
  );
});

describe('loaded', () => {
  it('search.changed filters and goes back to page 1', async () => {
    const list = await loadedWith(TWELVE_USERS);
    list.actor.send({ type: 'page.changed', page: 2 });
    expect(selectPage(list.state()).page).toBe(2);
    list.actor.send({ type: 'search.changed', search: 'cobrador' });
    expect(selectPage(list.state())).toMatchObject({ page: 1, pageCount: 1, total: 4 });
    expect(selectResultCount(list.state())).toBe(4);
    expect(selectVisibleUsers(list.state()).every((u) => u.r_nombre === 'Cobrador')).toBe(true);
  });

  it('sort.changed on a header ascends, again descends, and aria-sort follows', async () => {
    const list = await loadedWith(STAFF);
    expect(selectAriaSort(list.state(), 'name')).toBe('none');
    list.actor.send({ type: 'sort.changed', column: 'name' });
    expect(selectAriaSort(list.state(), 'name')).toBe('ascending');
    expect(selectAriaSort(list.state(), 'username')).toBe('none');
    list.actor.send({ type: 'sort.changed', column: 'name' });
    expect(selectAriaSort(list.state(), 'name')).toBe('descending');
    expect(selectVisibleUsers(list.state()).map((u) => u.id)).toEqual([4, 3, 2, 1]);
  });

  it('page.changed shows the next ten; invalid pages are refused', async () => {
    const list = await loadedWith(TWELVE_USERS);
    expect(selectVisibleUsers(list.state()).map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(selectCanGoToPage(list.state(), 2)).toBe(true);
    expect(selectCanGoToPage(list.state(), 1)).toBe(false);
    expect(selectCanGoToPage(list.state(), 3)).toBe(false);
    list.actor.send({ type: 'page.changed', page: 2 });
    expect(selectVisibleUsers(list.state()).map((u) => u.id)).toEqual([11, 12]);
    list.actor.send({ type: 'page.changed', page: 0 });
    list.actor.send({ type: 'page.changed', page: 1.5 });
    expect(selectPage(list.state()).page).toBe(2);
  });

  it('a page beyond the last shows the last one', async () => {
    const list = await loadedWith(TWELVE_USERS);
    list.actor.send({ type: 'page.changed', page: 7 });
    expect(selectPage(list.state()).page).toBe(2);
  });

  it('the rows are derived, not stored: context holds only the server list and the query', async () => {
    const list = await loadedWith(STAFF);
    list.actor.send({ type: 'search.changed', search: 'ana' });
    expect(Object.keys(list.state().context).sort()).toEqual(['failure', 'query', 'users']);
    expect(list.state().context.users).toEqual(STAFF);
  });
});

describe('failed.error and fetching.retrying', () => {
  it('list.retried loads again with the error still shown, then shows the list', async () => {
    const list = await failedWith({ kind: 'status', status: 500 });
    list.actor.send({ type: 'list.retried' });
    expect(selectIsRetrying(list.state())).toBe(true);
    expect(selectShowsError(list.state())).toBe(true);
    expect(selectCanRetry(list.state())).toBe(false);
    expect(list.load.calls).toHaveLength(2);
    list.load.last().resolve(STAFF);
    await flush();
    expect(selectIsLoaded(list.state())).toBe(true);
    expect(selectFailure(list.state())).toBeNull();
  });

  it('a retry can fail again, or meet a 403', async () => {
    const list = await failedWith({ kind: 'network' });
    list.actor.send({ type: 'list.retried' });
    list.load.last().reject({ kind: 'status', status: 403 });
    await flush();
    expect(selectIsForbidden(list.state())).toBe(true);
    list.actor.send({ type: 'list.retried' });
    expect(list.load.calls).toHaveLength(2);
  });

  it('failed.forbidden offers no retry', async () => {
    const list = await failedWith({ kind: 'status', status: 403 });
    list.actor.send({ type: 'list.retried' });
    expect(selectIsForbidden(list.state())).toBe(true);
    expect(list.load.calls).toHaveLength(1);
  });
});

describe('usersFailureOf', () => {
  it('maps statuses to what the screen says', () => {
    expect(usersFailureOf({ kind: 'status', status: 403 })).toBe('forbidden');
    expect(usersFailureOf({ kind: 'status', status: 401 })).toBe('unauthorized');
    expect(usersFailureOf({ kind: 'status', status: 404 })).toBe('unavailable');
    expect(usersFailureOf(null)).toBe('unavailable');
    expect(usersFailureOf('403')).toBe('unavailable');
  });
});

describe('stopping', () => {
  it('aborts the request when the screen is left', () => {
    const list = start();
    const call = list.load.last();
    list.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});
