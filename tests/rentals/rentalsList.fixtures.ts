import type { RentalListRow } from '../../machines/rentals/index.ts';

/** Twelve contracts for the list suites: every fourth one active and late, the rest drafts. */
export const TWELVE_RENTALS: RentalListRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  customer_id: 100 + index,
  customer_name: `Inquilino ${String(index + 1).padStart(2, '0')}`,
  property: `Local ${index + 1}`,
  rent: 100_000_00,
  frequency: 'monthly',
  balance: index % 4 === 3 ? 100_000_00 : 0,
  next_due_date: index % 4 === 3 ? '2026-11-05' : null,
  days_in_arrears: index % 4 === 3 ? index : 0,
  status: index % 4 === 3 ? 'active' : 'draft',
  officer_id: 2,
  officer_name: 'Carlos Pérez',
}));
