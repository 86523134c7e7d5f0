
import type { StaffUser } from './staff.schema.ts';

export type { StaffUser } from './staff.schema.ts';

/** The columns the table can be sorted by. */
export type UserSortColumn = 'username' | 'name' | 'r_nombre' | 'enabled';
export type SortDirection = 'ascending' | 'descending';

export interface UserSort {
  /** null: the server's order (by id). */
  column: UserSortColumn | null;
  direction: SortDirection;
}

/** What the user asked to see: the list itself is filtered, sorted and paged by selectors. */
export interface UsersQuery {
  search: string;
  sort: UserSort;
  /** 1-based; clamped to the available pages when read. */
  page: number;
}

/**
 * Why the list could not be shown: 403 (the role may not see staff accounts) is final; anything
 * else (server error, no answer, a 401 that ends the session) can be retried.
 */
export type UsersFailure = 'forbidden' | 'unauthorized' | 'unavailable';

export interface StaffListContext {
  users: StaffUser[];
  query: UsersQuery;
  failure: UsersFailure | null;
}

export type StaffListEvent =
  | { type: 'list.retried' }
  | { type: 'search.changed'; search: string }
  /** A column header was activated: sorts by it, or flips the direction if it already sorts. */
  | { type: 'sort.changed'; column: UserSortColumn }
  | { type: 'page.changed'; page: number };

