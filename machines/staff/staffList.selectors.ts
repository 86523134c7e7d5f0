import type { SnapshotFrom } from 'xstate';
import type { staffListMachine } from './staffList.machine.ts';
import { visiblePage, type Page } from './staffList.query.ts';
import type { StaffUser, UserSort, UserSortColumn } from './staffList.types.ts';

type StaffListSnapshot = SnapshotFrom<typeof staffListMachine>;

export type AriaSort = 'ascending' | 'descending' | 'none';

/** The first load is running (nothing to show yet). */
export const selectIsLoading = (s: StaffListSnapshot) => s.matches({ fetching: 'loading' });
/** 'Reintentar' is running: the error stays on screen, the button shows progress. */
export const selectIsRetrying = (s: StaffListSnapshot) => s.matches({ fetching: 'retrying' });
export const selectIsLoaded = (s: StaffListSnapshot) => s.matches('loaded');
export const selectIsEmpty = (s: StaffListSnapshot) => s.matches('empty');
export const selectIsForbidden = (s: StaffListSnapshot) => s.matches({ failed: 'forbidden' });
/** The error message with 'Reintentar' is shown (also while the retry runs). */
export const selectShowsError = (s: StaffListSnapshot) =>
  s.matches({ failed: 'error' }) || s.matches({ fetching: 'retrying' });
export const selectCanRetry = (s: StaffListSnapshot) => s.can({ type: 'list.retried' });
export const selectFailure = (s: StaffListSnapshot) => s.context.failure;

export const selectSearch = (s: StaffListSnapshot) => s.context.query.search;
export const selectSort = (s: StaffListSnapshot) => s.context.query.sort;

/** `aria-sort` of a column header: only the sorting column says a direction. */
export const ariaSortOf = (sort: UserSort, column: UserSortColumn): AriaSort => (sort.column === column ? sort.direction : 'none');
export const selectAriaSort = (s: StaffListSnapshot, column: UserSortColumn): AriaSort => ariaSortOf(s.context.query.sort, column);

/** What the table shows right now: filtered, sorted, one page. Derived, never stored. */
export const selectPage = (s: StaffListSnapshot): Page<StaffUser> => visiblePage(s.context.users, s.context.query);
export const selectVisibleUsers = (s: StaffListSnapshot): StaffUser[] => selectPage(s).rows;
/** How many accounts match the search (all pages). */
export const selectResultCount = (s: StaffListSnapshot) => selectPage(s).total;
export const selectCanGoToPage = (s: StaffListSnapshot, page: number) => {
  const { pageCount, page: current } = selectPage(s);
  return page >= 1 && page <= pageCount && page !== current && s.can({ type: 'page.changed', page });
};
export const selectCanGoPrevious = (s: StaffListSnapshot) => selectCanGoToPage(s, selectPage(s).page - 1);
export const selectCanGoNext = (s: StaffListSnapshot) => selectCanGoToPage(s, selectPage(s).page + 1);
