/**
 * The records list as a screen reads it: selectors over a snapshot, and `connectRecordsList`, the
 * pure view model (what to show, what each control sends). No React: tested on bare snapshots.
 */
import type { SnapshotFrom } from 'xstate';
import { pageCountOf, type ListQuery, type ListSort } from './listQuery.ts';
import type { RecordsListMachine } from './recordsList.machine.ts';
import { isNarrowed } from './recordsList.rules.ts';
import type { RecordsListEvent, RecordsListFailure } from './recordsList.types.ts';

export type RecordsListSnapshot<Row, K extends string> = SnapshotFrom<RecordsListMachine<Row, K>>;

export type AriaSort = 'ascending' | 'descending' | 'none';

/**
 * Which face the screen shows: the first load's status, the table (also while a newer page loads),
 * "no records at all", "no access", or the error with 'Reintentar' (also while retrying).
 */
export type RecordsListFace = 'loading' | 'table' | 'empty' | 'forbidden' | 'error';

/** `aria-sort` of a column header: only the sorting column says a direction. */
export const ariaSortOf = <K extends string>(sort: ListSort<K>, column: K): AriaSort => (sort.column === column ? sort.direction : 'none');

export const selectBusy = <Row, K extends string>(s: RecordsListSnapshot<Row, K>) => s.hasTag('busy');
export const selectCanRetry = <Row, K extends string>(s: RecordsListSnapshot<Row, K>) => s.can({ type: 'list.retried' });

export function selectFace<Row, K extends string>(s: RecordsListSnapshot<Row, K>): RecordsListFace {
  const { failure, page, query } = s.context;
  if (s.matches({ failed: 'forbidden' })) return 'forbidden';
  // The error stays on screen while 'Reintentar' loads again.
  if (failure !== null) return 'error';
  if (page === null) return 'loading';
  return page.total === 0 && !isNarrowed(query) && !s.hasTag('busy') ? 'empty' : 'table';
}

/**
 * A view model holds values and intents only: an intent sends, it never reads the snapshot it was
 * made from (the screen kit's `useView` keeps the first intents it gets and re-renders on values).
 */
export interface RecordsListView<Row, K extends string> {
  face: RecordsListFace;
  /** For the kit's `<LoadState>`: the first load, its failure, or anything else ('ready'). */
  load: 'loading' | 'failed' | 'ready';
  /** The whole query (an export asks for every page of it). */
  query: ListQuery<K>;
  rows: Row[];
  /** Rows matching the query on all pages (the last answer's). */
  total: number;
  /** The page asked for (shown at once, before its rows arrive), 1-based. */
  page: number;
  pageCount: number;
  sort: ListSort<K>;
  search: string;
  filters: Readonly<Record<string, string>>;
  /** A newer page is on its way (or typing has not paused): the rows shown are the previous ones. */
  busy: boolean;
  failure: RecordsListFailure | null;
  /** 'Reintentar' is running: the error stays, the button shows progress. */
  retrying: boolean;
  canRetry: boolean;
  canGoPrevious: boolean;
  canGoNext: boolean;
  setSearch(text: string): void;
  sortBy(column: K): void;
  goToPage(page: number): void;
  setFilter(key: string, value: string | null): void;
  retry(): void;
}

/** One empty list for every view before the first page: a fresh `[]` would count as a change. */
const NO_ROWS = Object.freeze([]) as never[];

export function connectRecordsList<Row, K extends string>(
  snapshot: RecordsListSnapshot<Row, K>,
  send: (event: RecordsListEvent<K>) => void,
): RecordsListView<Row, K> {
  const { query, page, failure } = snapshot.context;
  const busy = selectBusy(snapshot);
  const total = page?.total ?? 0;
  const face = selectFace(snapshot);
  return {
    face,
    load: face === 'loading' ? 'loading' : face === 'error' ? 'failed' : 'ready',
    query,
    rows: page?.items ?? NO_ROWS,
    total,
    page: query.page,
    pageCount: pageCountOf(total, query.pageSize),
    sort: query.sort,
    search: query.q,
    filters: query.filters,
    busy,
    failure,
    retrying: failure !== null && busy,
    canRetry: selectCanRetry(snapshot),
    canGoPrevious: snapshot.can({ type: 'page.changed', page: query.page - 1 }),
    canGoNext: snapshot.can({ type: 'page.changed', page: query.page + 1 }),
    setSearch: (search) => send({ type: 'search.changed', search }),
    sortBy: (column) => send({ type: 'sort.changed', column }),
    goToPage: (target) => send({ type: 'page.changed', page: target }),
    setFilter: (key, value) => send({ type: 'filter.changed', key, value }),
    retry: () => send({ type: 'list.retried' }),
  };
}

export interface RecordsListWithTotalsView<Row, K extends string, T> extends RecordsListView<Row, K> {
  /** The figures of every record the filters match (the last answer's); null before one. */
  totals: T | null;
}

/**
 * A list whose answers carry the totals of the whole filtered set (`listPageWithTotalsSchema`):
 * the records list plus those totals. `T` is the area's totals; the API slice checked the answer.
 */
export function connectRecordsListWithTotals<T, Row, K extends string>(
  snapshot: RecordsListSnapshot<Row, K>,
  send: (event: RecordsListEvent<K>) => void,
): RecordsListWithTotalsView<Row, K, T> {
  // The page was read with the area's listPageWithTotalsSchema, so it carries its totals.
  const page = snapshot.context.page as (typeof snapshot.context.page & { totals?: T }) | null;
  return { ...connectRecordsList(snapshot, send), totals: page?.totals ?? null };
}
