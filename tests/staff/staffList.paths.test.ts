// @vitest-environment node
import { expect } from 'vitest';
import {
  PAGE_SIZE,
  selectCanRetry,
  selectIsEmpty,
  selectIsForbidden,
  selectIsLoaded,
  selectIsLoading,
  selectIsRetrying,
  selectPage,
  selectShowsError,
  selectVisibleUsers,
  staffListMachine,
} from '../../machines/staff/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertStaffList, staffListFixtures } from './staffList.fixtures.ts';

describeModelPaths({
  machine: staffListMachine,
  replayLogic: inertStaffList,
  fixtures: staffListFixtures,
  checkState: (snapshot) => {
    const { users, failure, query } = snapshot.context;
    const page = selectPage(snapshot);
    // Exactly one of the screen's faces is showing.
    const faces = [selectIsLoading, selectIsLoaded, selectIsEmpty, selectIsForbidden, selectShowsError].filter((f) => f(snapshot));
    expect(faces).toHaveLength(1);
    expect(selectCanRetry(snapshot)).toBe(snapshot.matches({ failed: 'error' }));
    expect(failure !== null).toBe(snapshot.matches('failed') || selectIsRetrying(snapshot));
    if (snapshot.matches('loaded')) expect(users.length).toBeGreaterThan(0);
    if (snapshot.matches('empty')) expect(users).toEqual([]);
    // The visible rows are always one valid page of the matching accounts.
    expect(selectVisibleUsers(snapshot).length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(page.page).toBeGreaterThanOrEqual(1);
    expect(page.page).toBeLessThanOrEqual(page.pageCount);
    expect(query.page).toBeGreaterThanOrEqual(1);
  },
});
