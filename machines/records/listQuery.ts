/**
 * The list contract every records screen shares (staff, loans, ledgers…): the browser asks for
 * one page with `?q&sort&page&pageSize[&<filter>=…]`, the server filters, sorts and pages in SQL
 * and answers a `ListPage`. Pure: used by the list machine, the API slices and `server/` alike.
 */

export type SortDirection = 'ascending' | 'descending';

export interface ListSort<K extends string = string> {
  /** null: the area's default order (stable, usually by id). */
  column: K | null;
  direction: SortDirection;
}

export interface ListQuery<K extends string = string> {
  /** Free text; every word must match (accent- and case-insensitive). '' = no search. */
  q: string;
  sort: ListSort<K>;
  /** 1-based. The server clamps it to the last page and answers the page it used. */
  page: number;
  pageSize: number;
  /** Area-specific filters (`enabled=true`, `status=active`…): the server allows only known keys. */
  filters: Readonly<Record<string, string>>;
}

/** One page of rows, as the server answers it. */
export interface ListPage<T> {
  items: T[];
  /** Rows matching the query before paging. */
  total: number;
  /** The page actually returned (after clamping), 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;
/** The largest page a server hands out, whatever is asked. */
export const MAX_PAGE_SIZE = 100;
/** Longest search text accepted; longer is cut (a search box, not a document). */
export const MAX_SEARCH_LENGTH = 100;

export const emptyQuery = <K extends string>(pageSize = DEFAULT_PAGE_SIZE): ListQuery<K> => ({
  q: '',
  sort: { column: null, direction: 'ascending' },
  page: 1,
  pageSize,
  filters: {},
});

/** Pages needed for `total` rows: at least 1, so "page 1 of 1" shows for an empty list. */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** `sort=name` ascending, `sort=-name` descending; absent = default order. */
export function toSearchParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.q.trim() !== '') params.q = query.q.trim();
  if (query.sort.column !== null) params.sort = `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`;
  for (const [key, value] of Object.entries(query.filters)) {
    if (!(key in params) && key !== 'q' && key !== 'sort') params[key] = value;
  }
  return params;
}

const positiveInt = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || !/^[0-9]{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? n : fallback;
};

/**
 * The server's reading of a list request: unknown sort columns and filter keys are ignored (never
 * reach SQL), page and size are clamped, the search is trimmed and cut. Never throws: a list
 * request with odd parameters still answers a list.
 */
export function parseListQuery<K extends string>(
  params: Readonly<Record<string, string | undefined>>,
  allowed: { sort: readonly K[]; filters?: readonly string[] },
): ListQuery<K> {
  const rawSort = params.sort ?? '';
  const descending = rawSort.startsWith('-');
  const name = descending ? rawSort.slice(1) : rawSort;
  const column = (allowed.sort as readonly string[]).includes(name) ? (name as K) : null;
  const filters: Record<string, string> = {};
  for (const key of allowed.filters ?? []) {
    const value = params[key];
    if (value !== undefined) filters[key] = value;
  }
  return {
    q: (params.q ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: { column, direction: column !== null && descending ? 'descending' : 'ascending' },
    page: positiveInt(params.page, 1),
    pageSize: Math.min(MAX_PAGE_SIZE, positiveInt(params.pageSize, DEFAULT_PAGE_SIZE)),
    filters,
  };
}

/** Lower case without accents, so 'lucia' finds 'Lucía' and 'GOMEZ' finds 'Gómez'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('es');
}

/** The words of a search, normalized; every one must match. */
export const searchWords = (q: string): string[] => normalizeText(q).split(/\s+/).filter(Boolean);
