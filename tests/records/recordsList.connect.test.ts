// @vitest-environment node
/** The view model on bare snapshots: what a screen shows and what its controls send, without React. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { ariaSortOf, connectRecordsList, createRecordsListMachine, type ListPage, type RecordsListEvent } from '../../machines/records/index.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { neverSettles } from '../utils/fakes.ts';

interface Thing {
  id: number;
}
type Column = 'name' | 'size';
const machine = createRecordsListMachine<Thing, Column>({ id: 'things', pageSize: 2 });
const inert = machine.provide({ actors: { loadPage: neverSettles() } });
type Snapshot = SnapshotFrom<typeof machine>;

const page = (items: Thing[], total: number, at = 1): ListPage<Thing> => ({ items, total, page: at, pageSize: 2 });

/**
 * The snapshot after `events`, played on an actor whose request never settles by itself: the
 * done/error events are delivered by the test, as the model-based paths do.
 */
function after(...events: (RecordsListEvent<Column> | EventObject)[]): Snapshot {
  const actor = createActor(inert);
  actor.start();
  events.forEach((event) => actor.send(event as RecordsListEvent<Column>));
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const loaded = (p: ListPage<Thing>) => doneEvent('loadPage', p);
const view = (snapshot: Snapshot, send = vi.fn<(event: RecordsListEvent<Column>) => void>()) => ({ view: connectRecordsList(snapshot, send), send });

describe('faces', () => {
  it('first load: loading, busy, nothing to show', () => {
    const { view: v } = view(after());
    expect(v).toMatchObject({ face: 'loading', busy: true, rows: [], total: 0, page: 1, pageCount: 1, failure: null, retrying: false, canRetry: false });
  });

  it('a page: the table with its rows, total and pages', () => {
    const { view: v } = view(after(loaded(page([{ id: 1 }, { id: 2 }], 5))));
    expect(v).toMatchObject({ face: 'table', busy: false, rows: [{ id: 1 }, { id: 2 }], total: 5, page: 1, pageCount: 3 });
    expect([v.canGoPrevious, v.canGoNext, v.load]).toEqual([false, true, 'ready']);
  });

  it('the next page asked: its number at once, the previous rows kept, busy', () => {
    const { view: v } = view(after(loaded(page([{ id: 1 }, { id: 2 }], 5)), { type: 'page.changed', page: 2 }));
    expect(v).toMatchObject({ face: 'table', busy: true, page: 2, rows: [{ id: 1 }, { id: 2 }] });
  });

  it('no records at all is "empty"; none matching a search or filter is the table with no rows', () => {
    expect(view(after(loaded(page([], 0)))).view.face).toBe('empty');
    const searched = after(loaded(page([{ id: 1 }], 1)), { type: 'search.changed', search: 'zz' });
    expect(view(searched).view.face).toBe('table');
    const filtered = after(loaded(page([{ id: 1 }], 1)), { type: 'filter.changed', key: 'size', value: 'big' }, loaded(page([], 0)));
    expect(view(filtered).view).toMatchObject({ face: 'table', rows: [], total: 0 });
  });

  it('403: forbidden, no retry', () => {
    const { view: v } = view(after(errorEvent('loadPage', { kind: 'status', status: 403 })));
    expect(v).toMatchObject({ face: 'forbidden', failure: 'forbidden', canRetry: false, retrying: false });
  });

  it('another failure: the error with a retry; retrying keeps the error, busy', () => {
    const failed = after(errorEvent('loadPage', { kind: 'network' }));
    expect(view(failed).view).toMatchObject({ face: 'error', failure: 'unavailable', canRetry: true, retrying: false });
    const retrying = after(errorEvent('loadPage', { kind: 'network' }), { type: 'list.retried' });
    expect(view(retrying).view).toMatchObject({ face: 'error', retrying: true, canRetry: false, busy: true });
  });
});

describe('controls', () => {
  it('each sends its event', () => {
    const { view: v, send } = view(after(loaded(page([{ id: 1 }], 1))));
    v.setSearch('ana');
    v.sortBy('size');
    v.goToPage(2);
    v.setFilter('size', null);
    v.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'search.changed', search: 'ana' },
      { type: 'sort.changed', column: 'size' },
      { type: 'page.changed', page: 2 },
      { type: 'filter.changed', key: 'size', value: null },
      { type: 'list.retried' },
    ]);
  });

  it('reads the query back: search text, sort, filters, aria-sort per column', () => {
    const snapshot = after(
      loaded(page([{ id: 1 }], 1)),
      { type: 'search.changed', search: 'ana' },
      { type: 'sort.changed', column: 'size' },
      { type: 'sort.changed', column: 'size' },
      { type: 'filter.changed', key: 'size', value: 'big' },
    );
    const { view: v } = view(snapshot);
    expect(v).toMatchObject({ search: 'ana', sort: { column: 'size', direction: 'descending' }, filters: { size: 'big' } });
    expect(v.query).toEqual(snapshot.context.query);
    expect(ariaSortOf(v.sort, 'size')).toBe('descending');
    expect(ariaSortOf(v.sort, 'name')).toBe('none');
  });
});
