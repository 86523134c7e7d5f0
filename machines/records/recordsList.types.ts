import type { ListPage, ListQuery, ListSort } from './listQuery.ts';

/**
 * Why a list could not be shown: 403 (this role may not see these records) is final; anything
 * else (server error, no answer, a malformed answer) can be retried. A 401 is not the list's
 * business: the HTTP client reports it once for the whole app.
 */
export type RecordsListFailure = 'forbidden' | 'unavailable';

export interface RecordsListContext<Row, K extends string> {
  /** What the person asked to see; every change (but typing, which waits) loads a page. */
  query: ListQuery<K>;
  /** The last page the server answered (kept on screen while the next one loads); null before. */
  page: ListPage<Row> | null;
  /** Set by a failed load, kept while 'Reintentar' runs, cleared by the next page. */
  failure: RecordsListFailure | null;
}

export type RecordsListEvent<K extends string> =
  /** A keystroke in the search box: the page loads once typing pauses. */
  | { type: 'search.changed'; search: string }
  /** A column header was activated: a new column ascends, the sorting one flips. */
  | { type: 'sort.changed'; column: K }
  | { type: 'page.changed'; page: number }
  /** An area filter (`enabled` = `true`): null or '' removes it. */
  | { type: 'filter.changed'; key: string; value: string | null }
  | { type: 'list.retried' };

export interface RecordsListOptions {
  /** The machine's id: the area's name in charts, coverage and the inspector (`staffList`). */
  id: string;
  /** Rows per page (default `DEFAULT_PAGE_SIZE`). */
  pageSize?: number;
}

export type { ListPage, ListQuery, ListSort };
