// @vitest-environment node
/**
 * The generic records-list machine on a small area of its own (`things`), with a controlled
 * `loadPage`: every request is recorded with its query and abort signal, the test answers it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createRecordsListMachine,
  emptyQuery,
  listFailureOf,
  nextSort,
  SEARCH_DEBOUNCE_MS,
  withFilter,
  type ListPage,
  type ListQuery,
} from '../../machines/records/index.ts';
import { controlledPromise } from '../utils/fakes.ts';

interface Thing {
  id: number;
  name: string;
}
type ThingColumn = 'name' | 'size';

const things = createRecordsListMachine<Thing, ThingColumn>({ id: 'things', pageSize: 5 });

const pageOf = (page: number, total: number, pageSize = 5): ListPage<Thing> => ({
  items: Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => ({
    id: (page - 1) * pageSize + i + 1,
    name: `cosa ${(page - 1) * pageSize + i + 1}`,
  })),
  total,
  page,
  pageSize,
});

/** Lets the answered promise reach the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function start() {
  const load = controlledPromise<ListPage<Thing>, ListQuery<ThingColumn>>();
  const actor = createActor(things.provide({ actors: { loadPage: load.logic } }));
  actor.start();
  return { actor, load, state: () => actor.getSnapshot(), query: () => actor.getSnapshot().context.query };
}

async function ready(total = 12) {
  const list = start();
  list.load.last().resolve(pageOf(1, total));
  await settle();
  return list;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query rules', () => {
  it('nextSort ascends a new column and flips the sorting one', () => {
    expect(nextSort({ column: null, direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'size')).toEqual({ column: 'size', direction: 'ascending' });
  });

  it('withFilter sets a value and removes it for null or an empty text', () => {
    expect(withFilter({}, 'enabled', 'true')).toEqual({ enabled: 'true' });
    expect(withFilter({ enabled: 'true', x: '1' }, 'enabled', null)).toEqual({ x: '1' });
    expect(withFilter({ enabled: 'true' }, 'enabled', '')).toEqual({});
  });

  it('listFailureOf: 403 is final, everything else (a 401 too: the client reports it) can be retried', () => {
    expect(listFailureOf({ kind: 'status', status: 403 })).toBe('forbidden');
    for (const error of [{ kind: 'status', status: 401 }, { kind: 'status', status: 500 }, { kind: 'network' }, { kind: 'timeout' }, new Error('x'), null]) {
      expect(listFailureOf(error)).toBe('unavailable');
    }
  });
});

describe('list.loading', () => {
  it('asks for page 1 of the area size with the default query, once', () => {
    const list = start();
    expect(list.state().value).toEqual({ list: 'loading' });
    expect(list.state().hasTag('busy')).toBe(true);
    expect(list.load.calls.map((call) => call.input)).toEqual([emptyQuery(5)]);
    expect(list.state().context).toEqual({ query: emptyQuery(5), page: null, failure: null });
  });

  it('shows the answer in ready', async () => {
    const list = await ready();
    expect(list.state().value).toEqual({ list: 'ready' });
    expect(list.state().hasTag('busy')).toBe(false);
    expect(list.state().context.page).toEqual(pageOf(1, 12));
  });

  it('adopts the page the server clamped to', async () => {
    const list = await ready(12);
    list.actor.send({ type: 'page.changed', page: 3 });
    expect(list.query().page).toBe(3);
    list.load.last().resolve(pageOf(2, 9));
    await settle();
    expect(list.query().page).toBe(2);
    expect(list.state().context.page?.page).toBe(2);
  });

  it('a newer query while loading aborts the stale request and asks again, keeping the previous rows', async () => {
    const list = await ready();
    list.actor.send({ type: 'sort.changed', column: 'name' });
    const stale = list.load.last();
    list.actor.send({ type: 'sort.changed', column: 'name' });
    expect(stale.signal.aborted).toBe(true);
    expect(list.load.calls).toHaveLength(3);
    expect(list.load.last().input.sort).toEqual({ column: 'name', direction: 'descending' });
    expect(list.state().value).toEqual({ list: 'loading' });
    expect(list.state().context.page).toEqual(pageOf(1, 12));
    // The stale answer arriving late changes nothing.
    stale.resolve(pageOf(1, 1));
    await settle();
    expect(list.state().value).toEqual({ list: 'loading' });
  });
});

describe('search.changed (debounced)', () => {
  it('typing waits for a 300 ms pause, then sends one request with the last text, page 1', async () => {
    const list = await ready();
    list.actor.send({ type: 'page.changed', page: 2 });
    list.load.last().resolve(pageOf(2, 12));
    await settle();
    for (const text of ['c', 'ca', 'caj']) {
      list.actor.send({ type: 'search.changed', search: text });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(list.state().value).toEqual({ list: 'debouncing' });
    expect(list.state().hasTag('busy')).toBe(true);
    expect(list.query()).toMatchObject({ q: 'caj', page: 1 });
    expect(list.load.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(list.state().value).toEqual({ list: 'loading' });
    expect(list.load.calls).toHaveLength(3);
    expect(list.load.last().input).toMatchObject({ q: 'caj', page: 1 });
  });

  it('typing while a page loads aborts it; the search is sent after the pause', async () => {
    const list = start();
    const first = list.load.last();
    list.actor.send({ type: 'search.changed', search: 'x' });
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(list.load.calls).toHaveLength(2);
  });

  it('sorting during the pause loads at once, with the text typed so far', async () => {
    const list = await ready();
    list.actor.send({ type: 'search.changed', search: 'ca' });
    list.actor.send({ type: 'sort.changed', column: 'size' });
    expect(list.load.last().input).toMatchObject({ q: 'ca', sort: { column: 'size', direction: 'ascending' }, page: 1 });
    // The pause was called off: no second request for the same text.
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(list.load.calls).toHaveLength(2);
  });
});

describe('sort.changed, page.changed, filter.changed', () => {
  it('sorting goes back to page 1 and loads', async () => {
    const list = await ready();
    list.actor.send({ type: 'page.changed', page: 2 });
    list.actor.send({ type: 'sort.changed', column: 'size' });
    expect(list.query()).toMatchObject({ sort: { column: 'size', direction: 'ascending' }, page: 1 });
    expect(list.state().value).toEqual({ list: 'loading' });
  });

  it('a page outside 1…pageCount, not an integer, or the current one is refused', async () => {
    const list = await ready(12);
    for (const page of [0, -1, 1.5, Number.NaN, 4, 1]) list.actor.send({ type: 'page.changed', page });
    expect(list.load.calls).toHaveLength(1);
    expect(list.state().value).toEqual({ list: 'ready' });
    list.actor.send({ type: 'page.changed', page: 3 });
    expect(list.load.last().input.page).toBe(3);
  });

  it('a filter loads page 1 with it; the same value again does nothing; null removes it', async () => {
    const list = await ready();
    list.actor.send({ type: 'page.changed', page: 2 });
    list.actor.send({ type: 'filter.changed', key: 'size', value: 'big' });
    expect(list.load.last().input).toMatchObject({ filters: { size: 'big' }, page: 1 });
    const calls = list.load.calls.length;
    list.actor.send({ type: 'filter.changed', key: 'size', value: 'big' });
    expect(list.load.calls).toHaveLength(calls);
    list.actor.send({ type: 'filter.changed', key: 'size', value: null });
    expect(list.load.last().input.filters).toEqual({});
  });
});

describe('failed', () => {
  it('403 is final: failed.forbidden, no retry, no other event answered', async () => {
    const list = start();
    list.load.last().reject({ kind: 'status', status: 403 });
    await settle();
    expect(list.state().value).toEqual({ failed: 'forbidden' });
    expect(list.state().context.failure).toBe('forbidden');
    expect(list.state().status).toBe('active');
    for (const event of [{ type: 'list.retried' }, { type: 'search.changed', search: 'a' }, { type: 'sort.changed', column: 'name' }] as const) {
      expect(list.state().can(event)).toBe(false);
    }
  });

  it.each([{ kind: 'status', status: 500 }, { kind: 'status', status: 401 }, { kind: 'network' }, { kind: 'invalidResponse' }])(
    '%o: failed.unavailable; list.retried asks for the same query again, the failure kept until the answer',
    async (error) => {
      const list = await ready();
      list.actor.send({ type: 'page.changed', page: 2 });
      list.load.last().reject(error);
      await settle();
      expect(list.state().value).toEqual({ failed: 'unavailable' });
      expect(list.state().context.failure).toBe('unavailable');
      list.actor.send({ type: 'list.retried' });
      expect(list.state().value).toEqual({ list: 'loading' });
      expect(list.state().context.failure).toBe('unavailable');
      expect(list.load.last().input.page).toBe(2);
      list.load.last().resolve(pageOf(2, 12));
      await settle();
      expect(list.state().value).toEqual({ list: 'ready' });
      expect(list.state().context.failure).toBeNull();
    },
  );

  it('a retry can meet a 403', async () => {
    const list = start();
    list.load.last().reject({ kind: 'network' });
    await settle();
    list.actor.send({ type: 'list.retried' });
    list.load.last().reject({ kind: 'status', status: 403 });
    await settle();
    expect(list.state().value).toEqual({ failed: 'forbidden' });
  });
});

describe('each area its own machine', () => {
  it('takes the id and page size it is given', () => {
    const other = createRecordsListMachine<Thing, ThingColumn>({ id: 'loans' });
    expect(other.id).toBe('loans');
    expect(createActor(other).getSnapshot().context.query.pageSize).toBe(10);
  });

  it('without a provided loadPage it fails loudly, naming the area', async () => {
    const actor = createActor(createRecordsListMachine<Thing, ThingColumn>({ id: 'loans' }));
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failed: 'unavailable' });
  });

  it('leaving the screen aborts the request', () => {
    const list = start();
    const call = list.load.last();
    list.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});
