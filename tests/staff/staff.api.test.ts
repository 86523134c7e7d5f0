// @vitest-environment node
/** The staff API slice (GET /usuarios with the list contract) and its wiring into the list machine. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import { emptyQuery, type ListQuery } from '../../machines/records/listQuery.ts';
import { STAFF_PAGE_SIZE, staffListMachine, type StaffSortColumn } from '../../machines/staff/index.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createStaffApi } from '../../src/features/staff/staff.api.ts';
import { allStaffOf, provideStaffList } from '../../src/features/staff/staffLogic.ts';
import { createFakeDeps } from '../support/fakeDeps.ts';
import { twelveUsersPage, TWELVE_USERS } from './staffList.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { client: { request } as unknown as ApiClient, request };
};

const query: ListQuery<StaffSortColumn> = {
  q: ' ana ',
  sort: { column: 'name', direction: 'descending' },
  page: 2,
  pageSize: 10,
  filters: { enabled: 'false' },
};

describe('createStaffApi', () => {
  it('listStaff asks GET /usuarios with the query as search parameters and the caller abort signal', async () => {
    const { client, request } = clientAnswering({ items: [], total: 0, page: 1, pageSize: 10 });
    const signal = new AbortController().signal;
    await createStaffApi(client).listStaff(query, signal);
    expect(request).toHaveBeenCalledWith('/usuarios', {
      query: { q: 'ana', sort: '-name', page: '2', pageSize: '10', enabled: 'false' },
      signal,
    });
  });

  it('answers the checked page (unknown keys dropped)', async () => {
    const page = twelveUsersPage(emptyQuery(10));
    const { client } = clientAnswering({ ...page, extra: 1, items: page.items.map((user) => ({ ...user, password: 'x' })) });
    expect(await createStaffApi(client).listStaff(query)).toEqual(page);
  });

  it.each([
    ['the old whole-list array', TWELVE_USERS],
    ['an HTML page', '<!doctype html>'],
    ['a row without its role', { items: [{ id: 1, username: 'a', name: 'A', enabled: true, perfil: null }], total: 1, page: 1, pageSize: 10 }],
    ['page 0', { items: [], total: 0, page: 0, pageSize: 10 }],
  ])('%s is an invalid response', async (_, answer) => {
    const { client } = clientAnswering(answer);
    await expect(createStaffApi(client).listStaff(query)).rejects.toBe(INVALID_RESPONSE);
  });
});

describe('provideStaffList', () => {
  it('the list machine loads its pages through deps.api.listStaff, with the query and the actor signal', async () => {
    const deps = createFakeDeps({ api: { listStaff: async (asked) => twelveUsersPage(asked) } });
    const actor = createActor(provideStaffList(deps));
    actor.start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.page?.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(deps.api.listStaff).toHaveBeenCalledWith(emptyQuery(STAFF_PAGE_SIZE), expect.any(AbortSignal));
    expect(staffListMachine.id).toBe('staffList');
    actor.stop();
  });

  it('allStaffOf fetches every page of the query, not only the one on screen', async () => {
    const deps = createFakeDeps({ api: { listStaff: async (asked) => twelveUsersPage({ ...asked, pageSize: Math.min(asked.pageSize, 5) }) } });
    const all = await allStaffOf(deps)({ ...emptyQuery(10), page: 2 });
    expect(all.map((user) => user.id)).toEqual(TWELVE_USERS.map((user) => user.id));
    expect(deps.api.listStaff.mock.calls.map(([asked]) => asked.page)).toEqual([1, 2, 3]);
  });
});
