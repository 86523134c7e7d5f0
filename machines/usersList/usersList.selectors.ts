import type { SnapshotFrom } from 'xstate';
import type { usersListMachine } from './usersList.machine.ts';
import { visiblePage, type Page } from './usersList.query.ts';
import type { StaffUser, UserSort, UserSortColumn } from './usersList.types.ts';

type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;

export type AriaSort = 'ascending' | 'descending' | 'none';

/** The first load is running (nothing to show yet). */
export const selectIsLoading = (s: UsersListSnapshot) => s.matches({ fetching: 'loading' });
/** 'Reintentar' is running: the error stays on screen, the button shows progress. */
export const selectIsRetrying = (s: UsersListSnapshot) => s.matches({ fetching: 'retrying' });
export const selectIsLoaded = (s: UsersListSnapshot) => s.matches('loaded');
export const selectIsEmpty = (s: UsersListSnapshot) => s.matches('empty');
export const selectIsForbidden = (s: UsersListSnapshot) => s.matches({ failed: 'forbidden' });
/** The error message with 'Reintentar' is shown (also while the retry runs). */
export const selectShowsError = (s: UsersListSnapshot) =>
  s.matches({ failed: 'error' }) || s.matches({ fetching: 'retrying' });
export const selectCanRetry = (s: UsersListSnapshot) => s.can({ type: 'list.retried' });
export const selectFailure = (s: UsersListSnapshot) => s.context.failure;

export const selectSearch = (s: UsersListSnapshot) => s.context.query.search;
export const selectSort = (s: UsersListSnapshot) => s.context.query.sort;

/** `aria-sort` of a column header: only the sorting column says a direction. */
export const ariaSortOf = (sort: UserSort, column: UserSortColumn): AriaSort => (sort.column === column ? sort.direction : 'none');
export const selectAriaSort = (s: UsersListSnapshot, column: UserSortColumn): AriaSort => ariaSortOf(s.context.query.sort, column);

/** What the table shows right now: filtered, sorted, one page. Derived, never stored. */
export const selectPage = (s: UsersListSnapshot): Page<StaffUser> => visiblePage(s.context.users, s.context.query);
export const selectVisibleUsers = (s: UsersListSnapshot): StaffUser[] => selectPage(s).rows;
/** How many accounts match the search (all pages). */
export const selectResultCount = (s: UsersListSnapshot) => selectPage(s).total;
export const selectCanGoToPage = (s: UsersListSnapshot, page: number) => {
  const { pageCount, page: current } = selectPage(s);
  return page >= 1 && page <= pageCount && page !== current && s.can({ type: 'page.changed', page });
};
export const selectCanGoPrevious = (s: UsersListSnapshot) => selectCanGoToPage(s, selectPage(s).page - 1);
export const selectCanGoNext = (s: UsersListSnapshot) => selectCanGoToPage(s, selectPage(s).page + 1);
