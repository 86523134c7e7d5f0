export { staffListMachine, usersFailureOf } from './staffList.machine.ts';
export { filterUsers, nextSort, normalizeText, PAGE_SIZE, paginate, sortUsers, visiblePage, type Page } from './staffList.query.ts';
export * from './staffList.selectors.ts';
export type {
  SortDirection,
  StaffUser,
  UserSort,
  UserSortColumn,
  UsersFailure,
  StaffListContext,
  StaffListEvent,
  UsersQuery,
} from './staffList.types.ts';
