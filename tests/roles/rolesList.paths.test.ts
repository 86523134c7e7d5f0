// @vitest-environment node
import { expect } from 'vitest';
import { ROLES_PAGE_SIZE, rolesListMachine } from '../../machines/roles/index.ts';
import { connectRecordsList } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertRolesList, rolesListFixtures } from './roles.pathFixtures.ts';

describeModelPaths({
  machine: rolesListMachine,
  replayLogic: inertRolesList,
  fixtures: rolesListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(ROLES_PAGE_SIZE);
    expect(snapshot.context.query.pageSize).toBe(ROLES_PAGE_SIZE);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
  },
});
