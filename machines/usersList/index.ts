export { usersListMachine, usersFailureOf } from './usersList.machine.ts';
export { filterUsers, nextSort, normalizeText, PAGE_SIZE, paginate, sortUsers, visiblePage, type Page } from './usersList.query.ts';
export * from './usersList.selectors.ts';
export type {
  SortDirection,
  StaffUser,
  UserSort,
  UserSortColumn,
  UsersFailure,
  UsersListContext,
  UsersListEvent,
  UsersQuery,
} from './usersList.types.ts';
