/**
 * A fake list endpoint for tests: filters, sorts and pages an in-memory array the way the
 * contract of machines/records/listQuery.ts says the server does (every search word must match,
 * accent- and case-insensitive; ties and no sort column keep the id order; the page is clamped to
 * the last one and answered). Any area can use it: `inMemoryList(rows, { searchIn, columns })`.
 */
import { MAX_PAGE_SIZE, normalizeText, pageCountOf, searchWords, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';
import type { StaffSortColumn, StaffUser } from '../../machines/staff/index.ts';

export interface InMemoryListOptions<Row, K extends string> {
  /** The text a search looks in. */
  searchIn: (row: Row) => string;
  /** How each sortable column compares two rows, ascending. */
  columns: Record<K, (a: Row, b: Row) => number>;
  /** Known filters: does `row` pass `key=value`? Unknown keys are ignored, as the server does. */
  filters?: Record<string, (row: Row, value: string) => boolean>;
  /** The stable order (default: as given). */
  id?: (row: Row) => number;
}

export type ListCall<Row, K extends string> = (query: ListQuery<K>, signal?: AbortSignal) => Promise<ListPage<Row>>;

/** The page `query` asks for, computed at once. */
export function pageOf<Row, K extends string>(rows: readonly Row[], query: ListQuery<K>, options: InMemoryListOptions<Row, K>): ListPage<Row> {
  const words = searchWords(query.q);
  const matching = rows.filter((row) => {
    const haystack = normalizeText(options.searchIn(row));
    if (!words.every((word) => haystack.includes(word))) return false;
    return Object.entries(query.filters).every(([key, value]) => options.filters?.[key]?.(row, value) ?? true);
  });
  const order = options.id ?? ((row: Row) => rows.indexOf(row));
  const { column, direction } = query.sort;
  const sign = direction === 'ascending' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => (column === null ? 0 : sign * options.columns[column](a, b)) || order(a) - order(b));
  const pageSize = Math.min(MAX_PAGE_SIZE, query.pageSize);
  const page = Math.min(Math.max(1, query.page), pageCountOf(sorted.length, pageSize));
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, pageSize };
}

/** An endpoint answering from `rows` (asynchronously, like a server). */
export function inMemoryList<Row, K extends string>(rows: readonly Row[], options: InMemoryListOptions<Row, K>): ListCall<Row, K> {
  return async (query) => pageOf(rows, query, options);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** GET /usuarios as the reference server answers it (user name, name and role searched). */
export const STAFF_LIST_RULES: InMemoryListOptions<StaffUser, StaffSortColumn> = {
  searchIn: (user) => `${user.username} ${user.name} ${user.r_nombre}`,
  columns: {
    username: (a, b) => collator.compare(a.username, b.username),
    name: (a, b) => collator.compare(a.name, b.name),
    r_nombre: (a, b) => collator.compare(a.r_nombre, b.r_nombre),
    // Ascending 'Habilitado' lists enabled accounts first: the column reads "yes" before "no".
    enabled: (a, b) => Number(b.enabled) - Number(a.enabled),
  },
  filters: { enabled: (user, value) => String(user.enabled) === value },
  id: (user) => user.id,
};

export const staffList = (rows: readonly StaffUser[]): ListCall<StaffUser, StaffSortColumn> => inMemoryList(rows, STAFF_LIST_RULES);
