import type { RentalListRow, RentalListSortColumn, RentalPage } from '../../machines/rentals/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';

/** Twelve contracts for the list suites: every fourth one active and late, the rest drafts. */
export const TWELVE_RENTALS: RentalListRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  customer_id: 100 + index,
  customer_name: `Inquilino ${String(index + 1).padStart(2, '0')}`,
  property: `Local ${index + 1}`,
  rent: 100_000_00,
  frequency: 'monthly',
  balance: index % 4 === 3 ? 300_000_00 : 0,
  due_now: index % 4 === 3 ? 100_000_00 : 0,
  to_run: index % 4 === 3 ? 200_000_00 : 0,
  next_due_date: index % 4 === 3 ? '2026-11-05' : null,
  days_in_arrears: index % 4 === 3 ? index : 0,
  status: index % 4 === 3 ? 'active' : 'draft',
  officer_id: 2,
  officer_name: 'Carlos Pérez',
}));

/** The page and the totals of EVERY contract the query matches, as the server answers (each active one holds a deposit of one month's rent). */
export function rentalPageOf(rules: InMemoryListOptions<RentalListRow, RentalListSortColumn>) {
  return (rows: readonly RentalListRow[], query: ListQuery<RentalListSortColumn>): RentalPage => {
    const all = pageOf(rows, { ...query, page: 1, pageSize: rows.length || 1 }, rules).items;
    const active = all.filter((rental) => rental.status === 'active');
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const rent = sum(active.map((rental) => rental.rent));
    return { ...pageOf(rows, query, rules), totals: {
        balance: sum(all.map((rental) => rental.balance)),
        due_now: sum(all.map((rental) => rental.due_now)),
        to_run: sum(all.map((rental) => rental.to_run)),
        monthly_rent: rent, deposits: rent } };
  };
}
