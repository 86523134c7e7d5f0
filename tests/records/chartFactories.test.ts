// @vitest-environment node
/** `npm run charts` describes machines made by a factory (the records list) under each area's id. */
import { describe, expect, it } from 'vitest';
import { factoriesOfSource, readMachineDocs } from '../../scripts/stateDocs.ts';

const factory = `
/**
 * A list.
 *
 * - \`list.loading\`: asking.
 * - \`failed\`: gave up.
 */
export function createListMachine({ id }: { id: string }) {
  return setup({}).createMachine({
    id,
    states: {
      list: { states: { /** Shown. */ ready: {}, loading: {} } },
      failed: {},
    },
  });
}
`;

describe('factoriesOfSource', () => {
  it("reads a factory's state descriptions and the calls that name a machine", () => {
    const { factories, calls } = factoriesOfSource('list.ts', `${factory}\nexport const loans = createListMachine({ id: 'loans', pageSize: 5 });`);
    expect(Object.fromEntries(factories.get('createListMachine') ?? [])).toEqual({
      'list.loading': 'asking.',
      failed: 'gave up.',
      'list.ready': 'Shown.',
    });
    expect(calls).toEqual([{ factory: 'createListMachine', id: 'loans' }]);
  });

  it('the staff list is found under its own id, in its own file, with the records list descriptions', () => {
    const staff = readMachineDocs().get('staffList');
    expect(staff?.file).toBe('machines/staff/staffList.machine.ts');
    expect(staff?.states.get('list.debouncing')).toMatch(/300 ms/);
    expect([...(staff?.states.keys() ?? [])].sort()).toEqual(['failed.forbidden', 'failed.unavailable', 'list.debouncing', 'list.loading', 'list.ready']);
  });
});
