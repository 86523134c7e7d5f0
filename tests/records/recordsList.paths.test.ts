// @vitest-environment node
/**
 * The records list chart (`createRecordsListMachine`), proven once: every area's list is this chart
 * under the area's id, so its model paths run here, on a representative (`recordsList`), and
 * scripts/coverage-states.ts counts them for each list (tests/utils/sharedCharts.ts). Each list's
 * screen keeps its own UI paths (tests/<area>/<area>List.ui-paths.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, type AnyStateMachine } from 'xstate';
import { areaMachines } from '../../machines/areaCharts.ts';
import { CASH_SESSIONS_PAGE_SIZE, cashSessionsListMachine } from '../../machines/cashbox/index.ts';
import { CASH_MOVEMENTS_PAGE_SIZE, cashMovementsListMachine, DELIVERY_MOVEMENTS_PAGE_SIZE, deliveryMovementsListMachine } from '../../machines/cashMovements/index.ts';
import { CUSTOMERS_PAGE_SIZE, customersListMachine } from '../../machines/customers/index.ts';
import { DEBTS_PAGE_SIZE, debtsListMachine } from '../../machines/debts/index.ts';
import { DELIVERIES_PAGE_SIZE, deliveriesListMachine } from '../../machines/deliveries/index.ts';
import { LOANS_PAGE_SIZE, loansListMachine } from '../../machines/loans/loanScreens.ts';
import { LOCATIONS_PAGE_SIZE, locationsListMachine } from '../../machines/locations/index.ts';
import { LOAN_PAYMENTS_PAGE_SIZE, loanPaymentsListMachine } from '../../machines/payments/index.ts';
import { isRecordsListMachine } from '../../machines/records/index.ts';
import { RENTALS_PAGE_SIZE, rentalsListMachine } from '../../machines/rentals/index.ts';
import { ROLES_PAGE_SIZE, rolesListMachine } from '../../machines/roles/index.ts';
import { STAFF_PAGE_SIZE, staffListMachine } from '../../machines/staff/index.ts';
import { recordsListChart, sameChart, SHARED_CHARTS, type SampleRow } from '../utils/sharedCharts.ts';
import { describeRecordsListModelPaths } from './recordsListPaths.ts';

const TWELVE_ROWS: SampleRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Cliente ${index + 1}`,
  status: index % 3 === 0 ? 'blocked' : 'active',
}));

describeRecordsListModelPaths({
  machine: recordsListChart,
  pageSize: 10,
  rows: TWELVE_ROWS,
  search: 'cliente 1',
  sort: 'name',
  filter: { key: 'status', value: 'blocked' },
});

describe('every list is the records list chart', () => {
  const [shared] = SHARED_CHARTS;

  it('each area list declares exactly its states and transitions, under its own id', async () => {
    const lists = (await areaMachines()).filter(isRecordsListMachine);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(shared && sameChart(shared, list), list.id).toBe(true);
  });

  // What each area's list asks for: the page size its screen and server use.
  const PAGE_SIZES: [AnyStateMachine, number][] = [
    [cashMovementsListMachine, CASH_MOVEMENTS_PAGE_SIZE],
    [deliveryMovementsListMachine, DELIVERY_MOVEMENTS_PAGE_SIZE],
    [cashSessionsListMachine, CASH_SESSIONS_PAGE_SIZE],
    [customersListMachine, CUSTOMERS_PAGE_SIZE],
    [debtsListMachine, DEBTS_PAGE_SIZE],
    [deliveriesListMachine, DELIVERIES_PAGE_SIZE],
    [loansListMachine, LOANS_PAGE_SIZE],
    [locationsListMachine, LOCATIONS_PAGE_SIZE],
    [loanPaymentsListMachine, LOAN_PAYMENTS_PAGE_SIZE],
    [rentalsListMachine, RENTALS_PAGE_SIZE],
    [rolesListMachine, ROLES_PAGE_SIZE],
    [staffListMachine, STAFF_PAGE_SIZE],
  ];
  it.each(PAGE_SIZES.map(([machine, pageSize]) => ({ id: machine.id, machine, pageSize })))('$id asks for pages of its own size', ({ machine, pageSize }) => {
    const [snapshot] = initialTransition(machine);
    expect((snapshot.context as { query: { pageSize: number } }).query.pageSize).toBe(pageSize);
  });
});
