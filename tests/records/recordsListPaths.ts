/**
 * The model side of a records list (`createRecordsListMachine`): the fixtures (search, sort, page,
 * filter, the debounce and the page's answers) and what must hold in every state. The chart is one
 * for every area, so its model paths run once (tests/records/recordsList.paths.test.ts); an area
 * whose view reads more than the kit's adds one `describeRecordsListView` test.
 */
import { expect, it } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { connectRecordsList, pageCountOf, type RecordsListEvent, type RecordsListMachine } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { CoverageRecorder } from '../utils/coverage.ts';
import { describeModelPaths, modelPaths, replayPath } from '../utils/paths.ts';

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

/** What the list's model paths key states by: what the guards read (page number, last total, filters) and what the faces read. */
const recordsListStateKey = <Row, K extends string>({ context: { query, page, failure } }: SnapshotFrom<RecordsListMachine<Row, K>>) => ({
  failure,
  total: page?.total ?? null,
  page: query.page,
  searched: query.q !== '',
  filters: query.filters,
  sorted: query.sort,
});

/** What holds in every state of every list (and, with `model.checkState`, of this area's). */
function expectRecordsListState<Row, K extends string>(model: RecordsListModel<Row, K>, snapshot: SnapshotFrom<RecordsListMachine<Row, K>>): void {
  const { pageSize } = model;
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
}

/**
 * Declares the model path suite of the records list chart: every path replayed, and what holds in
 * every state. Called ONCE, on the representative (tests/records/recordsList.paths.test.ts): every
 * area's list is the same chart (tests/utils/sharedCharts.ts).
 */
export function describeRecordsListModelPaths<Row, K extends string>(model: RecordsListModel<Row, K>): void {
  const { machine } = model;
  describeModelPaths({
    machine,
    replayLogic: inertRecordsList(machine),
    fixtures: recordsListModelFixtures(model),
    // The replay still compares the whole context after every step.
    stateKey: recordsListStateKey,
    checkState: (snapshot) => expectRecordsListState(model, snapshot),
  });
}

/**
 * One test for an area whose list view reads more than the kit's (the ledger's totals, the user
 * choices): the shared chart's paths, played on the area's list with the area's answers, and in
 * every state the kit's checks and `checkState`. The chart itself is proven once, not here.
 */
export function describeRecordsListView<Row, K extends string>(model: RecordsListModel<Row, K> & Required<Pick<RecordsListModel<Row, K>, 'checkState'>>): void {
  const { machine } = model;
  it(`${machine.id}: its view holds in every state of the shared list chart's paths`, () => {
    const replayLogic = inertRecordsList(machine);
    const paths = modelPaths({ machine, replayLogic, fixtures: recordsListModelFixtures(model), stateKey: recordsListStateKey });
    const recorder = new CoverageRecorder(machine.id);
    for (const path of paths) replayPath(replayLogic, path, recorder, (actual) => expectRecordsListState(model, actual as SnapshotFrom<RecordsListMachine<Row, K>>));
    expect(paths.length).toBeGreaterThan(0);
  });
}
