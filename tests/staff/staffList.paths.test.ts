// @vitest-environment node
import { expect } from 'vitest';
import { connectRecordsList, pageCountOf } from '../../machines/records/index.ts';
import { STAFF_PAGE_SIZE, staffListMachine } from '../../machines/staff/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertStaffList, staffListFixtures } from './staffList.fixtures.ts';

describeModelPaths({
  machine: staffListMachine,
  replayLogic: inertStaffList,
  fixtures: staffListFixtures,
  // What the guards read (page number, last total, filters) and what the faces read; the replay
  // still compares the whole context after every step.
  stateKey: ({ context: { query, page, failure } }) => ({
    failure,
    total: page?.total ?? null,
    page: query.page,
    searched: query.q !== '',
    filters: query.filters,
    sorted: query.sort,
  }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    const { query, page, failure } = snapshot.context;
    expect(view.busy).toBe(snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'debouncing' }));
    expect(view.canRetry).toBe(snapshot.matches({ failed: 'unavailable' }));
    // A failure is on screen exactly while failed, or while 'Reintentar' loads again.
    expect(failure !== null).toBe(snapshot.matches('failed') || view.retrying);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
    if (snapshot.matches({ list: 'ready' })) {
      expect(page).not.toBeNull();
      expect(query.page).toBe(page?.page);
    }
    expect(view.rows.length).toBeLessThanOrEqual(STAFF_PAGE_SIZE);
    expect(query.pageSize).toBe(STAFF_PAGE_SIZE);
    expect(view.pageCount).toBe(pageCountOf(view.total, STAFF_PAGE_SIZE));
    expect(query.page).toBeGreaterThanOrEqual(1);
  },
});
