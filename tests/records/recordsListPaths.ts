/**
 * The model path suite of a records list (tests/<area>/<area>List.paths.test.ts), shared by every
 * area built on `createRecordsListMachine`: the fixtures (search, sort, page, filter, the debounce
 * and the page's answers) and what must hold in every state, so an area's suite only names its
 * machine, page size, rows and the values its search, sort and filter use.
 */
import { expect } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { connectRecordsList, pageCountOf, type RecordsListEvent, type RecordsListMachine } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

/** The debounce's delayed event (XState names it after the machine): the search is sent once typing pauses. */
export type SearchPaused = `xstate.after.searchDebounce.${string}.list.debouncing`;
export const searchPausedOf = (machine: { id: string }): SearchPaused => `xstate.after.searchDebounce.${machine.id}.list.debouncing`;

/**
 * The debounce's fixture under its name. Typed by the name's pattern: a computed key would make
 * the whole fixture object a `string` index signature, which no other event type satisfies.
 */
export const pausedFixture = (paused: SearchPaused) =>
  ({ [paused]: { default: { type: paused } } }) as Record<SearchPaused, { default: { type: SearchPaused } }>;

/** The events a list path may use: the machine's own, the page's answer, the debounce. */
export type RecordsListModelEvent<Row, K extends string> =
  | RecordsListEvent<K>
  | DoneActorEvent<ListPage<Row>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: SearchPaused };

/** The list with a request that never settles: the path delivers its outcome itself. */
export const inertRecordsList = <Row, K extends string>(machine: RecordsListMachine<Row, K>) =>
  machine.provide({ actors: { loadPage: neverSettles<ListPage<Row>, ListQuery<K>>() } });

export interface RecordsListModel<Row, K extends string> {
  machine: RecordsListMachine<Row, K>;
  /** The area's rows per page (its exported constant): the machine must ask for exactly that many. */
  pageSize: number;
  /** More rows than one page: the answers are their first and second pages. */
  rows: readonly Row[];
  search: string;
  sort: K;
  filter: { key: string; value: string };
  /**
   * How the server answers one page of `rows` (default: a plain `ListPage`). An area whose answers
   * carry more than the rows (the ledger's totals, the user choices) builds them itself.
   */
  pageOf?: (rows: readonly Row[], page: number) => ListPage<Row>;
  /** What else must hold in every state of this area's list (its connect's own fields). */
  checkState?: (snapshot: SnapshotFrom<RecordsListMachine<Row, K>>) => void;
}

/** One fixture per event the list handles; page 0 is refused by the machine's guard. */
export function recordsListModelFixtures<Row, K extends string>({ machine, pageSize, rows, search, sort, filter, pageOf: answerOf }: RecordsListModel<Row, K>) {
  const paused = searchPausedOf(machine);
  const pageOf = answerOf ?? ((items: readonly Row[], page: number): ListPage<Row> => ({ items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize }));
  const own = {
    'list.retried': { default: { type: 'list.retried' } },
    'search.changed': { narrowed: { type: 'search.changed', search } },
    'sort.changed': { [sort]: { type: 'sort.changed', column: sort } },
    'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
    'filter.changed': {
      narrowed: { type: 'filter.changed', key: filter.key, value: filter.value },
      all: { type: 'filter.changed', key: filter.key, value: null },
    },
    'xstate.done.actor.loadPage': {
      first: doneEvent('loadPage', pageOf(rows, 1)),
      second: doneEvent('loadPage', pageOf(rows, 2)),
      none: doneEvent('loadPage', pageOf([], 1)),
    },
    'xstate.error.actor.loadPage': {
      status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
      status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
    },
  } satisfies EventFixtures<Exclude<RecordsListModelEvent<Row, K>, { type: SearchPaused }>>;
  return { ...own, ...pausedFixture(paused) } satisfies EventFixtures<RecordsListModelEvent<Row, K>>;
}

/** Declares the area's list model path suite: every path replayed, and what holds in every state. */
export function describeRecordsListModelPaths<Row, K extends string>(model: RecordsListModel<Row, K>): void {
  const { machine, pageSize } = model;
  describeModelPaths({
    machine,
    replayLogic: inertRecordsList(machine),
    fixtures: recordsListModelFixtures(model),
    // What the guards read (page number, last total, filters) and what the faces read; the replay
    // still compares the whole context after every step.
    stateKey: ({ context: { query, page, failure } }) => ({
      failure,
      total: page?.total ?? null,
      page: query.page,
      searched: query.q !== '',
      filters: query.filters,
      sorted: query.sort,
    }),
    checkState: (snapshot) => {
      const view = connectRecordsList(snapshot, () => {});
      const { query, page, failure } = snapshot.context;
      expect(view.busy).toBe(snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'debouncing' }));
      expect(view.canRetry).toBe(snapshot.matches({ failed: 'unavailable' }));
      // A failure is on screen exactly while failed, or while 'Reintentar' loads again.
      expect(failure !== null).toBe(snapshot.matches('failed') || view.retrying);
      expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
      if (snapshot.matches({ list: 'ready' })) {
        expect(page).not.toBeNull();
        expect(query.page).toBe(page?.page);
      }
      expect(view.rows.length).toBeLessThanOrEqual(pageSize);
      expect(query.pageSize).toBe(pageSize);
      expect(view.pageCount).toBe(pageCountOf(view.total, pageSize));
      expect(query.page).toBeGreaterThanOrEqual(1);
      model.checkState?.(snapshot);
    },
  });
}
