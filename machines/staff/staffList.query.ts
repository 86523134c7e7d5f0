import type { StaffUser, UserSort, UserSortColumn, UsersQuery } from './staffList.types.ts';

/** Rows per page of the 'Usuarios' table. */
export const PAGE_SIZE = 10;

/** Lower case without accents, so 'lucia' finds 'Lucía' and 'GOMEZ' finds 'Gómez'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('es');
}

/** The accounts whose user name, name or role contains every word typed (in any order). */
export function filterUsers(users: readonly StaffUser[], search: string): StaffUser[] {
  const words = normalizeText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = normalizeText(`${user.username} ${user.name} ${user.r_nombre}`);
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compareBy(column: UserSortColumn, a: StaffUser, b: StaffUser): number {
  // Ascending 'Habilitado' lists enabled accounts first: the column reads "yes" before "no".
  if (column === 'enabled') return Number(b.enabled) - Number(a.enabled);
  return collator.compare(a[column], b[column]);
}

/** A sorted copy; ties (and no sort column) keep the server's order by id, so paging is stable. */
export function sortUsers(users: readonly StaffUser[], sort: UserSort): StaffUser[] {
  const { column } = sort;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...users].sort((a, b) => (column === null ? 0 : sign * compareBy(column, a, b)) || a.id - b.id);
}

/** The next sort after activating `column`: a new column ascends, the current one flips. */
export function nextSort(current: UserSort, column: UserSortColumn): UserSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to 1…pageCount. */
  page: number;
  /** At least 1, even for no rows. */
  pageCount: number;
  /** Rows before paging. */
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), pageCount);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount, total: rows.length };
}

/** Filter, then sort, then page: what the table shows for a query. */
export function visiblePage(users: readonly StaffUser[], query: UsersQuery, size = PAGE_SIZE): Page<StaffUser> {
  return paginate(sortUsers(filterUsers(users, query.search), query.sort), query.page, size);
}
